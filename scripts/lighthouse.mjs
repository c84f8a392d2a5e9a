#!/usr/bin/env node
/**
 * `npm run lighthouse`: mobile Lighthouse in its default mode (simulated throttling) on `/`,
 * `/events`, `/blog` and a post, beside two pages of the bare Next app (scripts/bare-next)
 * measured in the same turns: the bare page (one image, a heading and a sentence, no stylesheet,
 * no client component: the floor of any page built with this repository's next, react and
 * react-dom) and the same page with the site's built stylesheet, the reference the targets use.
 * Each site page also has a twin in the bare app (`/markup/<name>`): its own body markup as served
 * (scripts and payload left out) with the site's stylesheet, rendered by the bare app. A page's
 * ratio to its twin is what the site adds to the framework's cost for the same document; the twin's
 * ratio to the styled page is what that document costs the framework (reported, not held).
 *
 * It does not build the site: run `npm run build` first. It builds the bare app (about 30 s),
 * seeds a fresh embedded database, starts both servers, and runs Lighthouse ROUNDS times per page,
 * the pages in turns, each run in a fresh Chromium. It prints every run's score and the medians of
 * each metric, with the observed first paint (the unthrottled load's, which decides what the
 * simulated LCP charges: every script that finished downloading before it) and LCP's render delay
 * (the main thread's simulated work before the LCP element is painted).
 *
 * Targets (issue 28), medians, against the styled bare page in the same run: observed first paint
 * ≤ 1.5 ×, LCP ≤ 1.2 ×, score at most 3 points lower; exits 1 when one is missed. Not part of
 * `npm test`. See docs/performance.md, "Lighthouse".
 *
 * Options (environment): LIGHTHOUSE_ROUNDS (5), LIGHTHOUSE_PORT (3910; the bare app the next
 * port), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_CHROME_FLAGS (appended to the flags below).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  exitWithVerdict,
  failWith,
  firstPostPath,
  get,
  median,
  bareNextDir,
  buildBareNext,
  requireBuild,
  root,
  startNext,
  startProductionServer,
  waitUntilServing,
} from './lib/production-server.mjs';

const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3910);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run',
  '--disable-background-networking --disable-component-update --disable-sync',
  process.env.LIGHTHOUSE_CHROME_FLAGS ?? '',
]
  .join(' ')
  .trim();

const TARGETS = { paintRatio: 1.5, lcpRatio: 1.2, scorePoints: 3 };

const fail = failWith('lighthouse');
requireBuild(fail);

buildBareNext(fail);

/** Where the site pages' markup is saved for their twins in the bare app (git-ignored). */
const markupDir = path.join(bareNextDir, 'markup');

const site = startProductionServer({ port: PORT, fail });
const bare = startNext({ port: PORT + 1, env: { ...process.env, BARE_NEXT_MARKUP_DIR: markupDir }, dir: bareNextDir });

await waitUntilServing(site.origin, site.server, fail);
await waitUntilServing(bare.origin, bare.server, fail);

const sitePages = [
  { name: '/', markup: 'home', path: '/' },
  { name: '/events', markup: 'events', path: '/events' },
  { name: '/blog', markup: 'blog', path: '/blog' },
  { name: 'a post', markup: 'post', path: await firstPostPath(site.origin, fail) },
].map((page) => ({ ...page, url: `${site.origin}${page.path}` }));

/**
 * Saves a site page's body for its twin: the body element's classes and everything inside it but
 * scripts (Next's chunks, the payload, the theme script), which the bare app brings its own of.
 */
async function saveMarkup(page) {
  // The first request renders the page from this server's database (the build's copies are expired at start).
  const { status, body: html } = await get(site.origin, page.path);
  if (status !== 200) fail(`${page.url} answered ${status}`);
  const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  if (!body) fail(`${page.url} has no body`);
  const bodyClass = /class="([^"]*)"/.exec(body[1])?.[1] ?? '';
  const markup = body[2].replace(/<script\b[\s\S]*?<\/script>/g, '');
  writeFileSync(path.join(markupDir, `${page.markup}.json`), JSON.stringify({ bodyClass, markup }));
}

mkdirSync(markupDir, { recursive: true });
for (const page of sitePages) await saveMarkup(page);

const twins = sitePages.map((page) => ({
  name: `bare + ${page.name} markup`,
  url: `${bare.origin}/markup/${page.markup}`,
  held: false,
}));
const pages = [
  ...sitePages.map((page, index) => ({ ...page, held: true, twin: twins[index] })),
  ...twins,
  { name: 'bare Next page', url: `${bare.origin}/`, held: false },
  { name: 'bare + site stylesheet', url: `${bare.origin}/styled`, held: false },
];

// Each bare-app page once; a twin's first request renders it (then it comes from the route cache).
for (const page of pages.filter((page) => !page.held)) {
  const response = await fetch(page.url);
  if (!response.ok) fail(`${page.url} answered ${response.status}`);
}

function lighthouse(url) {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  if (run.status !== 0) fail(`Lighthouse failed on ${url}: ${run.stderr.trim().split('\n').at(-1)}`);
  const { categories, audits } = JSON.parse(run.stdout);
  const observed = audits.metrics.details.items[0];
  // LCP's phases (time to first byte, the image's load delay and load time, render delay): the
  // render delay is the main thread's work before the element is painted (docs/performance.md).
  const phases = audits['largest-contentful-paint-element'].details.items.find((item) => item.items?.[0]?.phase);
  const renderDelay = phases?.items.find((phase) => phase.phase === 'Render Delay')?.timing;
  if (renderDelay === undefined) fail(`Lighthouse gave no LCP render delay for ${url}`);
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    observedPaint: observed.observedFirstContentfulPaint,
    renderDelay,
  };
}

console.log(`Lighthouse ${ROUNDS} rounds, mobile, simulated throttling; pages in turns, a fresh Chromium per run\n`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const page of pages) (page.runs ??= []).push(lighthouse(page.url));
  console.log(`round ${round}: ${pages.map((page) => `${page.name} ${page.runs.at(-1).score}`).join(', ')}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const medianOf = (page, metric) => median(page.runs.map((run) => run[metric]));
/** `page`'s median of `metric` as a multiple of `other`'s. */
const ratioOf = (page, other, metric) => medianOf(page, metric) / medianOf(other, metric);
const reference = pages.at(-1);
const referenceScore = medianOf(reference, 'score');
const misses = [];
const rows = pages.map((page) => {
  const score = medianOf(page, 'score');
  const lcpRatio = ratioOf(page, reference, 'lcp');
  const paintRatio = ratioOf(page, reference, 'observedPaint');
  const { twin } = page;
  if (page.held && referenceScore - score > TARGETS.scorePoints)
    misses.push(
      `${page.name}: median score ${score}, the reference's ${referenceScore} (target: ≤ ${TARGETS.scorePoints} points lower)`,
    );
  if (page.held && lcpRatio > TARGETS.lcpRatio)
    misses.push(`${page.name}: LCP ${lcpRatio.toFixed(2)} × the reference's (target ≤ ${TARGETS.lcpRatio})`);
  if (page.held && paintRatio > TARGETS.paintRatio)
    misses.push(
      `${page.name}: observed first paint ${paintRatio.toFixed(2)} × the reference's (target ≤ ${TARGETS.paintRatio})`,
    );
  return {
    page: page.name,
    runs: page.runs.map((run) => run.score).join(' '),
    median: score,
    FCP: seconds(medianOf(page, 'fcp')),
    LCP: seconds(medianOf(page, 'lcp')),
    'LCP × ref': lcpRatio.toFixed(2),
    'LCP × twin': twin ? ratioOf(page, twin, 'lcp').toFixed(2) : '',
    'LCP render delay ms': Math.round(medianOf(page, 'renderDelay')),
    'TBT ms': Math.round(medianOf(page, 'tbt')),
    CLS: medianOf(page, 'cls').toFixed(3),
    'observed paint ms': Math.round(medianOf(page, 'observedPaint')),
    'paint × ref': paintRatio.toFixed(2),
    // What the site adds to the framework's cost for the same document (reported, not held).
    'paint × twin': twin ? ratioOf(page, twin, 'observedPaint').toFixed(2) : '',
    // Runs whose first frame Chromium held back (paint holding: docs/performance.md up to 815eddb).
    'paint ≥ 1 s': page.runs.filter((run) => run.observedPaint >= 1000).length,
  };
});

console.log();
console.table(rows);
exitWithVerdict(misses);
