// First: it mocks the request context before any module that reads it is loaded.
import { request } from './support/request-context';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '@/lib/db/connection';
import * as schema from '@/lib/db/schema';
import { eventRegistrations, events } from '@/lib/db/schema';
import { queryEventRegistrants, registrantBatches, REGISTRANTS_PAGE_SIZE } from '@/lib/data/event-registrations';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  PAST_PAGE_SIZE,
  queryAdminEvents,
  queryCalendarEvents,
  queryFeedEvents,
  queryPastEvents,
  queryUpcomingEvents,
  UPCOMING_PAGE_SIZE,
} from '@/lib/data/events';
import { belgradeDateTime } from '@/lib/events/schedule';

import { signedInAccount } from './support/accounts';
import { BACKENDS, NO_SEED, rows, useAsAppDatabase, useTestDatabase } from './support/database';

/**
 * /events, /events.ics and the panel's Događaji tab at a community's size (issue 47): every list
 * is one page read in SQL with its total from `count`, the panel counts registrations with one
 * GROUP BY, and the registrations CSV streams every row in keyset batches.
 */
const { GET: registrationsCsv } = await import('@/app/[script]/(admin)/admin/events/[id]/registrations.csv/route');

/** 2027-06-15 14:00 in Belgrade: "today" of these tests. */
const NOW = belgradeDateTime(2027, 5, 15, 14, 0);
const DAY = 86_400_000;

/** A second drizzle over the same connection that records every statement it sends. */
function recordingDb(db: Database, backend: string): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query.toLowerCase()) };
  const client = (db as unknown as { $client: never }).$client;
  const recording =
    backend === 'pglite' ? drizzlePglite({ client, schema, logger }) : drizzlePostgres({ client, schema, logger });
  return { db: recording as unknown as Database, statements };
}

describe.each(BACKENDS)('events in pages, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const past: string[] = [];
  const upcoming: string[] = [];

  beforeAll(async () => {
    // 30 past events, one a day back from yesterday; 30 upcoming, one a day from today at 09:00
    // (already over at NOW, still upcoming: its day has not passed); 3 inactive ones on both sides.
    const values = [
      ...Array.from({ length: 30 }, (_, i) => ({
        title: `Prošli ${String(i + 1).padStart(2, '0')}`,
        eventDate: belgradeDateTime(2027, 5, 14 - i, 18, 0),
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        title: `Predstojeći ${String(i + 1).padStart(2, '0')}`,
        eventDate: belgradeDateTime(2027, 5, 15 + i, 9, 0),
      })),
      { title: 'Skriveni prošli', eventDate: belgradeDateTime(2027, 5, 10, 18, 0), isActive: false },
      { title: 'Skriveni budući', eventDate: belgradeDateTime(2027, 5, 20, 18, 0), isActive: false },
      { title: 'Davni', eventDate: new Date(NOW.getTime() - 400 * DAY) },
    ];
    await database.db.insert(events).values(values);
    past.push(...values.filter((v) => v.title.startsWith('Prošli')).map((v) => v.title), 'Davni');
    upcoming.push(...values.filter((v) => v.title.startsWith('Predstojeći')).map((v) => v.title));
  });

  it('pages the past events 12 at a time, the most recent first, with the total from count', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => queryPastEvents(database.db, page, NOW)));
    expect(pages.map((page) => page.items.length)).toEqual([PAST_PAGE_SIZE, PAST_PAGE_SIZE, 31 - 2 * PAST_PAGE_SIZE]);
    expect(pages[0]).toMatchObject({ total: 31, page: 1, pageCount: 3, pageSize: PAST_PAGE_SIZE });
    expect(pages.flatMap((page) => page.items.map((event) => event.title))).toEqual(past);
    const beyond = await queryPastEvents(database.db, 9, NOW);
    expect(beyond).toMatchObject({ items: [], total: 31, page: 9, pageCount: 3 });
  });

  it('lists the upcoming events soonest first, today’s included, a page at a time', async () => {
    const pageCount = Math.ceil(30 / UPCOMING_PAGE_SIZE);
    const pages = await Promise.all(
      Array.from({ length: pageCount }, (_, index) => queryUpcomingEvents(database.db, index + 1, NOW)),
    );
    expect(pages[0]).toMatchObject({ total: 30, pageCount });
    expect(pages[0]?.items).toHaveLength(UPCOMING_PAGE_SIZE);
    expect(pages.flatMap((page) => page.items.map((event) => event.title))).toEqual(upcoming);
    // Just before Belgrade's midnight the same event is still today's; just after, yesterday's.
    const lateTonight = belgradeDateTime(2027, 5, 15, 23, 59);
    expect((await queryUpcomingEvents(database.db, 1, lateTonight)).items[0]?.title).toBe('Predstojeći 01');
    const tomorrow = belgradeDateTime(2027, 5, 16, 0, 1);
    expect((await queryPastEvents(database.db, 1, tomorrow)).items[0]?.title).toBe('Predstojeći 01');
  });

  it('the calendar reads only the months it shows, from today on', async () => {
    const calendar = await queryCalendarEvents(database.db, NOW);
    const titles = calendar.map((event) => event.title);
    // June 15 to August 31: all 30 upcoming (to July 14), nothing past, nothing inactive.
    expect(titles).toEqual(upcoming);
    // Seen on April 20: April, May and June, so the events of May 16 to June 30 and none later.
    const inApril = await queryCalendarEvents(database.db, belgradeDateTime(2027, 3, 20, 12));
    expect(inApril.map((event) => event.title)).toEqual([...past.slice(0, 30).reverse(), ...upcoming.slice(0, 16)]);
  });

  it('the feed carries the upcoming events and the last 90 days, not older ones', async () => {
    const titles = (await queryFeedEvents(database.db, NOW)).map((event) => event.title);
    expect(titles).toEqual([...past.slice(0, 30).reverse(), ...upcoming]);
    expect(titles).not.toContain('Davni');
  });
});

describe.each(BACKENDS)('the panel’s events and registrations, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  useAsAppDatabase(database);
  let bigEvent: string;
  let smallEvent: string;

  beforeAll(async () => {
    const inserted = await database.db
      .insert(events)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          title: `Veče ${String(i + 1).padStart(2, '0')}`,
          eventDate: new Date(Date.UTC(2027, 0, 1 + i, 18)),
        })),
      )
      .returning({ id: events.id, title: events.title });
    const byTitle = new Map(inserted.map((row) => [row.title, row.id]));
    // The newest event has 1,200 registrations (more than two CSV batches), one in three sent in
    // the same statement (so the same created_at: the order falls back to the id); another has 3.
    bigEvent = byTitle.get('Veče 45')!;
    smallEvent = byTitle.get('Veče 44')!;
    const registrant = (eventId: string, n: number) => ({
      eventId,
      eventTitle: 'Veče',
      firstName: `Ime${n}`,
      lastName: `Prezime${n}`,
      email: `prijava.${eventId.slice(0, 8)}.${String(n).padStart(4, '0')}@primer.rs`,
    });
    for (let chunk = 0; chunk < 3; chunk += 1)
      await database.db
        .insert(eventRegistrations)
        .values(Array.from({ length: 400 }, (_, i) => registrant(bigEvent, chunk * 400 + i)));
    await database.db.insert(eventRegistrations).values([0, 1, 2].map((n) => registrant(smallEvent, n)));
  });

  afterAll(() => {
    request.context = null;
  });

  /** The emails of an event's registrations in the order the panel and the CSV must keep. */
  const expectedOrder = async (eventId: string) =>
    (
      await database.db
        .select({ email: eventRegistrations.email })
        .from(eventRegistrations)
        .where(sql`${eventRegistrations.eventId} = ${eventId}`)
        .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    ).map((row) => row.email);

  it('pages the events 20 at a time, newest first, each with its registrations counted by one GROUP BY', async () => {
    const { db, statements } = recordingDb(database.db, backend);
    const first = await queryAdminEvents(db, 1);
    expect(first).toMatchObject({ total: 45, pageCount: 3, pageSize: ADMIN_EVENTS_PAGE_SIZE });
    expect(first.items.map((event) => event.title).slice(0, 3)).toEqual(['Veče 45', 'Veče 44', 'Veče 43']);
    expect(first.items.find((event) => event.id === bigEvent)?.registrationCount).toBe(1200);
    expect(first.items.find((event) => event.id === smallEvent)?.registrationCount).toBe(3);
    expect(first.items.filter((event) => event.registrationCount === 0)).toHaveLength(18);
    // Counted, never loaded: the one statement on registrations is a count grouped by event.
    const onRegistrations = statements.filter((statement) => statement.includes('"event_registrations"'));
    expect(onRegistrations).toHaveLength(1);
    expect(onRegistrations[0]).toMatch(/count\(\*\).*group by "event_registrations"."event_id"/);
    expect(onRegistrations[0]).not.toContain('"email"');
    expect(JSON.stringify(first)).not.toContain('@primer.rs');

    const third = await queryAdminEvents(database.db, 3);
    expect(third.items.map((event) => event.title)).toEqual(['Veče 05', 'Veče 04', 'Veče 03', 'Veče 02', 'Veče 01']);
    expect((await queryAdminEvents(database.db, 4)).items).toEqual([]);
  });

  it('the counts match the registrations stored', async () => {
    const stored = await rows<{ event_id: string; n: number }>(
      database.db,
      sql`select event_id, count(*)::int as n from event_registrations group by event_id`,
    );
    const counted = (await queryAdminEvents(database.db, 1)).items.filter((event) => event.registrationCount > 0);
    expect(Object.fromEntries(counted.map((event) => [event.id, event.registrationCount]))).toEqual(
      Object.fromEntries(stored.map((row) => [row.event_id, row.n])),
    );
  });

  it('shows one event’s registrants 50 at a time, first come first', async () => {
    const order = await expectedOrder(bigEvent);
    const first = await queryEventRegistrants(database.db, bigEvent, 1);
    const last = await queryEventRegistrants(database.db, bigEvent, 24);
    expect(first).toMatchObject({ total: 1200, pageCount: 24, pageSize: REGISTRANTS_PAGE_SIZE });
    expect(first.items.map((registrant) => registrant.email)).toEqual(order.slice(0, 50));
    expect(last.items.map((registrant) => registrant.email)).toEqual(order.slice(1150));
    expect((await queryEventRegistrants(database.db, bigEvent, 25)).items).toEqual([]);
    expect((await queryEventRegistrants(database.db, smallEvent, 1)).total).toBe(3);
  });

  it('reads the registrations in keyset batches: every row once, in order, across equal timestamps', async () => {
    const batches: number[] = [];
    const emails: string[] = [];
    for await (const batch of registrantBatches(database.db, bigEvent, 70)) {
      batches.push(batch.length);
      emails.push(...batch.map((registrant) => registrant.email));
    }
    expect(batches).toEqual([...Array<number>(17).fill(70), 10]);
    expect(emails).toEqual(await expectedOrder(bigEvent));
  });

  it('streams the CSV of 1,200 registrations: every row, in order, with its headers', async () => {
    request.context = (await signedInAccount(database.db, { admin: true })).context.getContext;
    const response = await registrationsCsv(new Request('http://test.local'), {
      params: Promise.resolve({ id: bigEvent }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="prijave-vece-45.csv"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFIme,Prezime,Email,Telefon,Kompanija,Pozicija,Poruka,Prijavljen (Beograd),Status,Izvor',
    );
    expect(lines.at(-1)).toBe('');
    const emails = lines.slice(1, -1).map((line) => line.split(',')[2]);
    expect(emails).toEqual(await expectedOrder(bigEvent));
  });
});
