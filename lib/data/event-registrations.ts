import 'server-only';

import { and, asc, count, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';

import { keysetBatches } from '@/lib/csv';
import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations, events, type EventRow } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import {
  linkText,
  linkEventIn,
  composeEventDate,
  registrationEventFromRow,
  type RegistrationEvent,
} from '@/lib/events/registration';
import type { Script } from '@/lib/i18n/script';
import type { EventReference, RegistrantDetails } from '@/lib/validation/event-registration';
import { log } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/types';
import { canonicalMailbox } from '@/lib/security/mailbox';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import { isUuid, LIMITS } from '@/lib/validation/shared';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { cachedPublicRead, processMemo } from '@/lib/cache/cached';

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
 * (app/[script]/(public)/prijava-dogadjaj/[event]); anything else renders per request. When the database
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
  // What a registration stores is the Latin event, whichever page it was sent from.
  return row ? registrationEventFromRow(row, now, 'lat') : eventFromLink(reference);
}

/** An event described only by the link's query string; null without a title. */
function eventFromLink(reference: EventReference): Extract<RegistrationEvent, { source: 'link' }> | null {
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
 * The registration page's event, as a page in `script` shows it. Ours are read one at a time from
 * the data cache (tag `events`, expired by every registration and admin edit) as stored, one entry
 * for both scripts, and only for a reference the listed events' memo knows, so a typed URL adds no
 * cache entry; the registration action itself resolves the event again from the database.
 */
export async function getRegistrationEvent(
  reference: EventReference,
  script: Script,
  now: Date = new Date(),
): Promise<RegistrationEvent | null> {
  const raw = reference.event?.trim() ?? '';
  const ref = isUuid(raw) ? raw.toLowerCase() : raw;
  const listed = ref !== '' && (await listedEventRefs()).has(ref) ? await readListedEvent(ref) : null;
  if (listed) return registrationEventFromRow(listed, now, script);
  const described = eventFromLink(reference);
  return described && linkEventIn(script, described);
}

/** Where a registration stands: a place, or the waitlist at a position (1 = next in line). */
export type RegistrationState = { status: 'registered' } | { status: 'waitlisted'; position: number };

export type RegistrationOutcome =
  | ({ outcome: 'registered'; registrationId: string } & RegistrationState)
  /** The address (or member) was already registered or waiting: details brought up to date, no second row. */
  | ({ outcome: 'updated'; registrationId: string } & RegistrationState)
  /** Past, hidden or deleted: nothing stored. */
  | { outcome: 'closed' };

/**
 * The key that makes one registration per mailbox per event a database rule: the canonical
 * mailbox, so `ana+1@gmail.com` and `a.na@googlemail.com` are one registration.
 */
export function registrationDedupeKey(event: RegistrationEvent, email: string): string {
  const address = canonicalMailbox(email);
  if (event.source === 'database') return `event:${event.id}:${address}`;
  return `link:${event.title.toLowerCase()}|${(event.eventDate ?? '').toLowerCase()}:${address}`;
}

/** Anything that can run statements: the database or an open transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute' | '$count'>;

interface LockedEvent {
  id: string;
  isActive: boolean;
  eventDate: Date;
  maxParticipants: number | null;
  currentParticipants: number;
}

/**
 * Locks the event's row for the rest of the transaction (`SELECT … FOR UPDATE`): every decision
 * about its places (register, wait, cancel, promote) is taken under this lock, so two instances
 * never give away the same place, and the waitlist's arrival order is the order of the lock.
 */
async function lockEvent(tx: Executor, eventId: string): Promise<LockedEvent | null> {
  const [row] = await tx
    .select({
      id: events.id,
      isActive: events.isActive,
      eventDate: events.eventDate,
      maxParticipants: events.maxParticipants,
      currentParticipants: events.currentParticipants,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row ?? null;
}

const hasPlace = (event: LockedEvent) =>
  event.maxParticipants === null || event.currentParticipants < event.maxParticipants;

/** A waitlisted registration's place in line (1 = next). */
function waitlistPosition(tx: Executor, eventId: string, arrival: number): Promise<number> {
  return tx.$count(
    eventRegistrations,
    and(
      eq(eventRegistrations.eventId, eventId),
      eq(eventRegistrations.status, 'waitlisted'),
      lte(eventRegistrations.arrival, arrival),
    ),
  );
}

async function stateOf(
  tx: Executor,
  eventId: string,
  row: { status: string; arrival: number },
): Promise<RegistrationState> {
  return row.status === 'waitlisted'
    ? { status: 'waitlisted', position: await waitlistPosition(tx, eventId, row.arrival) }
    : { status: 'registered' };
}

const liveColumns = {
  id: eventRegistrations.id,
  status: eventRegistrations.status,
  arrival: eventRegistrations.arrival,
};

/**
 * Stores a registration for one of our events under the event's lock: a place while one is left
 * (`current_participants` counts 'registered' rows only), else the waitlist. An address or member
 * already registered or waiting keeps its row (details brought up to date) and its place in line.
 */
async function registerUnderLock(
  db: Database,
  eventId: string,
  values: typeof eventRegistrations.$inferInsert,
  now: Date,
): Promise<RegistrationOutcome> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || !event.isActive || event.eventDate.getTime() <= now.getTime()) return { outcome: 'closed' } as const;

    const sameMember = values.memberId ? eq(eventRegistrations.memberId, values.memberId) : undefined;
    const [existing] = await tx
      .select({ ...liveColumns, memberId: eventRegistrations.memberId })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          ne(eventRegistrations.status, 'cancelled'),
          or(eq(eventRegistrations.dedupeKey, values.dedupeKey ?? ''), sameMember),
        ),
      )
      .orderBy(asc(eventRegistrations.arrival))
      .limit(1);
    if (existing) {
      await tx
        .update(eventRegistrations)
        .set(
          values.memberId
            ? // A member's click adds nothing a form registration of the same address did not say; it
              // links it, and keeps the member's latest choice of being shown as coming.
              { memberId: existing.memberId ?? values.memberId, showAttendance: values.showAttendance }
            : {
                firstName: values.firstName,
                lastName: values.lastName,
                phone: values.phone,
                company: values.company,
                position: values.position,
                message: values.message,
              },
        )
        .where(eq(eventRegistrations.id, existing.id));
      return { outcome: 'updated', registrationId: existing.id, ...(await stateOf(tx, eventId, existing)) } as const;
    }

    const status = hasPlace(event) ? 'registered' : 'waitlisted';
    const stored = returnedRow(
      await tx
        .insert(eventRegistrations)
        .values({ ...values, status })
        .returning(liveColumns),
    );
    if (status === 'registered') {
      await tx
        .update(events)
        .set({ currentParticipants: sql`${events.currentParticipants} + 1`, updatedAt: now })
        .where(eq(events.id, eventId));
    }
    return { outcome: 'registered', registrationId: stored.id, ...(await stateOf(tx, eventId, stored)) } as const;
  });
}

/**
 * Stores a registration from the form. One of our events: under its lock (`registerUnderLock`), a
 * place or the waitlist. An event known only from its link has no capacity: one row per address,
 * a second registration brings its details up to date (the unique dedupe key decides).
 */
export async function registerForEvent(
  db: Database,
  event: RegistrationEvent,
  registrant: RegistrantDetails,
  now: Date = new Date(),
): Promise<RegistrationOutcome> {
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
  if (event.source === 'database') return registerUnderLock(db, event.id, values, now);

  // A second registration with the same address keeps what it says (nothing a visitor sends is
  // lost) on the first one's row; `xmax = 0` tells a new row from one that was updated.
  const stored = returnedRow(
    await db
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
  return { outcome: stored.isNew ? 'registered' : 'updated', registrationId: stored.id, status: 'registered' };
}

/** The member a one-click registration is for: the profile's name and address are used. */
export interface RsvpMember {
  id: string;
  fullName: string;
  email: string;
}

/** 'Ana Marija Anić' → first name 'Ana', last name 'Marija Anić' (the CSV's two columns). */
function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * 'Prijavi se' of a signed-in member: a registration linked to the member, counted like a form
 * registration. A second click or tab finds the live row (by member or by address) and makes none.
 * `showAttendance`: the member is shown to other members as coming (docs/members.md "Ko dolazi").
 */
export async function rsvpForEvent(
  db: Database,
  eventId: string,
  member: RsvpMember,
  now: Date = new Date(),
  showAttendance = false,
): Promise<RegistrationOutcome> {
  if (!isUuid(eventId)) return { outcome: 'closed' };
  const [event] = await db
    .select({ id: events.id, title: events.title, eventDate: events.eventDate, location: events.location })
    .from(events)
    .where(eq(events.id, eventId.toLowerCase()))
    .limit(1);
  if (!event) return { outcome: 'closed' };
  const email = member.email.toLowerCase();
  const reference = registrationEventFromRow(
    {
      ...event,
      eventKey: null,
      description: null,
      shortDescription: null,
      maxParticipants: null,
      currentParticipants: 0,
    },
    now,
    'lat',
  );
  return registerUnderLock(
    db,
    event.id,
    {
      eventId: event.id,
      eventTitle: event.title,
      eventDate: reference.eventDate,
      eventLocation: event.location,
      ...splitFullName(member.fullName),
      email,
      memberId: member.id,
      showAttendance,
      dedupeKey: registrationDedupeKey(reference, email),
    },
    now,
  );
}

/** What a member's registration mail says about its event; null for an unknown event. */
export async function getEventForMail(db: Database, eventId: string, now: Date = new Date()) {
  if (!isUuid(eventId)) return null;
  const [row] = await db.select().from(events).where(eq(events.id, eventId.toLowerCase())).limit(1);
  if (!row) return null;
  const event = registrationEventFromRow(row, now, 'lat');
  return event.source === 'database' ? event : null;
}

/** A waitlisted person who got a place, for the mail that tells them. */
export interface PromotedRegistration {
  id: string;
  email: string;
  eventId: string;
  eventTitle: string;
  /** 'date u time' as stored with the registration. */
  eventDate: string | null;
  eventLocation: string | null;
  /** ISO instant the event starts (the cancel link works until then). */
  startsAt: string;
}

/** Builds the mails of the people promoted, queued in the same transaction (the outbox). */
export type PromotionMail = (promoted: PromotedRegistration[]) => MailMessage[] | Promise<MailMessage[]>;

/**
 * Gives the event's free places to the waitlist, first in line first, inside the caller's
 * transaction and under its lock on the event; their mails go to the outbox in the same
 * transaction, so a promotion is mailed exactly once or not made at all.
 */
async function fillFromWaitlist(
  tx: Executor,
  event: LockedEvent,
  now: Date,
  mail: PromotionMail | undefined,
): Promise<PromotedRegistration[]> {
  const free = event.maxParticipants === null ? null : Math.max(0, event.maxParticipants - event.currentParticipants);
  if (free === 0) return [];
  const next = tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.arrival));
  const chosen = await (free === null ? next : next.limit(free));
  if (chosen.length === 0) return [];
  const promoted = await tx
    .update(eventRegistrations)
    .set({ status: 'registered' })
    .where(
      inArray(
        eventRegistrations.id,
        chosen.map((row) => row.id),
      ),
    )
    .returning({
      id: eventRegistrations.id,
      email: eventRegistrations.email,
      eventTitle: eventRegistrations.eventTitle,
      eventDate: eventRegistrations.eventDate,
      eventLocation: eventRegistrations.eventLocation,
    });
  await tx
    .update(events)
    .set({ currentParticipants: sql`${events.currentParticipants} + ${promoted.length}`, updatedAt: now })
    .where(eq(events.id, event.id));
  const rows = promoted.map((row) => ({ ...row, eventId: event.id, startsAt: event.eventDate.toISOString() }));
  if (mail) await enqueueMail(tx as Database, await mail(rows));
  return rows;
}

/**
 * After an admin changed the event (e.g. raised `max_participants`): the places now free go to the
 * waitlist in order, under the event's lock, mailed through the outbox in the same transaction.
 */
export async function promoteWaitlist(
  db: Database,
  eventId: string,
  now: Date = new Date(),
  mail?: PromotionMail,
): Promise<PromotedRegistration[]> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || !event.isActive || event.eventDate.getTime() <= now.getTime()) return [];
    return fillFromWaitlist(tx, event, now, mail);
  });
}

export type CancelOutcome =
  | { outcome: 'cancelled'; wasRegistered: boolean; promoted: PromotedRegistration[] }
  /** Cancelled before (a used link, a second click): nothing changed. */
  | { outcome: 'already' }
  /** The event has started or is gone: nothing changed. */
  | { outcome: 'closed' }
  | { outcome: 'unknown' };

/**
 * Cancels one registration: it gives up its place or its position at once, and the first in line
 * is promoted in the same transaction (and mailed through the outbox with it), under the event's
 * lock, so each freed place goes to exactly one person. The row stays, 'cancelled', with its
 * address key cleared so the address may register again as a new row.
 */
export async function cancelRegistration(
  db: Database,
  registrationId: string,
  now: Date = new Date(),
  mail?: PromotionMail,
): Promise<CancelOutcome> {
  if (!isUuid(registrationId)) return { outcome: 'unknown' };
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId.toLowerCase()));
    if (!found) return { outcome: 'unknown' } as const;
    // The event first, then the registration: every path takes the locks in this order.
    const event = found.eventId ? await lockEvent(tx, found.eventId) : null;
    const [row] = await tx
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId.toLowerCase()))
      .for('update');
    if (!row) return { outcome: 'unknown' } as const;
    if (row.status === 'cancelled') return { outcome: 'already' } as const;
    if (event && event.eventDate.getTime() <= now.getTime()) return { outcome: 'closed' } as const;
    await tx
      .update(eventRegistrations)
      .set({ status: 'cancelled', cancelledAt: now, dedupeKey: null })
      .where(eq(eventRegistrations.id, registrationId.toLowerCase()));
    const wasRegistered = row.status === 'registered';
    if (!event) return { outcome: 'cancelled', wasRegistered, promoted: [] } as const;
    const current = wasRegistered ? Math.max(0, event.currentParticipants - 1) : event.currentParticipants;
    if (wasRegistered) {
      await tx.update(events).set({ currentParticipants: current, updatedAt: now }).where(eq(events.id, event.id));
    }
    const promoted = event.isActive
      ? await fillFromWaitlist(tx, { ...event, currentParticipants: current }, now, mail)
      : [];
    return { outcome: 'cancelled', wasRegistered, promoted } as const;
  });
}

/** A member's live registration for one event, or null. */
export async function findMemberRegistration(db: Database, memberId: string, eventId: string) {
  if (!isUuid(eventId)) return null;
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.memberId, memberId),
        eq(eventRegistrations.eventId, eventId.toLowerCase()),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** One of a member's upcoming events ('Moji događaji'), with where the member stands. */
export interface MemberEventRegistration {
  registrationId: string;
  eventId: string;
  eventKey: string | null;
  /** As stored, with the author's foreign marks: shown through `textsIn` in the page's script. */
  title: string;
  /** ISO instant. */
  startsAt: string;
  location: string | null;
  state: RegistrationState;
  /** Shown to other members as coming ('Ko dolazi'). */
  showAttendance: boolean;
}

/**
 * The member's live registrations for events that have not started, soonest first, each with its
 * state and waitlist position (index `event_registrations_member_once_idx`).
 */
export async function listMemberRegistrations(
  db: Database,
  memberId: string,
  now: Date = new Date(),
): Promise<MemberEventRegistration[]> {
  const ahead = db
    .select({ n: count() })
    .from(sql`event_registrations as ahead`)
    .where(
      sql`ahead.event_id = ${eventRegistrations.eventId} and ahead.status = 'waitlisted' and ahead.arrival <= ${eventRegistrations.arrival}`,
    );
  const rows = await db
    .select({
      registrationId: eventRegistrations.id,
      eventId: events.id,
      eventKey: events.eventKey,
      title: events.title,
      eventDate: events.eventDate,
      location: events.location,
      status: eventRegistrations.status,
      showAttendance: eventRegistrations.showAttendance,
      position: sql<number>`case when ${eventRegistrations.status} = 'waitlisted' then (${ahead}) end`.mapWith(Number),
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.memberId, memberId),
        ne(eventRegistrations.status, 'cancelled'),
        eq(events.isActive, true),
        gt(events.eventDate, now),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id));
  return rows.map((row) => ({
    registrationId: row.registrationId,
    eventId: row.eventId,
    eventKey: row.eventKey,
    // As stored, foreign marks included: the page shows them in its script (`textsIn`, docs/i18n.md).
    title: row.title,
    startsAt: row.eventDate.toISOString(),
    location: row.location,
    state: row.status === 'waitlisted' ? { status: 'waitlisted', position: row.position } : { status: 'registered' },
    showAttendance: row.showAttendance,
  }));
}

/** A registration as its cancel page shows it. */
export interface RegistrationForCancel {
  id: string;
  status: 'registered' | 'waitlisted' | 'cancelled';
  eventTitle: string;
  eventDate: string | null;
  eventLocation: string | null;
  email: string;
}

/** The registration a cancel link names (read only). */
export async function getRegistrationForCancel(
  db: Database,
  registrationId: string,
): Promise<RegistrationForCancel | null> {
  if (!isUuid(registrationId)) return null;
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      eventTitle: eventRegistrations.eventTitle,
      eventDate: eventRegistrations.eventDate,
      eventLocation: eventRegistrations.eventLocation,
      email: eventRegistrations.email,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId.toLowerCase()));
  return row ? { ...row, status: row.status as RegistrationForCancel['status'] } : null;
}

/** One registration as the admin sees it under its event (and in the event's CSV export). */
export interface EventRegistrant extends RegistrantDetails {
  id: string;
  eventId: string;
  /** 'registered', 'waitlisted' or 'cancelled'. */
  status: RegistrationForCancel['status'];
  /** 'member': a signed-in member's 'Prijavi se'; 'form': the public form. */
  source: 'member' | 'form';
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
  status: eventRegistrations.status,
  memberId: eventRegistrations.memberId,
  createdAt: eventRegistrations.createdAt,
};

function toRegistrant(
  {
    status,
    memberId,
    createdAt,
    ...row
  }: Omit<EventRegistrant, 'eventId' | 'createdAt' | 'status' | 'source'> & {
    status: string;
    memberId: string | null;
    createdAt: Date;
  },
  eventId: string,
): EventRegistrant {
  return {
    ...row,
    eventId,
    status: status as EventRegistrant['status'],
    source: memberId ? 'member' : 'form',
    createdAt: createdAt.toISOString(),
  };
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

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** The members dashboard and `/members/dogadjaji/stanje`: the member's live registrations. */
export async function readMemberRegistrations(memberId: string): Promise<MemberEventRegistration[]> {
  return listMemberRegistrations(await getDb(), memberId, new Date());
}
