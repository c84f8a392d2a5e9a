/**
 * The production server the measuring scripts run against (`npm run bench`, `npm run lighthouse`):
 * this repository's build (`npm run build`'s, or the benchmark's own, see `buildBenchSite`),
 * `next start` as `npm start` runs it (same heap limits), over a fresh embedded database that a
 * separate process has created and seeded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Prints the reason under the script's name and exits 2 (1 is kept for "a target was missed"). */
export function failWith(script) {
  return (message) => {
    console.error(`${script}: ${message}`);
    process.exit(2);
  };
}

/** The measuring scripts' verdict: the targets missed, and exit 1; or that all were met, and exit 0. */
export function exitWithVerdict(misses) {
  if (misses.length > 0) {
    console.log(`\nMISSED:\n- ${misses.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll targets met.');
  process.exit(0);
}

export function requireBuild(fail) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) fail('no production build; run `npm run build` first');
}

const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const productionEnv = (env) => ({ ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' });

/** `next build` for `dir` (this repository when left out) with `env` added; true when it succeeded. */
function nextBuild({ dir, env = {} } = {}) {
  const built = spawnSync(process.execPath, [nextBin, 'build', ...(dir ? [dir] : [])], {
    cwd: root,
    env: productionEnv({ ...process.env, ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return built.status === 0;
}

/**
 * What makes `next build` and `next start` use the benchmark's build of the site: the site and its
 * reference pages (`page.bench.tsx`) in `.next-bench`, never in `npm run build`'s `.next`
 * (next.config.mjs).
 */
const BENCH_BUILD = { env: { NEXT_BENCH_BUILD: '1' }, distDir: '.next-bench' };

/**
 * Builds the site with the benchmark's reference pages (about 30 s: no type check, which
 * `npm run build` and `npm test` do). Next points the git-ignored next-env.d.ts at the build it
 * makes; it is put back, so `npm run typecheck` keeps reading `npm run build`'s route types.
 */
export function buildBenchSite(fail) {
  const nextEnvPath = path.join(root, 'next-env.d.ts');
  const nextEnv = existsSync(nextEnvPath) ? readFileSync(nextEnvPath, 'utf8') : null;
  const built = nextBuild({ env: BENCH_BUILD.env });
  if (nextEnv === null) rmSync(nextEnvPath, { force: true });
  else writeFileSync(nextEnvPath, nextEnv);
  if (!built) fail("building the site with the benchmark's reference pages failed");
}

/** `next start` for `dir` (this repository when left out) on 127.0.0.1:`port`, stopped when this process exits. */
export function startNext({ port, env, dir }) {
  const server = spawn(process.execPath, [nextBin, 'start', ...(dir ? [dir] : []), '-p', String(port)], {
    cwd: root,
    env: productionEnv(env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  });
  // Stopped by a signal, this process still runs its exit handlers (and so stops its servers).
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** The bare Next app (scripts/bare-next): the framework's references for the benchmark and Lighthouse. */
export const bareNextDir = path.join(root, 'scripts/bare-next');

/**
 * Builds the bare Next app (about 30 s) with copies of the site's hero image and built
 * stylesheet (from `npm run build`'s output, or the benchmark's with `benchBuild`) in its public/
 * folder, so its pages load the same bytes for them. Never part of the site's build: `npm run
 * build` contains only the site.
 */
export function buildBareNext(fail, { benchBuild = false } = {}) {
  const distDir = path.join(root, benchBuild ? BENCH_BUILD.distDir : '.next');
  const publicDir = path.join(bareNextDir, 'public');
  mkdirSync(publicDir, { recursive: true });
  copyFileSync(path.join(root, 'public/images/hero.svg'), path.join(publicDir, 'hero.svg'));
  // The stylesheets the home page links, as built (`/_next/static/…`), in one file: the Latin home
  // page, `/lat` in the root segment app/[script].
  const homePage = readFileSync(path.join(distDir, 'server/app/lat.html'), 'utf8');
  const stylesheets = [...homePage.matchAll(/<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)"/g)];
  if (stylesheets.length === 0) fail('found no stylesheet in the built home page');
  writeFileSync(
    path.join(publicDir, 'site.css'),
    stylesheets.map(([, file]) => readFileSync(path.join(distDir, file), 'utf8')).join('\n'),
  );
  if (!nextBuild({ dir: bareNextDir })) fail('building the bare Next app failed');
}

/**
 * What the benchmark seeds: the demo content (also on PostgreSQL, where it is off by default), and
 * an admin with a password of its own, so the panel does not ask to change it.
 */
const BENCH_SEED = {
  SEED_DEMO_CONTENT: 'true',
  ADMIN_EMAIL: 'bench-admin@zajednica.local',
  ADMIN_PASSWORD: 'bench-admin-password',
};

/**
 * Runs a TypeScript script of this repository and returns its output's last line; fails with its
 * errors if it fails. `serverModules` gives it the condition Next's server bundle has, so the data
 * layer's `server-only` imports load.
 */
export function runScript(script, env, fail, { serverModules = false } = {}) {
  const nodeOptions = serverModules ? `--conditions=react-server ${env.NODE_OPTIONS ?? ''}` : env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: nodeOptions },
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
  });
  if (run.status !== 0) fail(`${script} failed:\n${run.stderr.trim()}`);
  return run.stdout.trim().split('\n').at(-1);
}

/**
 * Seeds a fresh database and starts the site on it, as `npm start` runs it (same heap limits).
 * The database is an embedded one in a new data directory (removed when this process exits), or
 * with `databaseUrl` a PostgreSQL database, which must be empty. Seeding runs in a process of its
 * own: PGlite's first start (initdb) takes about 500 MB that a running server never needs again,
 * and the benchmark measures the server's memory. `sessions` also creates a demo member's and the
 * admin's sessions and returns their cookies. `benchBuild` starts the benchmark's build. `largeData` adds
 * the large data set (`npm run seed:large`) to the demo content before the server starts.
 */
export function startProductionServer({
  port,
  fail,
  databaseUrl = '',
  sessions = false,
  benchBuild = false,
  largeData = false,
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const env = productionEnv({
    ...process.env,
    ...BENCH_SEED,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(benchBuild && BENCH_BUILD.env),
  });

  runScript('scripts/db-seed.ts', env, fail);
  // `npm run seed:large`: a community's data after a few years on top of the demo content.
  if (largeData) runScript('scripts/seed-large.ts', env, fail);
  const cookies = sessions
    ? JSON.parse(runScript('scripts/lib/bench-sessions.ts', env, fail, { serverModules: true }))
    : null;

  // What `npm start` gives the server: its heap limits and glibc's arena count (package.json).
  const { serverNodeOptions, serverMallocArenaMax } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ).config;
  const serverEnv = { ...env, NODE_OPTIONS: serverNodeOptions, MALLOC_ARENA_MAX: serverMallocArenaMax };
  return { ...startNext({ port, env: serverEnv }), cookies };
}

/** Resolves once `origin` answers; fails if `server` exits first or nothing answers in 120 s. */
export async function waitUntilServing(origin, server, fail) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail('server did not start within 120 s');
}

export async function get(origin, pathname, headers = {}) {
  const response = await fetch(`${origin}${pathname}`, { headers, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** A published post's path, as /blog links it. */
export async function firstPostPath(origin, fail) {
  const postPath = /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/.exec((await get(origin, '/blog')).body)?.[1];
  if (!postPath) fail('no post linked from /blog');
  return postPath;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
}
