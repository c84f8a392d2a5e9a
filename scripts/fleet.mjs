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
 * The checks stop the database, kill an instance and restart both (so that both run the event
 * reminders at once) through a small control API this script serves beside the mail stand-in
 * (POST /control/…), so the processes stay owned by this script. The start and stop code is
 * shared with `npm run bench:events` (scripts/lib/fleet-cluster.mjs).
 *
 * Options (environment): FLEET_PORT (3960: instance A; +1 instance B, +2 nginx, +3 mail and
 * control), FLEET_PG_PORT (25470). Exits with the checks' status. The ports are below Linux's
 * ephemeral range (32768–60999), where an outgoing connection of an earlier stage could hold one.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { createFleet, root } from './lib/fleet-cluster.mjs';

const BASE_PORT = Number(process.env.FLEET_PORT ?? 3960);
const PORTS = { a: BASE_PORT, b: BASE_PORT + 1, balancer: BASE_PORT + 2, control: BASE_PORT + 3 };
const PG_PORT = Number(process.env.FLEET_PG_PORT ?? 25470);
const ADMIN = { email: 'admin.flote@primer.rs', password: 'flota-admin-lozinka-1' };

const fleet = createFleet({ label: 'fleet', ports: PORTS, admin: ADMIN });
const { log } = fleet;
let databaseUrl = '';

function startInstance(name) {
  return fleet.startInstance(name, {
    databaseUrl,
    siteUrl: `http://localhost:${PORTS.balancer}`,
    env: {
      // The checks edit the demo events and posts; a real fleet leaves this unset (no demo accounts).
      SEED_DEMO_CONTENT: 'true',
      ...fleet.mailStandInEnv(),
    },
  });
}

/**
 * Both instances stopped, then started at the same moment, like a deploy that restarts the fleet:
 * each runs its background jobs (the event reminders among them) at start, on the one database.
 */
async function restartBoth() {
  await Promise.all([fleet.stopInstance('a'), fleet.stopInstance('b')]);
  startInstance('a');
  startInstance('b');
  await Promise.all([
    fleet.waitUntilServing(`http://127.0.0.1:${PORTS.a}`),
    fleet.waitUntilServing(`http://127.0.0.1:${PORTS.b}`),
  ]);
  return { restarted: true };
}

// ---------- run ----------

const started = Date.now();
fleet.build({ reuse: process.argv.includes('--reuse-build') });

databaseUrl = fleet.createCluster(PG_PORT);
const control = fleet.startControlServer({
  'POST /control/database/stop': () => {
    fleet.stopPostgres();
    return { stopped: true };
  },
  'POST /control/database/start': () => {
    fleet.startPostgres();
    return { started: true };
  },
  // Like a lost machine: npm, the shell and the server at once.
  'POST /control/kill-a': async () => {
    const { pid } = fleet.instances.a;
    await fleet.stopInstance('a', 'SIGKILL');
    return { killed: pid };
  },
  'POST /control/restart': restartBoth,
});
// A first, alone: it migrates and seeds; B then starts on a prepared database (both would also
// work together: migrations run under an advisory lock).
startInstance('a');
await fleet.waitUntilServing(`http://127.0.0.1:${PORTS.a}`);
startInstance('b');
await fleet.waitUntilServing(`http://127.0.0.1:${PORTS.b}`);
fleet.startBalancer();
await fleet.waitUntilServing(`http://127.0.0.1:${PORTS.balancer}`, 30);
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
