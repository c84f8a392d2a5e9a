#!/usr/bin/env node
/**
 * `npm run test:fleet`: the site as a hosted fleet, proven through HTTP (issue 24, docs/deployment.md).
 *
 * Builds once (or, with `--reuse-build`, takes the build that is there), then starts a throwaway
 * PostgreSQL cluster, a stand-in for the mail provider (Resend's HTTP API, which records every
 * message it is asked to send), two `next start` instances from the one build on the one database,
 * and Debian's nginx balancing between them. Then it runs the checks in tests/fleet (a Playwright
 * project of their own, not part of `npm test`'s browser suite) against them, and stops everything.
 *
 * The checks stop the database and kill an instance through a small control API this script
 * serves beside the mail stand-in (POST /control/…), so the processes stay owned by this script.
 *
 * Options (environment): FLEET_PORT (3960: instance A; +1 instance B, +2 nginx, +3 mail and
 * control), FLEET_PG_PORT (25470). Exits with the checks' status. The ports are below Linux's
 * ephemeral range (32768–60999), where an outgoing connection of an earlier stage could hold one.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_PORT = Number(process.env.FLEET_PORT ?? 3960);
const PORTS = { a: BASE_PORT, b: BASE_PORT + 1, balancer: BASE_PORT + 2, control: BASE_PORT + 3 };
const PG_PORT = Number(process.env.FLEET_PG_PORT ?? 25470);
const ADMIN = { email: 'admin.flote@primer.rs', password: 'flota-admin-lozinka-1' };
const isRoot = process.getuid?.() === 0;

const work = mkdtempSync(path.join(tmpdir(), 'fleet-'));
chmodSync(work, 0o777);
const children = new Set();
let pgBin;

function log(message) {
  console.log(`fleet: ${message}`);
}

function fail(message) {
  console.error(`fleet: ${message}`);
  process.exitCode = 2;
  throw new Error(message);
}

// ---------- PostgreSQL: a throwaway cluster, as .ci/run starts one ----------

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((version) => path.join(base, version, 'bin')).find((bin) => existsSync(`${bin}/initdb`));
  if (!dir) fail('no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)');
  return dir;
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` system user. */
function asPostgres(command, args) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const pgData = path.join(work, 'pg');

const pgLog = path.join(work, 'pg.log');

function startPostgres() {
  try {
    asPostgres(`${pgBin}/pg_ctl`, [
      '-D',
      pgData,
      '-l',
      pgLog,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${work} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    // pg_ctl only says "could not start server"; the reason is in the server's log.
    if (existsSync(pgLog)) console.error(readFileSync(pgLog, 'utf8').trim().split('\n').slice(-20).join('\n'));
    throw error;
  }
}

function stopPostgres(mode = 'fast') {
  asPostgres(`${pgBin}/pg_ctl`, ['-D', pgData, '-m', mode, '-w', 'stop']);
}

function createCluster() {
  pgBin = postgresBin();
  if (isRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    }
  }
  asPostgres(`${pgBin}/initdb`, ['-D', pgData, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  startPostgres();
  log(`PostgreSQL on port ${PG_PORT}`);
}

// ---------- the mail provider's stand-in and the control API ----------

/** Every message the instances handed to "Resend": its outbox id (the idempotency key) and recipients. */
const sentMail = [];

function startControlServer() {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const reply = (status, value) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      try {
        if (request.method === 'POST' && request.url === '/emails') {
          const message = JSON.parse(body);
          sentMail.push({ key: request.headers['idempotency-key'] ?? null, to: message.to, subject: message.subject });
          return reply(200, { id: `fleet-${sentMail.length}` });
        }
        if (request.method === 'GET' && request.url === '/control/mail') return reply(200, sentMail);
        if (request.method === 'POST' && request.url === '/control/database/stop') {
          stopPostgres();
          return reply(200, { stopped: true });
        }
        if (request.method === 'POST' && request.url === '/control/database/start') {
          startPostgres();
          return reply(200, { started: true });
        }
        if (request.method === 'POST' && request.url === '/control/kill-a') {
          process.kill(-instances.a.pid, 'SIGKILL');
          return reply(200, { killed: instances.a.pid });
        }
        return reply(404, { error: 'unknown' });
      } catch (error) {
        return reply(500, { error: String(error) });
      }
    });
  });
  server.listen(PORTS.control, '127.0.0.1');
  return server;
}

// ---------- two instances and the balancer ----------

const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
const instances = {};

function startInstance(name) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://localhost:${PORTS.balancer}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The checks edit the demo events and posts; a real fleet leaves this unset (no demo accounts).
    SEED_DEMO_CONTENT: 'true',
    TRUSTED_PROXY_HOPS: '1',
    RESEND_API_KEY: 're_fleet_stand_in',
    RESEND_BASE_URL: `http://127.0.0.1:${PORTS.control}`,
    MAIL_FROM: 'Flota <no-reply@primer.rs>',
    UPLOADS_DIR: path.join(work, 'uploads'),
    DATA_DIR: path.join(work, `data-${name}`),
  };
  // Its own process group, so `kill-a` ends npm, the shell and the server at once, like a lost machine.
  const child = spawn('npm', ['start', '--', '-p', String(PORTS[name])], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  instances[name] = child;
  return child;
}

async function waitUntilServing(origin, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`${origin} did not answer within ${seconds} s`);
}

function startBalancer() {
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
${isRoot ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  client_max_body_size 2m;
  upstream fleet {
    server 127.0.0.1:${PORTS.a} max_fails=1 fail_timeout=30s;
    server 127.0.0.1:${PORTS.b} max_fails=1 fail_timeout=30s;
  }
  server {
    listen 127.0.0.1:${PORTS.balancer};
    location / {
      proxy_pass http://fleet;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that never reached an instance (refused connection) goes to the other one;
      # a form post an instance received is never sent twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', work, '-c', conf, '-e', `${work}/nginx-error.log`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  return child;
}

// ---------- run ----------

function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (child === instances.a || child === instances.b) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  if (pgBin && existsSync(path.join(pgData, 'postmaster.pid'))) {
    try {
      stopPostgres('immediate');
    } catch {
      // already stopped
    }
  }
}

process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
process.on('exit', () => {
  stopAll();
  rmSync(work, { recursive: true, force: true });
});

const started = Date.now();
const reuseBuild = process.argv.includes('--reuse-build') && existsSync(path.join(root, '.next', 'BUILD_ID'));
if (!reuseBuild) {
  log('building');
  // The build never depends on the database it runs with (pages are rendered by the servers).
  execFileSync('npx', ['--no-install', 'next', 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '' },
    stdio: 'inherit',
  });
}

createCluster();
const control = startControlServer();
// A first, alone: it migrates and seeds; B then starts on a prepared database (both would also
// work together: migrations run under an advisory lock).
startInstance('a');
await waitUntilServing(`http://127.0.0.1:${PORTS.a}`);
startInstance('b');
await waitUntilServing(`http://127.0.0.1:${PORTS.b}`);
startBalancer();
await waitUntilServing(`http://127.0.0.1:${PORTS.balancer}`, 30);
log(
  `instances on ${PORTS.a} and ${PORTS.b}, nginx on ${PORTS.balancer} (${Math.round((Date.now() - started) / 1000)} s)`,
);

const checks = spawn(
  'npx',
  ['--no-install', 'playwright', 'test', '-c', path.join('tests', 'fleet', 'playwright.config.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FLEET_A: `http://localhost:${PORTS.a}`,
      FLEET_B: `http://localhost:${PORTS.b}`,
      FLEET_BALANCER: `http://localhost:${PORTS.balancer}`,
      FLEET_CONTROL: `http://127.0.0.1:${PORTS.control}`,
      FLEET_DATABASE_URL: databaseUrl,
      FLEET_ADMIN_EMAIL: ADMIN.email,
      FLEET_ADMIN_PASSWORD: ADMIN.password,
    },
  },
);
const status = await new Promise((resolve) => checks.on('exit', (code) => resolve(code ?? 1)));
control.close();
log(`${status === 0 ? 'all checks passed' : 'checks failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status);
