import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  countAttendeeRecipients,
  countEventAttendees,
  queryEventAttendees,
  type AttendeeFilter,
} from '@/lib/data/event-attendees';
import type { Database } from '@/lib/db/connection';

import { BACKENDS, NO_SEED, rows, useTestDatabase } from './support/database';
import { explain, isPlannable, plannerRowCounts, recordQueries, type CapturedQuery } from './support/large-data';

/**
 * Issue 50, item 5: the attendees panel of an event (/admin/events/{id}) reads its event's rows
 * through an index, never the whole registrations table. As explain-lists.test.ts: the functions
 * run through a Drizzle instance that records their statements, each statement is planned with its
 * parameters after ANALYZE, and each plan must read event_registrations through an index (an index,
 * index-only or bitmap index scan of it) and never with a sequential scan, on a table of 12,000
 * registrations over 60 events (a community's few years; one event is a small part of it).
 */

const EVENTS = 60;
const PER_EVENT = 200;
const TABLE = 'event_registrations';

type PlanNode = Awaited<ReturnType<typeof explain>> & { 'Index Name'?: string };

/** `Node Type` of every node of the plan that reads `table`. */
function scansOf(plan: PlanNode, table: string): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Relation Name'] === table) found.push(node['Node Type']);
    (node.Plans as PlanNode[] | undefined)?.forEach(visit);
  };
  visit(plan);
  return found;
}

const INDEX_SCANS = ['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'];

for (const backend of BACKENDS) {
  describe(`the attendees panel's queries use indexes (${backend})`, () => {
    const database = useTestDatabase(backend, NO_SEED);
    let eventId: string;
    let recorder: ReturnType<typeof recordQueries>;

    beforeAll(async () => {
      const db = database.db;
      await db.execute(sql`
        insert into events (title, event_date, max_participants)
        select 'Događaj ' || n, now() + (n || ' days')::interval, 150 from generate_series(1, ${EVENTS}) as n`);
      // Per event: a tenth cancelled, a fifth waiting, the rest registered (some of them checked in).
      await db.execute(sql`
        insert into event_registrations
          (event_id, event_title, first_name, last_name, email, dedupe_key, status, cancelled_at, checked_in_at, created_at)
        select e.id, e.title, 'Osoba' || i, case when i % 3 = 0 then 'Petrović' else 'Jovanović' end,
               'osoba' || i || '.' || left(e.id::text, 8) || '@primer.rs',
               case when i % 10 = 0 then null else 'event:' || e.id || ':osoba' || i end,
               case when i % 10 = 0 then 'cancelled' when i % 10 in (1, 2) then 'waitlisted' else 'registered' end,
               case when i % 10 = 0 then now() end,
               case when i % 10 > 2 and i % 7 = 0 then now() end,
               now() - (i || ' minutes')::interval
        from events e cross join generate_series(1, ${PER_EVENT}) as i`);
      await db.execute(sql`analyze`);
      const [chosen] = await rows<{ id: string }>(db, sql`select id from events order by event_date limit 1 offset 7`);
      eventId = chosen!.id;
      recorder = recordQueries(database.handle);
    }, 300_000);

    /** The statements `run` sent, each with the kinds of scan its plan reads event_registrations with. */
    async function plansOf(run: (db: Database) => Promise<unknown>): Promise<{ sql: string; scans: string[] }[]> {
      recorder.take();
      await run(recorder.db);
      const queries: CapturedQuery[] = recorder.take().filter(isPlannable);
      expect(queries.length, 'the function ran no statement').toBeGreaterThan(0);
      return Promise.all(
        queries.map(async (query) => ({
          sql: query.sql,
          scans: scansOf((await explain(database.handle, query)) as PlanNode, TABLE),
        })),
      );
    }

    it('has a registrations table large enough for the rule, with planner statistics', async () => {
      expect((await plannerRowCounts(database.db)).get(TABLE)).toBeGreaterThan(10_000);
    });

    it('sees a sequential scan when a statement reads the whole table (the check itself works)', async () => {
      const plans = await plansOf((db) =>
        db.execute(sql`select count(*) from event_registrations where phone is null`),
      );
      expect(plans[0]!.scans).toContain('Seq Scan');
    });

    const LISTS: { name: string; run: (db: Database) => Promise<unknown> }[] = [
      { name: 'the list, page 2', run: (db) => queryEventAttendees(db, eventId, { page: 2 }) },
      {
        name: 'the list searched by name',
        run: (db) => queryEventAttendees(db, eventId, { page: 1, query: 'petrović' }),
      },
      {
        name: 'the list searched by address',
        run: (db) => queryEventAttendees(db, eventId, { page: 1, query: 'osoba12' }),
      },
      ...(['waitlisted', 'cancelled', 'checked-in'] as AttendeeFilter[]).map((status) => ({
        name: `the list filtered: ${status}`,
        run: (db: Database) => queryEventAttendees(db, eventId, { page: 1, status, query: 'osoba' }),
      })),
      { name: 'the counts per status', run: (db) => countEventAttendees(db, eventId) },
      { name: 'the recipients of a message', run: (db) => countAttendeeRecipients(db, eventId, false) },
      { name: 'the recipients with the waitlist', run: (db) => countAttendeeRecipients(db, eventId, true) },
    ];

    for (const entry of LISTS) {
      it(`${entry.name}: event_registrations through an index, never a sequential scan`, async () => {
        for (const plan of await plansOf(entry.run)) {
          expect(plan.scans, plan.sql).not.toContain('Seq Scan');
          expect(
            plan.scans.some((scan) => INDEX_SCANS.includes(scan)),
            plan.sql,
          ).toBe(true);
        }
      });
    }
  });
}
