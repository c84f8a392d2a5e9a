#!/usr/bin/env node
/**
 * `npm run lighthouse`: mobile Lighthouse in its default mode (simulated throttling) on `/`,
 * `/events`, `/blog` and a post, beside two pages of the bare Next app (scripts/bare-next)
 * measured in the same turns: the bare page (one image, a heading and a sentence, no stylesheet,
 * no client component: the floor of any page built with this repository's next, react and
 * react-dom) and the same page with the site's built stylesheet, the reference the targets use.
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
import path from 'node:path';

import {
  failWith,
  firstPostPath,
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

const site = startProductionServer({ port: PORT, fail });
const bare = startNext({ port: PORT + 1, env: process.env, dir: bareNextDir });

await waitUntilServing(site.origin, site.server, fail);
await waitUntilServing(bare.origin, bare.server, fail);

const siteUrl = (pathname) => `${site.origin}${pathname}`;
const pages = [
  { name: '/', url: siteUrl('/'), held: true },
  { name: '/events', url: siteUrl('/events'), held: true },
  { name: '/blog', url: siteUrl('/blog'), held: true },
  { name: 'a post', url: siteUrl(await firstPostPath(site.origin, fail)), held: true },
  { name: 'bare Next page', url: `${bare.origin}/`, held: false },
  { name: 'bare + site stylesheet', url: `${bare.origin}/styled`, held: false },
];

// The first request renders each page from this server's database (the build's copies are expired at start).
for (const page of pages) await fetch(page.url);

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
const reference = pages.at(-1);
const referenceOf = {
  score: medianOf(reference, 'score'),
  lcp: medianOf(reference, 'lcp'),
  paint: medianOf(reference, 'observedPaint'),
};
const misses = [];
const rows = pages.map((page) => {
  const score = medianOf(page, 'score');
  const lcpRatio = medianOf(page, 'lcp') / referenceOf.lcp;
  const paintRatio = medianOf(page, 'observedPaint') / referenceOf.paint;
  if (page.held && referenceOf.score - score > TARGETS.scorePoints)
    misses.push(
      `${page.name}: median score ${score}, the reference's ${referenceOf.score} (target: ≤ ${TARGETS.scorePoints} points lower)`,
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
    'LCP render delay ms': Math.round(medianOf(page, 'renderDelay')),
    'TBT ms': Math.round(medianOf(page, 'tbt')),
    CLS: medianOf(page, 'cls').toFixed(3),
    'observed paint ms': Math.round(medianOf(page, 'observedPaint')),
    'paint × ref': paintRatio.toFixed(2),
    // Runs whose first frame Chromium held back (docs/performance.md, "Paint holding").
    'paint ≥ 1 s': page.runs.filter((run) => run.observedPaint >= 1000).length,
  };
});

console.log();
console.table(rows);
if (misses.length > 0) {
  console.log(`\nMISSED:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll targets met.');
process.exit(0);
