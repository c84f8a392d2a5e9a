/**
 * Two production instances of this repository's build on one PostgreSQL database, for the scripts
 * that prove or measure the site as a hosted fleet: `npm run test:fleet` (scripts/fleet.mjs) and
 * `npm run bench:events` (scripts/bench-events.mjs). One `createFleet` per script run: a work
 * directory of its own, a throwaway PostgreSQL cluster when asked for one, a stand-in for the mail
 * provider (Resend's HTTP API, recording every message it is asked to send) with a small control
 * API beside it, `next start` instances in process groups of their own, and Debian's nginx.
 * Everything it started is stopped, and the work directory removed, when the process exits.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const isRoot = process.getuid?.() === 0;

/**
 * `label` prefixes the script's messages and names its work directory; `ports` are the instances'
 * (`a`, `b`) and optionally the balancer's and the control API's; `admin` is the seeded admin.
 */
export function createFleet({ label, ports, admin }) {
  const work = mkdtempSync(path.join(tmpdir(), `${label}-`));
  chmodSync(work, 0o777);
  const children = new Set();
  /** The running `next start` process of each instance, by name. */
  const instances = {};
  const pgData = path.join(work, 'pg');
  const pgLog = path.join(work, 'pg.log');
  let pgBin;
  let pgPort;
  /** Every message the instances handed to the mail stand-in: its outbox id (the idempotency key) and recipients. */
  const sentMail = [];

  const log = (message) => console.log(`${label}: ${message}`);
  function fail(message) {
    console.error(`${label}: ${message}`);
    process.exitCode = 2;
    throw new Error(message);
  }

  /** `next build` into `.next` (as `npm run build`), unless `reuse` and a build is there. */
  function build({ reuse = false } = {}) {
    if (reuse && existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
    log('building');
    // The build never depends on the database it runs with (pages are rendered by the servers).
    execFileSync('npx', ['--no-install', 'next', 'build'], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '' },
      stdio: 'inherit',
    });
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
        `-p ${pgPort} -c listen_addresses=127.0.0.1 -k ${work} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
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

  /** Creates and starts a throwaway cluster on `port`; answers its `postgres` database's URL. */
  function createCluster(port) {
    pgPort = port;
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
    log(`PostgreSQL on port ${port}`);
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  // ---------- the mail provider's stand-in and the control API ----------

  /**
   * Serves the mail stand-in (`POST /emails`), `GET /control/mail` (what it recorded) and the
   * script's own `routes` (`'POST /control/…': async () => value`) on `ports.control`.
   */
  function startControlServer(routes = {}) {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', async () => {
        const reply = (status, value) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(value));
        };
        try {
          if (request.method === 'POST' && request.url === '/emails') {
            const message = JSON.parse(body);
            sentMail.push({
              key: request.headers['idempotency-key'] ?? null,
              to: message.to,
              subject: message.subject,
            });
            return reply(200, { id: `${label}-${sentMail.length}` });
          }
          if (request.method === 'GET' && request.url === '/control/mail') return reply(200, sentMail);
          const route = routes[`${request.method} ${request.url}`];
          if (route) return reply(200, await route());
          return reply(404, { error: 'unknown' });
        } catch (error) {
          return reply(500, { error: String(error) });
        }
      });
    });
    server.listen(ports.control, '127.0.0.1');
    return server;
  }

  /** What makes an instance send its mail to the stand-in (`startControlServer`). */
  const mailStandInEnv = () => ({
    RESEND_API_KEY: 're_fleet_stand_in',
    RESEND_BASE_URL: `http://127.0.0.1:${ports.control}`,
    MAIL_FROM: 'Flota <no-reply@primer.rs>',
  });

  // ---------- the instances and the balancer ----------

  /**
   * `npm start` on `ports[name]`, on `databaseUrl`, with `env` added. `onLine` receives each line
   * the server writes to its standard output (its JSON log), which is dropped otherwise.
   */
  function startInstance(name, { databaseUrl, siteUrl, env = {}, onLine } = {}) {
    const child = spawn('npm', ['start', '--', '-p', String(ports[name])], {
      cwd: root,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: databaseUrl,
        SITE_URL: siteUrl,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUSTED_PROXY_HOPS: '1',
        UPLOADS_DIR: path.join(work, 'uploads'),
        DATA_DIR: path.join(work, `data-${name}`),
        ...env,
      },
      // Its own process group, so stopping it ends npm, the shell and the server at once.
      detached: true,
      stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
    });
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    children.add(child);
    instances[name] = child;
    return child;
  }

  /** Ends an instance's process group with `signal`; resolves once it has exited. */
  function stopInstance(name, signal = 'SIGTERM') {
    const child = instances[name];
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
    return exited;
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
    server 127.0.0.1:${ports.a} max_fails=1 fail_timeout=30s;
    server 127.0.0.1:${ports.b} max_fails=1 fail_timeout=30s;
  }
  server {
    listen 127.0.0.1:${ports.balancer};
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

  function stopAll() {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        if (Object.values(instances).includes(child)) process.kill(-child.pid, 'SIGTERM');
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

  return {
    work,
    instances,
    sentMail,
    log,
    fail,
    build,
    createCluster,
    startPostgres,
    stopPostgres,
    startControlServer,
    mailStandInEnv,
    startInstance,
    stopInstance,
    waitUntilServing,
    startBalancer,
    stopAll,
  };
}
