/**
 * The production server the measuring scripts run against (`npm run bench`, `npm run lighthouse`):
 * this repository's build, `next start` as `npm start` runs it (same heap limits), over a fresh
 * embedded database that a separate process has created and seeded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

export function requireBuild(fail) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) fail('no production build; run `npm run build` first');
}

const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const productionEnv = (env) => ({ ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' });

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
  process.on('SIGINT', () => process.exit(130));
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** `next build` of another Next app in this repository (the bare page of `npm run lighthouse`). */
export function nextBuild(dir) {
  return (
    spawnSync(process.execPath, [nextBin, 'build', dir], {
      cwd: root,
      env: productionEnv(process.env),
      stdio: 'ignore',
    }).status === 0
  );
}

/**
 * Seeds a fresh data directory and starts the site on it, as `npm start` runs it (same heap
 * limits). Seeding runs in a process of its own: PGlite's first start (initdb) takes about 500 MB
 * that a running server never needs again, and the benchmark measures the server's memory. The
 * directory is removed when this process exits.
 */
export function startProductionServer({ port, fail }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env = productionEnv({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
  });

  const seeded = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/db-seed.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  if (seeded.status !== 0) fail('seeding the database failed');

  const serverNodeOptions = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).config.serverNodeOptions;
  const started = startNext({ port, env: { ...env, NODE_OPTIONS: serverNodeOptions } });
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return started;
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

export async function get(origin, pathname) {
  const response = await fetch(`${origin}${pathname}`);
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
