import 'server-only';

import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';

import { keysetBatches } from '@/lib/csv';
import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations, events, type EventRow } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import {
  linkText,
  composeEventDate,
  registrationEventFromRow,
  type RegistrationEvent,
} from '@/lib/events/registration';
import type { EventReference } from '@/lib/validation/event-registration';
import { log } from '@/lib/log';
import { canonicalMailbox } from '@/lib/security/mailbox';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import { isUuid, LIMITS } from '@/lib/validation/shared';

import { CACHE_TAGS } from './cache-tags';
import { cachedPublicRead, processMemo } from './cached';

/** An active event by its id or by its key (links use either). */
export async function findActiveEvent(db: Database, reference: string): Promise<EventRow | null> {
  const ref = reference.trim();
  if (ref === '') return null;
  const match = isUuid(ref) ? eq(events.id, ref.toLowerCase()) : eq(events.eventKey, ref);
  const [row] = await db
    .select()
    .from(events)
    .where(and(match, eq(events.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The ids and keys of the listed events (two short strings per event, not the events). */
const listedEventRefs = processMemo(CACHE_TAGS.events, 'events:registration_refs', async () => {
  const listed = await (
    await getDb()
  )
    .select({ id: events.id, eventKey: events.eventKey })
    .from(events)
    .where(eq(events.isActive, true));
  return new Set(listed.flatMap((event) => (event.eventKey ? [event.id, event.eventKey] : [event.id])));
});

/**
 * `?event=` in its one spelling when it names one of our listed events (an id in lower case, or a
 * key), else null. `proxy.ts` asks, to serve such a registration page from the route cache
 * (app/(public)/prijava-dogadjaj/[event]); anything else renders per request. When the database
 * cannot say, the answer is null and the per-request page decides.
 */
export async function listedEventRef(reference: string): Promise<string | null> {
  const ref = isUuid(reference) ? reference.toLowerCase() : reference;
  try {
    return (await listedEventRefs()).has(ref) ? ref : null;
  } catch (error) {
    log.error('data.read_failed', { read: 'events:registration_refs', error });
    return null;
  }
}

/** `findActiveEvent` on the app's database (calendar files). */
export async function getActiveEvent(reference: string): Promise<EventRow | null> {
  return findActiveEvent(await getDb(), reference);
}

/**
 * The event a registration page or submission is about (spec §2): `event` names one of ours by id
 * or key; otherwise `title` (with date, time, location, description) describes one from its link.
 * Null when neither resolves: the page shows 'Događaj nije pronađen'.
 */
export async function resolveRegistrationEvent(
  db: Database,
  reference: EventReference,
  now: Date = new Date(),
): Promise<RegistrationEvent | null> {
  const row = reference.event ? await findActiveEvent(db, reference.event) : null;
  return row ? registrationEventFromRow(row, now) : eventFromLink(reference);
}

/** An event described only by the link's query string; null without a title. */
function eventFromLink(reference: EventReference): RegistrationEvent | null {
  const title = linkText(reference.title, LIMITS.shortText);
  if (!title) return null;
  return {
    source: 'link',
    title,
    eventDate: composeEventDate(linkText(reference.date, 60), linkText(reference.time, 30)),
    location: linkText(reference.location, LIMITS.shortText),
    description: linkText(reference.description, 2_000),
  };
}

/** One listed event by its id (lower case) or key, cached like the public lists (tag `events`). */
const readListedEvent = cachedPublicRead(CACHE_TAGS.events, 'events:listed_event', async (ref: string) =>
  findActiveEvent(await getDb(), ref),
);

/**
 * The registration page's event. Ours are read one at a time from the data cache (tag `events`,
 * expired by every registration and admin edit), and only for a reference the listed events'
 * memo knows, so a typed URL adds no cache entry; the registration action itself resolves the
 * event again from the database.
 */
export async function getRegistrationEvent(
  reference: EventReference,
  now: Date = new Date(),
): Promise<RegistrationEvent | null> {
  const raw = reference.event?.trim() ?? '';
  const ref = isUuid(raw) ? raw.toLowerCase() : raw;
  const listed = ref !== '' && (await listedEventRefs()).has(ref) ? await readListedEvent(ref) : null;
  return listed ? registrationEventFromRow(listed, now) : eventFromLink(reference);
}

export interface RegistrantDetails {
  firstName: string;
  lastName: string;
  /** Lower-cased. */
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  message: string | null;
}

export type RegistrationOutcome =
  | { status: 'registered'; registrationId: string }
  /** The address was already registered: its details were brought up to date, no second place was taken. */
  | { status: 'updated'; registrationId: string }
  | { status: 'full' }
  | { status: 'closed' };

/**
 * The key that makes one registration per mailbox per event a database rule: the canonical
 * mailbox, so `ana+1@gmail.com` and `a.na@googlemail.com` are one registration.
 */
export function registrationDedupeKey(event: RegistrationEvent, email: string): string {
  const address = canonicalMailbox(email);
  if (event.source === 'database') return `event:${event.id}:${address}`;
  return `link:${event.title.toLowerCase()}|${(event.eventDate ?? '').toLowerCase()}:${address}`;
}

class EventFull extends Error {}

/**
 * Stores a registration. For one of our events, inserting the row and taking a place happen in
 * one transaction: the place is taken by a conditional increment (`current < max`), which Postgres
 * serialises on the event's row, so concurrent registrations never overbook; when no place is
 * left the insert is rolled back. A second registration with the same e-mail is refused by the
 * unique dedupe key, before any place is taken.
 */
export async function registerForEvent(
  db: Database,
  event: RegistrationEvent,
  registrant: RegistrantDetails,
  now: Date = new Date(),
): Promise<RegistrationOutcome> {
  if (event.source === 'database' && new Date(event.startsAt).getTime() <= now.getTime()) return { status: 'closed' };
  const values = {
    eventId: event.source === 'database' ? event.id : null,
    eventTitle: event.title,
    eventDate: event.eventDate,
    eventLocation: event.location,
    eventDescription: event.description,
    ...registrant,
    email: registrant.email.toLowerCase(),
    dedupeKey: registrationDedupeKey(event, registrant.email),
  };

  try {
    return await db.transaction(async (tx) => {
      // A second registration with the same address keeps what it says (nothing a visitor sends is
      // lost) on the first one's row; `xmax = 0` tells a new row from one that was updated.
      const stored = returnedRow(
        await tx
          .insert(eventRegistrations)
          .values(values)
          .onConflictDoUpdate({
            target: eventRegistrations.dedupeKey,
            set: {
              firstName: sql`excluded.first_name`,
              lastName: sql`excluded.last_name`,
              phone: sql`excluded.phone`,
              company: sql`excluded.company`,
              position: sql`excluded.position`,
              message: sql`excluded.message`,
            },
          })
          .returning({ id: eventRegistrations.id, isNew: sql<boolean>`(xmax = 0)` }),
      );
      if (!stored.isNew) return { status: 'updated', registrationId: stored.id } as const;

      if (event.source === 'database') {
        const taken = await tx
          .update(events)
          .set({ currentParticipants: sql`${events.currentParticipants} + 1`, updatedAt: now })
          .where(
            and(
              eq(events.id, event.id),
              eq(events.isActive, true),
              or(isNull(events.maxParticipants), lt(events.currentParticipants, events.maxParticipants)),
            ),
          )
          .returning({ id: events.id });
        if (taken.length === 0) throw new EventFull();
      }
      return { status: 'registered', registrationId: stored.id } as const;
    });
  } catch (error) {
    if (error instanceof EventFull) return { status: 'full' };
    throw error;
  }
}

/** One registration as the admin sees it under its event (and in the event's CSV export). */
export interface EventRegistrant {
  id: string;
  eventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  message: string | null;
  /** ISO instant. */
  createdAt: string;
}

const registrantColumns = {
  id: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  firstName: eventRegistrations.firstName,
  lastName: eventRegistrations.lastName,
  email: eventRegistrations.email,
  phone: eventRegistrations.phone,
  company: eventRegistrations.company,
  position: eventRegistrations.position,
  message: eventRegistrations.message,
  createdAt: eventRegistrations.createdAt,
};

function toRegistrant(
  row: Omit<EventRegistrant, 'eventId' | 'createdAt'> & { createdAt: Date },
  eventId: string,
): EventRegistrant {
  return { ...row, eventId, createdAt: row.createdAt.toISOString() };
}

/** Registrants per page of an event's page in the panel. */
export const REGISTRANTS_PAGE_SIZE = 50;

const firstComeFirst = [asc(eventRegistrations.createdAt), asc(eventRegistrations.id)] as const;

/** One page of an event's registrations, first come first, with how many there are. */
export async function queryEventRegistrants(
  db: Database,
  eventId: string,
  page: number,
): Promise<Page<EventRegistrant>> {
  const ofEvent = eq(eventRegistrations.eventId, eventId);
  const { limit, offset } = pageWindow(page, REGISTRANTS_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    db
      .select(registrantColumns)
      .from(eventRegistrations)
      .where(ofEvent)
      .orderBy(...firstComeFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(eventRegistrations).where(ofEvent),
  ]);
  return pageOf(
    rows.map((row) => toRegistrant(row, eventId)),
    counted?.total ?? 0,
    page,
    REGISTRANTS_PAGE_SIZE,
  );
}

/** Rows per query of the CSV export. */
export const REGISTRANT_BATCH_SIZE = 500;

/**
 * Every registration of an event, first come first, in batches of `batchSize` read by keyset on
 * (created_at, id) (index `event_registrations_event_order_idx`): the CSV export streams them, so
 * an event with any number of registrants costs one batch of memory. The cursor keeps created_at
 * as PostgreSQL's own text, at its full microsecond precision (a JS Date would round it to
 * milliseconds and read rows twice).
 */
export function registrantBatches(
  db: Database,
  eventId: string,
  batchSize: number = REGISTRANT_BATCH_SIZE,
): AsyncGenerator<EventRegistrant[]> {
  type Cursor = { at: string; id: string };
  const batches = keysetBatches(
    (cursor: Cursor | null) =>
      db
        .select({ ...registrantColumns, at: sql<string>`${eventRegistrations.createdAt}::text` })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            cursor
              ? sql`(${eventRegistrations.createdAt}, ${eventRegistrations.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(...firstComeFirst)
        .limit(batchSize),
    (last): Cursor => ({ at: last.at, id: last.id }),
    batchSize,
  );
  return (async function* () {
    for await (const rows of batches) yield rows.map(({ at: _at, ...row }) => toRegistrant(row, eventId));
  })();
}
