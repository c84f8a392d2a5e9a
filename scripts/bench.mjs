#!/usr/bin/env node
/**
 * `npm run bench`: the site's pages against Next's own speed, on this machine, in one run.
 *
 * It builds the site itself, with its reference pages, into `.next-bench` (about 30 s; the same
 * code as `npm run build`, whose `.next` never holds a reference page), and the bare Next app
 * (scripts/bare-next, about 30 s). It seeds a fresh embedded database (in its own process) with a
 * demo member's and the admin's sessions, starts `next start` for both, warms every route once
 * (the server expires the build's prerendered pages at start), then loads each route and its
 * references with autocannon. A reference is a page with no data, padded with paragraphs to the
 * route's HTML size (Next's serving cost grows with a page's size):
 *
 * - public pages against the bare app's `/static/<n>`, rendered once and served from Next's own
 *   route cache;
 * - signed-in pages (with the session's cookie) against the site's `/bench-shell/<n>`: the site's
 *   own layout rendered on every request (issue 28's "the same layout rendered on every request"),
 *   so the ratio is what the signed-in pages' data and parts cost on top of the site's shell. They
 *   are also compared with the bare app's `/dynamic/<n>` (reported, not held): Next's floor for any
 *   page rendered per request, which shows what the shell itself costs.
 *
 * Targets (issues 10 and 28): every public page and post ≥ 0.9 × its reference's req/s, every
 * signed-in page ≥ 0.7 ×, each with p99 ≤ 2 × its reference's; the home page's HTML ≤ 60 kB; the
 * server's peak RSS ≤ 300 MB. Pages rendered per request that anyone can ask for (a registration
 * link that describes its event, a blog search) are measured against the bare dynamic reference and
 * reported, not held to a ratio. With BENCH_POSTGRES_URL the signed-in pages are measured again on
 * a PostgreSQL database. Exits 1 when a target is missed.
 *
 * Each route and its references are measured in turns, ROUNDS times (each round starts with the
 * next of them), and the medians are compared: on a shared machine one measurement can be off by a
 * factor of two, in either direction, and the load drifts within a minute, so many short turns
 * compare better than a few long ones.
 *
 * Options (environment): BENCH_PORT (3900; the bare app the next port), BENCH_SECONDS per
 * measurement (3), BENCH_ROUNDS (6), BENCH_CONNECTIONS (50); for pages rendered per request (and
 * their references) BENCH_RENDER_CONNECTIONS (10) and BENCH_RENDER_REQUESTS per turn (100); BENCH_ONLY
 * (measure only the routes whose path contains it, or one of its comma-separated parts); BENCH_POSTGRES_URL (a PostgreSQL server's URL:
 * the benchmark creates a fresh database there and drops it at the end).
 *
 * Large data set (issue 47): every list page on a database with `npm run seed:large` on top of the
 * demo content against the same page on the demo content alone, on PGlite and (with
 * BENCH_POSTGRES_URL) on PostgreSQL: req/s ≥ 0.7 ×, p99 ≤ 2 ×, HTML ≤ 1.5 ×, the large server's peak
 * RSS ≤ 300 MB, and the blog, directory and inbox searches at p50 < 100 ms. BENCH_LARGE=0 skips it.
 *
 * Live messages (scripts/lib/bench-live-messages.mjs): 500 open threads held on the instance, RSS
 * growth ≤ 100 MB, p50 delivery ≤ 200 ms.
 *
 * Live-message options: BENCH_LIVE_CONNECTIONS (500), BENCH_LIVE_MESSAGES (21).
 */
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';
import pg from 'pg';

import { benchLiveMessages } from './lib/bench-live-messages.mjs';
import {
  buildBareNext,
  buildBenchSite,
  exitWithVerdict,
  failWith,
  firstPostPath,
  get,
  median,
  startNext,
  startProductionServer,
  bareNextDir,
  waitUntilServing,
} from './lib/production-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Pages rendered per request take tens of milliseconds of CPU each (seconds, when the machine is
 * shared): each turn is a number of requests rather than a time, so every turn completes some.
 */
const RENDER_CONNECTIONS = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 10);
const RENDER_REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 100);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? '';
/** BENCH_LARGE=0 skips the large data set's comparison (it seeds for minutes). */
const LARGE = process.env.BENCH_LARGE !== '0';

const TARGETS = {
  /** Issue 47: every list page on the large data set against the same page on the demo data set. */
  largeReqRatio: 0.7,
  largeP99Ratio: 2,
  largeHtmlRatio: 1.5,
  searchP50Ms: 100,
  publicReqRatio: 0.9,
  /** Issue 52: a public page's Cyrillic address against its Latin twin. */
  cyrillicReqRatio: 0.9,
  signedInReqRatio: 0.7,
  p99Ratio: 2,
  homeHtmlBytes: 60 * 1024,
  rssBytes: 300 * 1024 * 1024,
};

const fail = failWith('bench');
buildBenchSite(fail);
buildBareNext(fail, { benchBuild: true });

const bare = startNext({ port: PORT + 1, env: process.env, dir: bareNextDir });
await waitUntilServing(bare.origin, bare.server, fail);

/** Resident memory of a process (Linux). */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** One turn: `settings` are autocannon's `connections` and `duration` (seconds) or `amount` (requests). */
function load(url, headers, settings) {
  return new Promise((resolve, reject) => {
    // Timed here, to the last answer: autocannon notices that an `amount` is done only at its
    // once-a-second tick, so its own duration (and a rate from it) comes in whole seconds.
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const run = autocannon({ url, headers, ...settings }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} answers were not 2xx`));
      // Errors are requests that got no answer within autocannon's 10 s timeout: reported, and a miss.
      else
        resolve({
          reqPerSec: lastAnswerAt > startedAt ? (result.requests.total * 1000) / (lastAnswerAt - startedAt) : 0,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
        });
    });
    run.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
}

const sizeOf = (body) => Buffer.byteLength(body);

/** Where each kind of reference is: the bare app's pages, or the site's own shell. */
const REFERENCES = {
  static: { server: () => bare, path: (paragraphs) => `/static/${paragraphs}` },
  dynamic: { server: () => bare, path: (paragraphs) => `/dynamic/${paragraphs}` },
  shell: { server: (site) => site, path: (paragraphs) => `/bench-shell/${paragraphs}` },
};

/**
 * The reference page of `kind` whose HTML is closest to `bytes`: the padding's size per paragraph
 * is measured, then corrected once with the page it gave.
 */
async function referenceFor(kind, site, bytes) {
  const { server, path } = REFERENCES[kind];
  const { origin } = server(site);
  const bytesWith = async (paragraphs) => sizeOf((await get(origin, path(paragraphs))).body);
  const empty = await bytesWith(0);
  const perParagraph = ((await bytesWith(100)) - empty) / 100;
  let paragraphs = Math.max(0, Math.round((bytes - empty) / perParagraph));
  paragraphs = Math.max(0, paragraphs + Math.round((bytes - (await bytesWith(paragraphs))) / perParagraph));
  return {
    url: `${origin}${path(paragraphs)}`,
    label: `${path(paragraphs)} (${((await bytesWith(paragraphs)) / 1024).toFixed(1)} kB)`,
  };
}

/**
 * Each side (`{ url, headers }`) in turns, every round starting with the next one, so none is
 * always measured first; the medians of each side's turns.
 */
async function measureInTurns(sides, settings) {
  const runs = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let step = 0; step < sides.length; step++) {
      const side = (round + step) % sides.length;
      runs[side].push(await load(sides[side].url, sides[side].headers, settings));
    }
  }
  return runs.map((list) => ({
    reqPerSec: median(list.map((run) => run.reqPerSec)),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
  }));
}

const misses = [];

/**
 * Warms each route, gives it its references, measures them all and prints a table. A route with a
 * `cookie` is requested with it; `reference` is the kind its targets are measured against, `alsoAgainst`
 * one more kind reported beside it; `target` is its req/s ratio target, or null when it is reported only.
 */
async function measureRoutes(title, site, routes) {
  const selected = routes.filter((route) => ONLY.some((part) => route.path.includes(part)));
  if (selected.length === 0) return;
  for (const route of selected) {
    const headers = route.cookie ? { cookie: route.cookie } : {};
    // The first request renders a cached page from this server's database.
    const { status, body } = await get(site.origin, route.path, headers);
    if (status !== 200) fail(`${route.path} answered ${status}`);
    // A signed-in page that shows a sign-in form instead (an admin panel without an admin).
    if (route.cookie && body.includes('type="password"')) fail(`${route.path} asks to sign in`);
    route.bytes = sizeOf(body);
    route.references = await Promise.all(
      [route.reference, route.alsoAgainst].filter(Boolean).map((kind) => referenceFor(kind, site, route.bytes)),
    );
  }
  console.log(`\n${title}`);
  const rows = [];
  for (const route of selected) {
    const perRequest = route.reference !== 'static';
    const [measured, reference, other] = await measureInTurns(
      [
        { url: `${site.origin}${route.path}`, headers: route.cookie ? { cookie: route.cookie } : {} },
        ...route.references.map(({ url }) => ({ url, headers: {} })),
      ],
      perRequest
        ? { connections: RENDER_CONNECTIONS, amount: RENDER_REQUESTS }
        : { connections: CONNECTIONS, duration: SECONDS },
    );
    const reqRatio = measured.reqPerSec / reference.reqPerSec;
    const p99Ratio = measured.p99 / Math.max(reference.p99, 1);
    rows.push({
      route: `${route.path.length > 40 ? `${route.path.slice(0, 37)}…` : route.path}${route.target ? '' : ' *'}`,
      'HTML kB': (route.bytes / 1024).toFixed(1),
      'req/s': Math.round(measured.reqPerSec),
      'p50 ms': measured.p50,
      'p99 ms': measured.p99,
      reference: route.references[0].label,
      'ref req/s': Math.round(reference.reqPerSec),
      'ref p99': reference.p99,
      'req/s ×': reqRatio.toFixed(2),
      'p99 ×': p99Ratio.toFixed(2),
      ...(other && {
        [`${route.alsoAgainst} req/s`]: Math.round(other.reqPerSec),
        [`× ${route.alsoAgainst}`]: (measured.reqPerSec / other.reqPerSec).toFixed(2),
      }),
      errors: [measured, reference, other]
        .filter(Boolean)
        .map((side) => side.errors)
        .join('/'),
    });
    if (!route.target) continue;
    const name = `${title.split(' (')[0]}: ${route.path}`;
    if (measured.errors > 0) misses.push(`${name}: ${measured.errors} requests timed out`);
    if (reqRatio < route.target)
      misses.push(`${name}: ${reqRatio.toFixed(2)} × the reference's req/s (target ≥ ${route.target})`);
    if (p99Ratio > TARGETS.p99Ratio)
      misses.push(`${name}: p99 ${p99Ratio.toFixed(2)} × the reference's (target ≤ ${TARGETS.p99Ratio})`);
  }
  console.table(rows);
}

/** The signed-in pages, each with the cookie of a session that may see it. */
function signedInRoutes(cookies) {
  const signedIn = (cookie) => (path) => ({
    path,
    cookie,
    reference: 'shell',
    alsoAgainst: 'dynamic',
    target: TARGETS.signedInReqRatio,
  });
  const member = signedIn(cookies.member);
  const admin = signedIn(cookies.admin);
  return [
    member('/members'),
    member('/members/directory'),
    member('/members/requests'),
    member('/members/messages'),
    admin('/admin?tab=events'),
    admin('/admin?tab=blog'),
  ];
}

console.log(
  `autocannon, ${ROUNDS} rounds per page and reference in turns, medians: pages served from a cache ${CONNECTIONS} connections × ${SECONDS} s, pages rendered per request ${RENDER_CONNECTIONS} connections × ${RENDER_REQUESTS} requests`,
);

// The site on a fresh embedded database (PGlite): public pages, signed-in pages, memory.
const site = startProductionServer({ port: PORT, fail, sessions: true, benchBuild: true });
await waitUntilServing(site.origin, site.server, fail);
let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssOf(site.server.pid))), 200);

const SIGNED_IN_TITLE = (database) =>
  `Signed-in pages on ${database} (reference: the site's layout with no data, rendered per request; × dynamic: against a bare Next page rendered per request)`;

const held = (path) => ({ path, reference: 'static', target: TARGETS.publicReqRatio });
await measureRoutes('Public pages (reference: a bare Next page served from its route cache)', site, [
  held('/'),
  held('/events'),
  held('/blog'),
  held(await firstPostPath(site.origin, fail)),
  held('/prijava-dogadjaj?event=wild-mixer-april'),
  // Rendered per request, reported and not held to a ratio: a link that describes its event, a search.
  { path: '/prijava-dogadjaj?title=Meetup&date=12.%20jun&time=18%3A00', reference: 'dynamic', target: null },
  { path: '/blog?q=startup', reference: 'dynamic', target: null },
]);
await measureCyrillicTwins(site, ['/', '/events', '/blog', await firstPostPath(site.origin, fail)]);
await measureRoutes(SIGNED_IN_TITLE('PGlite'), site, signedInRoutes(site.cookies));

clearInterval(rssTimer);
const rssAfter = rssOf(site.server.pid);
const { body: homeBody } = await get(site.origin, '/');
const homeBytes = sizeOf(homeBody);
console.log(`home HTML: ${(homeBytes / 1024).toFixed(1)} kB (target ≤ ${TARGETS.homeHtmlBytes / 1024} kB)`);
console.log(
  `server RSS: peak ${(peakRss / 2 ** 20).toFixed(0)} MB, after the run ${(rssAfter / 2 ** 20).toFixed(0)} MB (target ≤ ${TARGETS.rssBytes / 2 ** 20} MB)`,
);
console.log('* rendered per request, reported and not held to a ratio');
if (homeBytes > TARGETS.homeHtmlBytes) misses.push(`home HTML ${(homeBytes / 1024).toFixed(1)} kB`);
if (peakRss > TARGETS.rssBytes) misses.push(`peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`);
// After the pages' figures, so the held streams do not count in their peak RSS.
misses.push(...(await benchLiveMessages({ origin: site.origin, pid: site.server.pid })));
site.server.kill('SIGTERM');

// The signed-in pages again on a fresh PostgreSQL database.
if (POSTGRES_URL) {
  const database = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${database}`;
  const onPostgres = startProductionServer({
    port: PORT + 2,
    fail,
    sessions: true,
    benchBuild: true,
    databaseUrl: databaseUrl.href,
  });
  await waitUntilServing(onPostgres.origin, onPostgres.server, fail);
  await measureRoutes(SIGNED_IN_TITLE('PostgreSQL'), onPostgres, signedInRoutes(onPostgres.cookies));
  onPostgres.server.kill('SIGTERM');
  await new Promise((resolve) => onPostgres.server.once('exit', resolve));
  await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
  await admin.end();
}

/**
 * Issue 52: each page's Cyrillic address (`/cir/…`, converted on the server and kept in the route
 * cache like its twin) against its Latin address, in turns: req/s ≥ 0.9 ×.
 */
async function measureCyrillicTwins(site, latinPaths) {
  const selected = latinPaths.filter((path) => ONLY.some((part) => path.includes(part)));
  if (selected.length === 0) return;
  console.log('\nCyrillic public pages (reference: the same page in Latin, from the route cache)');
  const rows = [];
  for (const latin of selected) {
    const cyrillic = `/cir${latin === '/' ? '' : latin}`;
    for (const path of [latin, cyrillic]) {
      const { status } = await get(site.origin, path);
      if (status !== 200) fail(`${path} answered ${status}`);
    }
    const [measured, twin] = await measureInTurns(
      [
        { url: `${site.origin}${cyrillic}`, headers: {} },
        { url: `${site.origin}${latin}`, headers: {} },
      ],
      { connections: CONNECTIONS, duration: SECONDS },
    );
    const ratio = measured.reqPerSec / twin.reqPerSec;
    rows.push({
      route: cyrillic.length > 40 ? `${cyrillic.slice(0, 37)}…` : cyrillic,
      'req/s': Math.round(measured.reqPerSec),
      'p99 ms': measured.p99,
      'Latin req/s': Math.round(twin.reqPerSec),
      'Latin p99': twin.p99,
      'req/s ×': ratio.toFixed(2),
      errors: `${measured.errors}/${twin.errors}`,
    });
    if (ratio < TARGETS.cyrillicReqRatio) {
      misses.push(
        `Cyrillic ${cyrillic}: ${ratio.toFixed(2)} × its Latin twin's req/s (target ≥ ${TARGETS.cyrillicReqRatio})`,
      );
    }
  }
  console.table(rows);
}

/**
 * Issue 47: the list pages on the large data set (`npm run seed:large` on top of the demo content)
 * against the same pages on the demo data set, two servers on the same kind of database measured
 * in turns at 10 connections: req/s ≥ 0.7 ×, p99 ≤ 2 ×, HTML ≤ 1.5 ×; the large server's peak RSS
 * over every page ≤ 300 MB; each search's p50 on the large set, one request at a time, < 100 ms.
 */
function largeDataRoutes(cookies) {
  const visitor = (path) => ({ path });
  const member = (path) => ({ path, cookie: cookies.member });
  const admin = (path) => ({ path, cookie: cookies.admin });
  return {
    pages: [
      visitor('/blog'),
      visitor('/blog?strana=2'),
      visitor('/blog/category/Marketing%20%26%20Prodaja'),
      visitor('/events'),
      visitor('/blog/rss.xml'),
      visitor('/sitemap.xml'),
      member('/members'),
      member('/members/directory'),
      member('/members/requests'),
      member('/members/resources'),
      member('/members/mentorship'),
      member('/members/messages'),
      admin('/admin?tab=members'),
      admin('/admin?tab=events'),
      admin('/admin?tab=blog'),
      admin('/admin/inbox'),
      admin('/admin/outbox'),
      admin('/admin/moderation'),
    ],
    searches: [
      visitor('/blog?q=posao'),
      member('/members/directory?q=marko'),
      admin('/admin/inbox?kind=contact&status=all&q=marko'),
    ],
  };
}

async function measureLargeAgainstDemo(database, demo, large) {
  const demoRoutes = largeDataRoutes(demo.cookies);
  const largeRoutes = largeDataRoutes(large.cookies);
  const selected = demoRoutes.pages
    .map((route, index) => ({ demo: route, large: largeRoutes.pages[index] }))
    .filter(({ demo: route }) => ONLY.some((part) => route.path.includes(part)));
  const headersOf = (route) => (route.cookie ? { cookie: route.cookie } : {});
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(large.server.pid))), 200);
  const rows = [];
  for (const pair of selected) {
    const title = `large data set on ${database}: ${pair.demo.path}`;
    const [demoPage, largePage] = await Promise.all([
      get(demo.origin, pair.demo.path, headersOf(pair.demo)),
      get(large.origin, pair.large.path, headersOf(pair.large)),
    ]);
    if (demoPage.status !== 200 || largePage.status !== 200) {
      misses.push(`${title}: answered ${demoPage.status} (demo) and ${largePage.status} (large)`);
      continue;
    }
    const [onLarge, onDemo] = await measureInTurns(
      [
        { url: `${large.origin}${pair.large.path}`, headers: headersOf(pair.large) },
        { url: `${demo.origin}${pair.demo.path}`, headers: headersOf(pair.demo) },
      ],
      { connections: RENDER_CONNECTIONS, amount: RENDER_REQUESTS },
    );
    const ratios = {
      req: onLarge.reqPerSec / onDemo.reqPerSec,
      p99: onLarge.p99 / Math.max(onDemo.p99, 1),
      html: sizeOf(largePage.body) / sizeOf(demoPage.body),
    };
    rows.push({
      route: pair.demo.path,
      'demo kB': (sizeOf(demoPage.body) / 1024).toFixed(1),
      'large kB': (sizeOf(largePage.body) / 1024).toFixed(1),
      'demo req/s': Math.round(onDemo.reqPerSec),
      'large req/s': Math.round(onLarge.reqPerSec),
      'demo p99': onDemo.p99,
      'large p99': onLarge.p99,
      'req/s ×': ratios.req.toFixed(2),
      'p99 ×': ratios.p99.toFixed(2),
      'HTML ×': ratios.html.toFixed(2),
      errors: `${onLarge.errors}/${onDemo.errors}`,
    });
    if (onLarge.errors > 0) misses.push(`${title}: ${onLarge.errors} requests timed out`);
    if (ratios.req < TARGETS.largeReqRatio) misses.push(`${title}: ${ratios.req.toFixed(2)} × the demo's req/s`);
    if (ratios.p99 > TARGETS.largeP99Ratio) misses.push(`${title}: p99 ${ratios.p99.toFixed(2)} × the demo's`);
    if (ratios.html > TARGETS.largeHtmlRatio) misses.push(`${title}: HTML ${ratios.html.toFixed(2)} × the demo's`);
  }
  clearInterval(timer);
  console.log(`\nLarge data set against the demo data set on ${database} (${RENDER_CONNECTIONS} connections)`);
  console.table(rows);
  console.log(`large server's peak RSS: ${(peak / 2 ** 20).toFixed(0)} MB (target ≤ ${TARGETS.rssBytes / 2 ** 20} MB)`);
  if (peak > TARGETS.rssBytes) misses.push(`large data set on ${database}: peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`);
  const searchRows = [];
  for (const route of largeRoutes.searches.filter((search) => ONLY.some((part) => search.path.includes(part)))) {
    const [result] = await measureInTurns([{ url: `${large.origin}${route.path}`, headers: headersOf(route) }], {
      connections: 1,
      amount: 30,
    });
    searchRows.push({ search: route.path, 'p50 ms': result.p50, 'p99 ms': result.p99 });
    if (result.p50 >= TARGETS.searchP50Ms)
      misses.push(`search on the large data set on ${database}: ${route.path} p50 ${result.p50} ms`);
  }
  console.table(searchRows);
}

/** Both data sets side by side: on PGlite, and with BENCH_POSTGRES_URL on PostgreSQL too. */
async function benchLargeDataSet() {
  const onPglite = async () => {
    const demo = startProductionServer({ port: PORT + 4, fail, sessions: true, benchBuild: true });
    const large = startProductionServer({ port: PORT + 5, fail, sessions: true, benchBuild: true, largeData: true });
    return { demo, large };
  };
  const onPostgres = async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const names = [`bench_demo_${process.pid}`, `bench_large_${process.pid}`];
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    const urlOf = (name) => Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).href;
    const demo = startProductionServer({
      port: PORT + 6,
      fail,
      sessions: true,
      benchBuild: true,
      databaseUrl: urlOf(names[0]),
    });
    const large = startProductionServer({
      port: PORT + 7,
      fail,
      sessions: true,
      benchBuild: true,
      largeData: true,
      databaseUrl: urlOf(names[1]),
    });
    return {
      demo,
      large,
      drop: async () => {
        for (const name of names) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  };
  for (const [database, start] of [['PGlite', onPglite], ...(POSTGRES_URL ? [['PostgreSQL', onPostgres]] : [])]) {
    const { demo, large, drop } = await start();
    await waitUntilServing(demo.origin, demo.server, fail);
    await waitUntilServing(large.origin, large.server, fail);
    await measureLargeAgainstDemo(database, demo, large);
    for (const { server } of [demo, large]) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await drop?.();
  }
}

if (LARGE) await benchLargeDataSet();

exitWithVerdict(misses);
