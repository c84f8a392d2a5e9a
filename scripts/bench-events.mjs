#!/usr/bin/env node
/**
 * `npm run bench:events`: issue 50's "How much" for events, through HTTP on two production
 * instances of one build on one PostgreSQL database (docs/performance.md "Events: waitlist and
 * reminders on two instances").
 *
 * 1. Waitlist: an event with 50 places gets 200 concurrent registrations, half members' one-click
 *    RSVPs and half public form submissions, alternating between the instances: exactly 50
 *    registered and 150 on the waitlist in order of arrival (the order their transactions took the
 *    event's lock, `arrival`), the positions the answers gave being 1..150 without gaps; 0 lost
 *    (every request answered with a success and has its row), 0 duplicates.
 * 2. Cancellations: the signed cancel links of arrivals 1–100 (from their receipts in the outbox),
 *    posted at once over both instances: afterwards the registered are the first 50 of those never
 *    cancelled, in arrival order, the waitlist the rest in order, and every person promoted got
 *    exactly one `registration.promoted`. Prints how many were promoted: the cancellations that
 *    freed a place (docs/performance.md explains why that is not 100).
 * 3. Reminders: an event 12 hours ahead with 1,000 registered people, seeded hidden and listed once
 *    both instances serve; each instance's job finds it at its next round (5 minutes after its
 *    start): all reminders queued in under 5 s (from the first claim to the last round's end, by
 *    the instances' own log), each person exactly one `event.reminder` in the outbox.
 *
 * The requests are the ones the site's JavaScript sends: a POST to the page with the `next-action`
 * header and the arguments React encodes (`encodeReply`), the action's id read from the build's
 * server-reference manifest, each from a client address of its own (the instances trust one proxy
 * hop, so no per-address limit is shared).
 *
 * Options (environment): BENCH_EVENTS_POSTGRES_URL (a PostgreSQL server's URL: a database
 * `bench_events_<pid>` is created there and dropped at the end; without it a throwaway cluster on
 * BENCH_EVENTS_PG_PORT, 25480), BENCH_EVENTS_PORT (3980: instance A, +1 B). `--reuse-build` takes
 * the build in `.next` instead of building. Exits 1 when a check fails, 2 when it cannot run.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { createFleet, root } from './lib/fleet-cluster.mjs';
import { runScript } from './lib/production-server.mjs';

const BASE_PORT = Number(process.env.BENCH_EVENTS_PORT ?? 3980);
const PORTS = { a: BASE_PORT, b: BASE_PORT + 1 };
const PG_PORT = Number(process.env.BENCH_EVENTS_PG_PORT ?? 25480);
const SERVER_URL = process.env.BENCH_EVENTS_POSTGRES_URL ?? '';
const ADMIN = { email: 'admin.merenje@primer.rs', password: 'merenje-admin-lozinka-1' };
const PLACES = 50;
const REGISTRATIONS = 200;
const CANCELLATIONS = 100;
const REMINDED = 1000;
const REMINDER_TARGET_MS = 5000;
/** EVENT_REMINDER_CHECK_INTERVAL_MS (lib/jobs/event-reminders.ts): the job's rounds after the one at start. */
const REMINDER_INTERVAL_MS = 5 * 60_000;

const fleet = createFleet({ label: 'bench-events', ports: PORTS, admin: ADMIN });
const { log } = fleet;
const origins = [`http://127.0.0.1:${PORTS.a}`, `http://127.0.0.1:${PORTS.b}`];
const failures = [];

/** A check: printed, and remembered when it fails (the run then exits 1). */
function check(ok, what) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

const started = Date.now();
fleet.build({ reuse: process.argv.includes('--reuse-build') });

// ---------- the database: a fresh one on the given server, or a throwaway cluster ----------

let databaseUrl;
let dropDatabase = async () => {};
if (SERVER_URL) {
  const name = `bench_events_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  log(`database ${name} on ${url.host}`);
} else {
  databaseUrl = fleet.createCluster(PG_PORT);
}

const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const query = async (text, values = []) => (await db.query(text, values)).rows;

async function finish(code) {
  await db.end().catch(() => {});
  fleet.stopAll();
  // The instances' connections must be gone before the database can be dropped.
  await Promise.all([fleet.stopInstance('a'), fleet.stopInstance('b')]);
  await dropDatabase().catch((error) => console.error(`bench-events: dropping the database failed: ${error}`));
  log(`${code === 0 ? 'all checks passed' : 'checks failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code);
}

try {
  // ---------- seed, then both instances at once ----------

  const seedEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SITE_URL: origins[0],
    DATA_DIR: path.join(fleet.work, 'seed'),
  };
  runScript('scripts/db-seed.ts', seedEnv, fleet.fail);
  const seeded = JSON.parse(
    runScript('scripts/lib/bench-events-seed.ts', seedEnv, fleet.fail, { serverModules: true }),
  );
  if (seeded.cookies.length !== REGISTRATIONS / 2) fleet.fail('the seed made the wrong number of members');

  /** What each instance's reminder job logged (`events.reminders_queued`). */
  const reminderRuns = { a: [], b: [] };
  for (const name of ['a', 'b']) {
    fleet.startInstance(name, {
      databaseUrl,
      siteUrl: origins[0],
      onLine: (line) => {
        if (!line.includes('"events.reminders_queued"')) return;
        const entry = JSON.parse(line);
        reminderRuns[name].push({ count: entry.count, at: Date.parse(entry.time) });
      },
    });
  }
  await Promise.all(origins.map((origin) => fleet.waitUntilServing(origin)));
  const serving = Date.now();
  log(`instances on ${PORTS.a} and ${PORTS.b} (${Math.round((Date.now() - started) / 1000)} s)`);
  // The reminders' event was seeded hidden, so the job's round at start found nothing; listed now,
  // it is reminded at each instance's next round (every 5 minutes from its start), on a running server.
  await query('update events set is_active = true where id = $1', [seeded.reminderEventId]);

  // ---------- the server actions, as the site's JavaScript calls them ----------

  const manifest = JSON.parse(readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'));
  const actionId = (exportedName) => {
    const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName);
    if (!found) fleet.fail(`no server action ${exportedName} in the build`);
    return found[0];
  };
  const ACTIONS = {
    rsvp: actionId('rsvpToEvent'),
    register: actionId('submitEventRegistration'),
    cancel: actionId('cancelRegistrationFromLinkAction'),
  };
  const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-webpack/client.node');

  /**
   * One action call: `(null, formData)` encoded as React does, from client address `ip`. Answers
   * the action's result (the JSON row of the answer's payload that has `ok`), the redirect it asked
   * for, and the HTTP status.
   */
  async function callAction(origin, pagePath, id, fields, { ip, cookie } = {}) {
    const input = new FormData();
    for (const [name, value] of Object.entries(fields)) input.set(name, value);
    input.set('__js', '1');
    const body = await encodeReply([null, input]);
    const response = await fetch(`${origin}${pagePath}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: {
        'next-action': id,
        accept: 'text/x-component',
        origin,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
    });
    const text = await response.text();
    let result = null;
    for (const line of text.split('\n')) {
      const json = /^[0-9a-f]+:(\{.*\})$/.exec(line)?.[1];
      if (!json?.includes('"ok":')) continue;
      const parsed = JSON.parse(json);
      // The result is the payload's row `a` (inline, or a row of its own that it points to).
      if ('ok' in parsed) result = parsed;
      else if (parsed.a && typeof parsed.a === 'object' && 'ok' in parsed.a) result = parsed.a;
    }
    return { status: response.status, result, redirect: response.headers.get('x-action-redirect') ?? '' };
  }
  const ipOf = (phase, index) => `10.${phase}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

  // ---------- 1. 200 concurrent registrations for 50 places ----------

  const formEmail = (index) => `forma.${index}@bench.primer.rs`;
  const memberEmail = (index) => `clan.${index}@bench.primer.rs`;
  const requests = Array.from({ length: REGISTRATIONS }, (_, index) => {
    const kind = index % 2 === 0 ? 'form' : 'member';
    const person = Math.floor(index / 2);
    return {
      kind,
      origin: origins[person % 2],
      email: kind === 'form' ? formEmail(person) : memberEmail(person),
      cookie: kind === 'member' ? seeded.cookies[person] : undefined,
      ip: ipOf(60, index),
    };
  });
  const registerStarted = performance.now();
  const answers = await Promise.all(
    requests.map(async (request) => {
      const begun = performance.now();
      const answer =
        request.kind === 'form'
          ? await callAction(
              request.origin,
              `/prijava-dogadjaj?event=${seeded.eventKey}`,
              ACTIONS.register,
              {
                firstName: 'Gost',
                lastName: 'Merenja',
                email: request.email,
                phone: '',
                company: '',
                position: '',
                message: '',
                website: '',
                event: seeded.eventKey,
                title: '',
                date: '',
                time: '',
                location: '',
                description: '',
              },
              { ip: request.ip },
            )
          : await callAction(
              request.origin,
              '/events',
              ACTIONS.rsvp,
              { event: seeded.eventId },
              { ip: request.ip, cookie: request.cookie },
            );
      return { ...request, ...answer, ms: performance.now() - begun };
    }),
  );
  const registerMs = performance.now() - registerStarted;
  /** The waitlist position an answer gave (form: `waitlistPosition`, member: `state.position`), or null. */
  const positionOf = (answer) =>
    answer.kind === 'form'
      ? (answer.result?.data?.waitlistPosition ?? null)
      : answer.result?.data?.state?.status === 'waitlisted'
        ? answer.result.data.state.position
        : null;

  const rows = await query(
    `select email, status, arrival, member_id from event_registrations where event_id = $1 order by arrival`,
    [seeded.eventId],
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  console.log(
    `\nregistrations: ${REGISTRATIONS} at once (${answers.filter((a) => a.kind === 'form').length} form, ` +
      `${answers.filter((a) => a.kind === 'member').length} RSVP; ${answers.filter((a) => a.origin === origins[0]).length} on A, ` +
      `${answers.filter((a) => a.origin === origins[1]).length} on B) in ${Math.round(registerMs)} ms; ` +
      `p50 ${Math.round(latencies[REGISTRATIONS / 2])} ms, max ${Math.round(latencies.at(-1))} ms`,
  );
  const refused = answers.filter((answer) => answer.status !== 200 || answer.result?.ok !== true);
  check(
    refused.length === 0,
    `every request answered with a success (${REGISTRATIONS - refused.length} of ${REGISTRATIONS})` +
      (refused.length ? `: first refusal ${refused[0].status} ${JSON.stringify(refused[0].result)}` : ''),
  );
  check(
    answers.every((answer) => byEmail.has(answer.email)),
    `0 lost: every request has its row (${answers.filter((answer) => byEmail.has(answer.email)).length})`,
  );
  check(
    rows.length === REGISTRATIONS && byEmail.size === REGISTRATIONS,
    `0 duplicates: ${rows.length} rows, ${byEmail.size} addresses`,
  );
  check(
    rows.filter((row) => row.member_id !== null).length === REGISTRATIONS / 2,
    `${REGISTRATIONS / 2} rows linked to their member`,
  );
  const registered = rows.filter((row) => row.status === 'registered');
  const waitlisted = rows.filter((row) => row.status === 'waitlisted');
  check(
    registered.length === PLACES && waitlisted.length === REGISTRATIONS - PLACES,
    `${registered.length} registered, ${waitlisted.length} waitlisted`,
  );
  check(
    rows.slice(0, PLACES).every((row) => row.status === 'registered'),
    `the registered are the first ${PLACES} arrivals`,
  );
  const rankOf = new Map(rows.map((row, index) => [row.email, index + 1]));
  const positions = answers.map(positionOf).filter((position) => position !== null);
  const sortedPositions = [...positions].sort((a, b) => a - b);
  check(
    sortedPositions.length === REGISTRATIONS - PLACES && sortedPositions.every((position, i) => position === i + 1),
    `the answers' waitlist positions are 1..${REGISTRATIONS - PLACES} without gaps or repeats`,
  );
  check(
    answers.every((answer) => {
      const position = positionOf(answer);
      const rank = rankOf.get(answer.email);
      return position === null ? rank <= PLACES : rank === PLACES + position;
    }),
    'each answer matches its arrival: a place for arrivals 1–50, position = arrival − 50 after',
  );
  const [event] = await query('select current_participants from events where id = $1', [seeded.eventId]);
  check(event.current_participants === PLACES, `the event counts ${event.current_participants} places taken`);

  // ---------- 2. 100 concurrent cancellations through the signed links ----------

  const cancelled = rows.slice(0, CANCELLATIONS);
  const receipts = await query(
    `select to_addresses, text_body from mail_outbox
      where template in ('registration.confirm', 'registration.waitlist') and to_addresses && $1::text[]`,
    [cancelled.map((row) => row.email)],
  );
  const tokenOf = new Map();
  for (const receipt of receipts) {
    const token = /otkazivanje-prijave\?token=(\S+)/.exec(receipt.text_body)?.[1];
    if (token) for (const address of receipt.to_addresses) tokenOf.set(address, decodeURIComponent(token));
  }
  check(
    cancelled.every((row) => tokenOf.has(row.email)),
    `a cancel link in the receipt of each of arrivals 1–${CANCELLATIONS}`,
  );
  const cancelStarted = performance.now();
  const cancellations = await Promise.all(
    cancelled.map(async (row, index) => {
      const token = tokenOf.get(row.email) ?? '';
      const answer = await callAction(
        origins[index % 2],
        `/otkazivanje-prijave?token=${encodeURIComponent(token)}`,
        ACTIONS.cancel,
        { token },
        { ip: ipOf(61, index) },
      );
      return { email: row.email, ...answer };
    }),
  );
  const cancelMs = performance.now() - cancelStarted;
  const after = await query(
    `select email, status, arrival from event_registrations where event_id = $1 order by arrival`,
    [seeded.eventId],
  );
  const promotions = await query(
    `select unnest(to_addresses) as email, count(*)::int as mails from mail_outbox
      where template = 'registration.promoted' and to_addresses && $1::text[] group by 1`,
    [rows.map((row) => row.email)],
  );
  const promotedMails = new Map(promotions.map((row) => [row.email, row.mails]));
  const promotedCount = promotions.reduce((sum, row) => sum + row.mails, 0);
  const initiallyRegistered = new Set(rows.slice(0, PLACES).map((row) => row.email));
  // Cancellations that freed a place: every initially registered one, and every waitlisted one that
  // a freed place had promoted before its own cancellation reached the lock.
  const freedPlaces = cancelled.filter(
    (row) => initiallyRegistered.has(row.email) || promotedMails.has(row.email),
  ).length;
  console.log(
    `\ncancellations: ${CANCELLATIONS} at once over both instances in ${Math.round(cancelMs)} ms; ` +
      `${promotedCount} promoted (cancellations that freed a place: ${freedPlaces})`,
  );
  check(
    cancellations.every((answer) => answer.redirect.includes('status=otkazano')),
    `every cancellation answered 'otkazano' (${cancellations.filter((a) => a.redirect.includes('status=otkazano')).length})`,
  );
  const kept = after.filter((row) => row.status !== 'cancelled');
  const expectRegistered = rows.slice(CANCELLATIONS, CANCELLATIONS + PLACES).map((row) => row.email);
  const expectWaiting = rows.slice(CANCELLATIONS + PLACES).map((row) => row.email);
  check(after.filter((row) => row.status === 'cancelled').length === CANCELLATIONS, `${CANCELLATIONS} rows cancelled`);
  check(
    JSON.stringify(kept.filter((row) => row.status === 'registered').map((row) => row.email)) ===
      JSON.stringify(expectRegistered),
    `the registered are arrivals ${CANCELLATIONS + 1}–${CANCELLATIONS + PLACES}, in order`,
  );
  check(
    JSON.stringify(kept.filter((row) => row.status === 'waitlisted').map((row) => row.email)) ===
      JSON.stringify(expectWaiting),
    `the waitlist is arrivals ${CANCELLATIONS + PLACES + 1}–${REGISTRATIONS}, in order`,
  );
  check(
    [...promotedMails.values()].every((mails) => mails === 1),
    'each promoted person got exactly one registration.promoted',
  );
  check(
    expectRegistered.every((email) => promotedMails.get(email) === 1) &&
      rows.slice(0, PLACES).every((row) => !promotedMails.has(row.email)) &&
      expectWaiting.every((email) => !promotedMails.has(email)),
    'promoted: everyone now holding a place that waited; nobody who never waited or still waits',
  );
  check(promotedCount === freedPlaces, `promotions (${promotedCount}) = cancellations that freed a place`);
  const [eventAfter] = await query('select current_participants from events where id = $1', [seeded.eventId]);
  check(eventAfter.current_participants === PLACES, `the event still counts ${eventAfter.current_participants}`);
  // ---------- 3. reminders, at the job's next round ----------

  const reminderMails = async () =>
    (
      await query(
        `select count(*)::int as n from mail_outbox o
          where o.template = 'event.reminder'
            and exists (select 1 from event_registrations r
                         where r.event_id = $1 and r.email = any(o.to_addresses))`,
        [seeded.reminderEventId],
      )
    )[0].n;
  const runsOf = (name) => reminderRuns[name].reduce((sum, run) => sum + run.count, 0);
  // Each run logs when it is done, after its last batch committed (a run that queued none logs nothing).
  const deadline = serving + REMINDER_INTERVAL_MS + 120_000;
  while (((await reminderMails()) < REMINDED || runsOf('a') + runsOf('b') < REMINDED) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const [claims] = await query(
    `select count(*)::int as claimed, count(distinct reminder_sent_at)::int as runs,
            extract(epoch from min(reminder_sent_at)) * 1000 as first_claim
       from event_registrations where event_id = $1 and reminder_sent_at is not null`,
    [seeded.reminderEventId],
  );
  const perPerson = await query(
    `select r.email, count(o.id)::int as mails
       from event_registrations r
       left join mail_outbox o on o.template = 'event.reminder' and r.email = any(o.to_addresses)
      where r.event_id = $1 group by r.email`,
    [seeded.reminderEventId],
  );
  const lastRunEnd = Math.max(...[...reminderRuns.a, ...reminderRuns.b].map((run) => run.at));
  const queuedMs = lastRunEnd - Number(claims.first_claim);
  console.log(
    `\nreminders: ${REMINDED} registered; instance A queued ${runsOf('a')}, B ${runsOf('b')}; ` +
      `from the first claim to the last run's end ${Math.round(queuedMs)} ms`,
  );
  check(claims.claimed === REMINDED, `every registered person claimed once (${claims.claimed})`);
  check(runsOf('a') + runsOf('b') === REMINDED, `the runs queued ${REMINDED} in all`);
  check(
    perPerson.length === REMINDED && perPerson.every((row) => row.mails === 1),
    `each person exactly one event.reminder (${perPerson.filter((row) => row.mails === 1).length} of ${REMINDED}; ` +
      `${perPerson.filter((row) => row.mails > 1).length} with more)`,
  );
  check(Number.isFinite(queuedMs) && queuedMs < REMINDER_TARGET_MS, `queued in under ${REMINDER_TARGET_MS} ms`);
} catch (error) {
  console.error(error);
  failures.push(String(error));
  await finish(2);
}
await finish(failures.length === 0 ? 0 : 1);
