/**
 * `npm run bench:newsletter` (issue 51, "How much"; figures in docs/performance.md): 100,000
 * confirmed subscribers seeded in SQL into a fresh PostgreSQL database, one issue queued and sent
 * through the Resend stand-in (scripts/lib/resend-stand-in.mjs) by the sending code in a child
 * process (scripts/lib/newsletter-sender.ts), then a second issue whose sender is killed with
 * SIGKILL half-way and started again. Checks: queued in at most 10 s, the sender's RSS grows by at
 * most 50 MB during the send, and the stand-in records each of the 100,000 exactly once in both
 * runs (0 duplicates, 0 missing).
 *
 * BENCH_DATABASE_URL: an admin URL of a PostgreSQL server (default the dev server at
 * 127.0.0.1:25432); the script creates its own database there and drops it at the end.
 * BENCH_RECIPIENTS: how many subscribers (default 100000).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import pg from 'pg';

import { failWith, root } from './lib/production-server.mjs';
import { startResendStandIn } from './lib/resend-stand-in.mjs';

const fail = failWith('bench:newsletter');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:25432/postgres';
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const TARGETS = { queueMs: 10_000, rssGrowthMb: 50 };
const MB = 1024 * 1024;
const SERVER_NODE_OPTIONS = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).config.serverNodeOptions.split(/\s+/);

const databaseName = `bench_newsletter_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const standIn = await startResendStandIn({ keepMails: false });
const childEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  RESEND_API_KEY: 're_bench_stand_in',
  RESEND_BASE_URL: standIn.url,
  NODE_ENV: 'production',
};

/** Starts the sender in `mode`; each JSON line it prints goes to `onLine`. */
function sender(args, onLine = () => {}) {
  const child = spawn(
    process.execPath,
    // tsx loaded into this very process (not its CLI, which runs the script in a grandchild that a
    // SIGKILL to the child would leave running); the condition Next's server bundle has lets the
    // server modules' `server-only` imports load.
    // The heap limits `npm start` gives the server (package.json, config.serverNodeOptions).
    [
      ...SERVER_NODE_OPTIONS,
      '--expose-gc',
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/lib/newsletter-sender.ts',
      ...args,
    ],
    { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    try {
      onLine(JSON.parse(line));
    } catch {
      // a log line that is not ours
    }
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

async function runToEnd(args, onLine) {
  const { exited } = sender(args, onLine);
  const { code, signal } = await exited;
  if (code !== 0) fail(`sender ${args.join(' ')} ended with ${code ?? signal}`);
}

async function createIssue(slug) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `insert into newsletter_issues (slug, subject, intro, content, audience)
       values ($1, 'Vesti iz mreže', 'Šta je novo ovog meseca.', $2, 'subscribers') returning id`,
      [slug, '## Događaji\n\nTekst broja sa **linkom** na [sajt](https://bench.example/events).\n\n'.repeat(8)],
    );
    return rows[0].id;
  });
}

/** How the stand-in's record compares with the list: each address once. */
function tally() {
  const counts = standIn.counts();
  let duplicates = 0;
  for (const count of counts.values()) duplicates += count - 1;
  return { recorded: counts.size, duplicates, missing: RECIPIENTS - counts.size };
}

async function queue(issueId) {
  let result;
  await runToEnd(['queue', issueId], (line) => (result = line));
  if (!result?.ok) fail(`queueing refused: ${JSON.stringify(result)}`);
  return result;
}

const results = {};
try {
  await withClient(ADMIN_URL, (client) => client.query(`create database "${databaseName}"`));
  await runToEnd(['prepare']);
  const seedStarted = performance.now();
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into newsletter_subscribers (first_name, last_name, email, mailbox, confirmed_at)
       select 'Ime', 'Prezime', 'citalac' || n || '@primer.rs', 'citalac' || n || '@primer.rs', now()
       from generate_series(1, $1::int) as n`,
      [RECIPIENTS],
    ),
  );
  console.log(`seeded ${RECIPIENTS} subscribers in ${Math.round(performance.now() - seedStarted)} ms`);

  // 1. One issue, sent to the end.
  const first = await createIssue('bench-prvi');
  const queued = await queue(first);
  console.log(`queued ${queued.recipients} recipients in ${queued.batches} batches: ${queued.queueMs} ms`);
  let start = 0;
  let peak = 0;
  let sendMs = 0;
  await runToEnd(['send', first], (line) => {
    if (line.start) start = line.rss;
    if (line.rss) peak = Math.max(peak, line.rss);
    if (line.done) sendMs = line.sendMs;
  });
  results.full = {
    queueMs: queued.queueMs,
    sendMs,
    rssStartMb: +(start / MB).toFixed(1),
    rssGrowthMb: +((peak - start) / MB).toFixed(1),
    calls: standIn.calls().length,
    ...tally(),
  };
  console.log('full send', results.full);

  // 2. Another issue: the sender is killed with SIGKILL half-way, then started again.
  standIn.reset();
  const second = await createIssue('bench-drugi');
  await queue(second);
  const dying = sender(['send', second]);
  // Killed at the worst moment: the stand-in has accepted the batch that passes half-way and not
  // yet answered, so the dead sender never marked it. Its restart waits out the batch's lease
  // (2 minutes) and sends it again under the same key.
  standIn.onAccepted(() => {
    if (standIn.counts().size >= RECIPIENTS / 2 && dying.child.exitCode === null) dying.child.kill('SIGKILL');
  });
  const killed = await dying.exited;
  standIn.onAccepted(undefined);
  const atKill = standIn.counts().size;
  const restarted = performance.now();
  await runToEnd(['send', second]);
  const keys = standIn.calls().map((call) => call.key);
  results.killed = {
    killedBy: killed.signal,
    recordedAtKill: atKill,
    resumeMs: Math.round(performance.now() - restarted),
    calls: keys.length,
    repeatedKeys: keys.length - new Set(keys).size,
    ...tally(),
  };
  console.log('kill -9 half-way, restarted', results.killed);
} finally {
  await standIn.close();
  await withClient(ADMIN_URL, (client) => client.query(`drop database if exists "${databaseName}" with (force)`)).catch(
    (error) => console.error(`could not drop ${databaseName}: ${error.message}`),
  );
}

const missed = [];
if (results.full.queueMs > TARGETS.queueMs)
  missed.push(`queued in ${results.full.queueMs} ms (target ${TARGETS.queueMs})`);
if (results.full.rssGrowthMb > TARGETS.rssGrowthMb)
  missed.push(`RSS grew ${results.full.rssGrowthMb} MB (target ${TARGETS.rssGrowthMb})`);
for (const run of ['full', 'killed'])
  if (results[run].duplicates !== 0 || results[run].missing !== 0)
    missed.push(`${run}: ${results[run].duplicates} duplicates, ${results[run].missing} missing`);
console.log(JSON.stringify({ date: new Date().toISOString(), recipients: RECIPIENTS, ...results }));
if (missed.length > 0) {
  console.error(`bench:newsletter: targets missed: ${missed.join('; ')}`);
  process.exit(1);
}
console.log('bench:newsletter: all targets met');
