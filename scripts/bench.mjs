#!/usr/bin/env node
/**
 * `npm run bench`: the public pages against Next's own speed, on this machine, in one run.
 *
 * It builds nothing: run `npm run build` first. It seeds a fresh embedded database (in its own
 * process), starts `next start` over it, warms every route once (the server expires the build's prerendered pages at start),
 * then loads each route and a reference with autocannon at 50 connections. The reference is a
 * prerendered page with no data in the site's own layout (app/bench-reference/[kb]), the one
 * closest in HTML size to the route, because Next's serving cost grows with page size.
 *
 * Targets (issue 10): every public page and post serves ≥ 0.9 × its reference's req/s with
 * p99 ≤ 2 × its reference's p99; the home page's HTML is ≤ 60 kB; the server's peak RSS stays
 * ≤ 300 MB. Pages rendered per request (a registration link that describes its event, a blog
 * search) are measured and reported, not held to the ratio.
 * Exits 1 when a target is missed.
 *
 * Each route and its reference are measured in turns, ROUNDS times, and the medians are compared:
 * on a shared machine one measurement can be off by a factor of two, in either direction, and the
 * load drifts within a minute, so many short turns compare better than a few long ones.
 *
 * Live messages (scripts/lib/bench-live-messages.mjs): 500 open threads held on the instance, RSS
 * growth ≤ 100 MB, p50 delivery ≤ 200 ms.
 *
 * Options (environment): BENCH_PORT (3900), BENCH_SECONDS per measurement (3), BENCH_ROUNDS (6),
 * BENCH_CONNECTIONS (50), BENCH_LIVE_CONNECTIONS (500), BENCH_LIVE_MESSAGES (21).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';

import { benchLiveMessages } from './lib/bench-live-messages.mjs';
import {
  failWith,
  firstPostPath,
  get as getFrom,
  median,
  requireBuild,
  root,
  startProductionServer,
  waitUntilServing,
} from './lib/production-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const TARGETS = { reqRatio: 0.9, p99Ratio: 2, homeHtmlBytes: 60 * 1024, rssBytes: 300 * 1024 * 1024 };

const fail = failWith('bench');
requireBuild(fail);

/**
 * The reference pages the build prerendered and their HTML sizes, read from the build's files:
 * requesting all 71 would put every one in the server's cache and inflate the RSS measured.
 */
function referencePages() {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8'));
  const paths = Object.keys(manifest.routes).filter((route) => route.startsWith('/bench-reference/'));
  if (paths.length === 0) fail('the build has no /bench-reference pages');
  return paths.map((pathname) => ({
    path: pathname,
    bytes: statSync(path.join(root, '.next', 'server', 'app', `${pathname}.html`)).size,
  }));
}

const { origin: ORIGIN, server } = startProductionServer({ port: PORT, fail });

/** Resident memory of the server process (Linux), sampled through the whole run. */
let peakRss = 0;
function sampleRss() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakRss = Math.max(peakRss, kb * 1024);
    return kb * 1024;
  } catch {
    return 0;
  }
}
const rssTimer = setInterval(sampleRss, 200);

const get = (pathname) => getFrom(ORIGIN, pathname);

function load(pathname) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${ORIGIN}${pathname}`, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0) reject(new Error(`${pathname}: ${result.non2xx} answers were not 2xx`));
      // Errors are requests that got no answer within autocannon's 10 s timeout: reported, and a miss.
      else
        resolve({
          reqPerSec: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
        });
    });
  });
}

await waitUntilServing(ORIGIN, server, fail);
const postPath = await firstPostPath(ORIGIN, fail);

const routes = [
  { name: 'home', path: '/', held: true },
  { name: 'events', path: '/events', held: true },
  { name: 'blog', path: '/blog', held: true },
  { name: 'post', path: postPath, held: true },
  { name: 'registration', path: '/prijava-dogadjaj?event=wild-mixer-april', held: true },
  // Rendered per request, reported and not held to the ratio: a link that describes its event, a search.
  { name: 'registration by link', path: '/prijava-dogadjaj?title=Meetup&date=12.%20jun&time=18%3A00', held: false },
  { name: 'blog search', path: '/blog?q=startup', held: false },
];

// Warm up: the first request to each page renders it from this server's database, and to each
// chosen reference reads it from the build.
const references = referencePages();
for (const route of routes) {
  const { status, body } = await get(route.path);
  if (status !== 200) fail(`${route.path} answered ${status}`);
  route.bytes = Buffer.byteLength(body);
  const nearest = references.reduce((best, candidate) =>
    Math.abs(candidate.bytes - route.bytes) < Math.abs(best.bytes - route.bytes) ? candidate : best,
  );
  // Served, it differs from the build's file by a few bytes (its canonical URL names this server).
  route.reference = { path: nearest.path, bytes: Buffer.byteLength((await get(nearest.path)).body) };
}

/** Route and reference in turns (the reference first every other round); medians of each. */
async function measurePair(routePath, referencePath) {
  const runs = { route: [], reference: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['route', 'reference'] : ['reference', 'route'];
    for (const side of order) runs[side].push(await load(side === 'route' ? routePath : referencePath));
  }
  const summary = (list) => ({
    reqPerSec: median(list.map((run) => run.reqPerSec)),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
  });
  return { measured: summary(runs.route), reference: summary(runs.reference) };
}

console.log(
  `autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per page, medians; server on a fresh embedded database\n`,
);
const rows = [];
const misses = [];
for (const route of routes) {
  const { measured, reference } = await measurePair(route.path, route.reference.path);
  const reqRatio = measured.reqPerSec / reference.reqPerSec;
  const p99Ratio = measured.p99 / Math.max(reference.p99, 1);
  rows.push({
    route: `${route.path.length > 40 ? `${route.path.slice(0, 37)}…` : route.path}${route.held ? '' : ' *'}`,
    'HTML kB': (route.bytes / 1024).toFixed(1),
    'req/s': Math.round(measured.reqPerSec),
    'p50 ms': measured.p50,
    'p99 ms': measured.p99,
    reference: `${route.reference.path.replace('/bench-reference/', '')} kB (${(route.reference.bytes / 1024).toFixed(1)})`,
    'ref req/s': Math.round(reference.reqPerSec),
    'ref p99': reference.p99,
    'req/s ×': reqRatio.toFixed(2),
    'p99 ×': p99Ratio.toFixed(2),
    errors: `${measured.errors}/${reference.errors}`,
  });
  if (route.held && measured.errors > 0) misses.push(`${route.path}: ${measured.errors} requests timed out`);
  if (route.held && reqRatio < TARGETS.reqRatio)
    misses.push(`${route.path}: ${reqRatio.toFixed(2)} × the reference's req/s (target ≥ ${TARGETS.reqRatio})`);
  if (route.held && p99Ratio > TARGETS.p99Ratio)
    misses.push(`${route.path}: p99 ${p99Ratio.toFixed(2)} × the reference's (target ≤ ${TARGETS.p99Ratio})`);
}
clearInterval(rssTimer);
const rssAfter = sampleRss();

console.table(rows);
console.log('* rendered per request: reported, not held to the ratio');
const home = routes[0];
console.log(`home HTML: ${(home.bytes / 1024).toFixed(1)} kB (target ≤ ${TARGETS.homeHtmlBytes / 1024} kB)`);
console.log(
  `server RSS: peak ${(peakRss / 2 ** 20).toFixed(0)} MB, after the run ${(rssAfter / 2 ** 20).toFixed(0)} MB (target ≤ ${TARGETS.rssBytes / 2 ** 20} MB)`,
);
if (home.bytes > TARGETS.homeHtmlBytes) misses.push(`home HTML ${(home.bytes / 1024).toFixed(1)} kB`);
if (peakRss > TARGETS.rssBytes) misses.push(`peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`);

// After the pages' figures, so the held streams do not count in their peak RSS.
misses.push(...(await benchLiveMessages({ origin: ORIGIN, pid: server.pid })));

if (misses.length > 0) {
  console.log(`\nMISSED:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll targets met.');
process.exit(0);
