#!/usr/bin/env node
/**
 * `npm run lighthouse`: mobile Lighthouse in its default mode (simulated throttling) on `/`,
 * `/events`, `/blog` and a post, beside two pages measured in the same turns: the benchmark's
 * reference page of the home page's size (the site's layout with no data) and a bare Next page
 * (scripts/lighthouse/bare-next: one image, a heading and a sentence, no stylesheet, no client
 * component), the floor of any page built with this repository's next, react and react-dom.
 *
 * It does not build the site: run `npm run build` first. It builds the bare page (about 30 s),
 * seeds a fresh embedded database, starts both servers, and runs Lighthouse ROUNDS times per page,
 * the pages in turns, each run in a fresh Chromium. It prints every run's score and the medians of
 * each metric, with the observed first paint (the unthrottled load's, which decides what the
 * simulated LCP charges: every script that finished downloading before it).
 *
 * Targets (issue 10): median score ≥ 98 and median LCP ≤ 1.5 s on the four pages; exits 1 when one
 * is missed. Not part of `npm test`. See docs/performance.md, "Lighthouse".
 *
 * Options (environment): LIGHTHOUSE_ROUNDS (5), LIGHTHOUSE_PORT (3910; the bare page the next
 * port), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_CHROME_FLAGS (appended to the flags below).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import {
  failWith,
  firstPostPath,
  median,
  nextBuild,
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

const TARGETS = { score: 98, lcpMs: 1500 };

const fail = failWith('lighthouse');
requireBuild(fail);

const bareDir = path.join(root, 'scripts/lighthouse/bare-next');

// The bare page shows the site's own hero image, so both pages load the same bytes for it.
mkdirSync(path.join(bareDir, 'public'), { recursive: true });
copyFileSync(path.join(root, 'public/images/hero.svg'), path.join(bareDir, 'public/hero.svg'));
if (!nextBuild(bareDir)) fail('building the bare Next page failed');

const site = startProductionServer({ port: PORT, fail });
const bare = startNext({ port: PORT + 1, env: process.env, dir: bareDir });

await waitUntilServing(site.origin, site.server, fail);
await waitUntilServing(bare.origin, bare.server, fail);

const siteUrl = (pathname) => `${site.origin}${pathname}`;
const pages = [
  { name: '/', url: siteUrl('/'), held: true },
  { name: '/events', url: siteUrl('/events'), held: true },
  { name: '/blog', url: siteUrl('/blog'), held: true },
  { name: 'a post', url: siteUrl(await firstPostPath(site.origin, fail)), held: true },
  { name: 'reference (58 kB, no data)', url: siteUrl('/bench-reference/58'), held: false },
  { name: 'bare Next page', url: `${bare.origin}/`, held: false },
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
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    observedPaint: observed.observedFirstContentfulPaint,
  };
}

console.log(`Lighthouse ${ROUNDS} rounds, mobile, simulated throttling; pages in turns, a fresh Chromium per run\n`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const page of pages) (page.runs ??= []).push(lighthouse(page.url));
  console.log(`round ${round}: ${pages.map((page) => `${page.name} ${page.runs.at(-1).score}`).join(', ')}`);
}

const bareLcp = median(pages.at(-1).runs.map((run) => run.lcp));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const misses = [];
const rows = pages.map((page) => {
  const of = (metric) => median(page.runs.map((run) => run[metric]));
  const score = of('score');
  const lcp = of('lcp');
  if (page.held && score < TARGETS.score)
    misses.push(`${page.name}: median score ${score} (target ≥ ${TARGETS.score})`);
  if (page.held && lcp > TARGETS.lcpMs)
    misses.push(`${page.name}: median LCP ${seconds(lcp)} (target ≤ ${seconds(TARGETS.lcpMs)})`);
  return {
    page: page.name,
    runs: page.runs.map((run) => run.score).join(' '),
    median: score,
    FCP: seconds(of('fcp')),
    LCP: seconds(lcp),
    'LCP × bare': (lcp / bareLcp).toFixed(2),
    'TBT ms': Math.round(of('tbt')),
    CLS: of('cls').toFixed(3),
    'observed paint ms': Math.round(of('observedPaint')),
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
