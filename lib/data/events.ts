import 'server-only';

import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations, events, eventSubmissions, type EventRow } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import { composeEventDate } from '@/lib/events/registration';
import { eventIn } from '@/lib/events/texts';
import { belgradeMonthStart, belgradeStartOfDay } from '@/lib/events/schedule';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import type { Script } from '@/lib/i18n/script';
import { enqueueMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/types';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import type { EventCreateValues } from '@/lib/validation/admin-events';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { cachedPublicRead } from '@/lib/cache/cached';

export interface PublicEvent {
  id: string;
  eventKey: string | null;
  title: string;
  shortDescription: string | null;
  description: string | null;
  /** ISO 8601 instant. */
  eventDate: string;
  location: string | null;
  imageUrl: string | null;
  isFeatured: boolean;
  maxParticipants: number | null;
  currentParticipants: number;
  registrationUrl: string | null;
}

/**
 * An event row shaped for pages (dates as ISO strings, nothing admins alone need) with its texts
 * as stored, foreign-word marks included: the public lists cache them so and show them through
 * `eventIn` in the page's script.
 */
function storedEventOf(row: EventRow): PublicEvent {
  return {
    id: row.id,
    eventKey: row.eventKey,
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    location: row.location,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    registrationUrl: row.registrationUrl,
  };
}

/** Every active event ordered by date (spec public-site §7), as the Latin pages show them: what the tests check the lists against. */
export async function queryActiveEvents(db: Database): Promise<PublicEvent[]> {
  const rows = await db.select().from(events).where(eq(events.isActive, true)).orderBy(asc(events.eventDate));
  return rows.map((row) => eventIn('lat', storedEventOf(row)));
}

/**
 * Upcoming events per page of /events and `/events/predstojeci/N`: at 24, the first page of a
 * busy calendar weighed 250 kB with its structured data, against 75 kB for the demo's four (issue 47).
 */
export const UPCOMING_PAGE_SIZE = 12;
/** Past events per page of /events and its archive (`/events/arhiva/N`). */
export const PAST_PAGE_SIZE = 12;
/** Months the calendar shows, this one included. */
export const CALENDAR_MONTHS = 3;
/** A safety bound on the calendar's rows: far more events than three months of a community have. */
const CALENDAR_LIMIT = 100;
/** How far back `/events.ics` reaches: a subscribed calendar keeps what it already has. */
const FEED_PAST_DAYS = 90;
/** A safety bound on the feed's rows. */
const FEED_LIMIT = 500;

const isListed = eq(events.isActive, true);

/**
 * One page of the upcoming events (their Belgrade day is today or later, as `splitEvents` has
 * it), soonest first, with how many there are; texts as stored (this and the reads below are
 * cached so and shown through `eventIn`).
 */
export async function queryUpcomingEvents(db: Database, page: number, now: Date): Promise<Page<PublicEvent>> {
  const upcoming = and(isListed, gte(events.eventDate, belgradeStartOfDay(now)));
  const { limit, offset } = pageWindow(page, UPCOMING_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    db.select().from(events).where(upcoming).orderBy(asc(events.eventDate), asc(events.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(events).where(upcoming),
  ]);
  return pageOf(rows.map(storedEventOf), counted?.total ?? 0, page, UPCOMING_PAGE_SIZE);
}

/** One page of the past events, the most recent first (page 1 is the last few), with how many there are. */
export async function queryPastEvents(db: Database, page: number, now: Date): Promise<Page<PublicEvent>> {
  const past = and(isListed, lt(events.eventDate, belgradeStartOfDay(now)));
  const { limit, offset } = pageWindow(page, PAST_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    db.select().from(events).where(past).orderBy(desc(events.eventDate), desc(events.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(events).where(past),
  ]);
  return pageOf(rows.map(storedEventOf), counted?.total ?? 0, page, PAST_PAGE_SIZE);
}

/** The calendar's events: from today to the end of the last month it shows, in date order. */
export async function queryCalendarEvents(db: Database, now: Date): Promise<PublicEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        isListed,
        gte(events.eventDate, belgradeStartOfDay(now)),
        lt(events.eventDate, belgradeMonthStart(now, CALENDAR_MONTHS)),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(CALENDAR_LIMIT);
  return rows.map(storedEventOf);
}

/** What `/events.ics` carries: every upcoming event and those of the last `FEED_PAST_DAYS` days, in date order. */
export async function queryFeedEvents(db: Database, now: Date): Promise<(PublicEvent & { sequence: number })[]> {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(isListed, gte(events.eventDate, new Date(belgradeStartOfDay(now).getTime() - FEED_PAST_DAYS * 86_400_000))),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(FEED_LIMIT);
  // The feed's entries carry their revision, so a subscribed calendar moves a moved event.
  return rows.map((row) => ({ ...storedEventOf(row), sequence: row.sequence }));
}

const readUpcomingEvents = cachedPublicRead(CACHE_TAGS.events, 'events:upcoming', async (page: number) =>
  queryUpcomingEvents(await getDb(), page, new Date()),
);

const readPastEvents = cachedPublicRead(CACHE_TAGS.events, 'events:past', async (page: number) =>
  queryPastEvents(await getDb(), page, new Date()),
);

const readCalendarEvents = cachedPublicRead(CACHE_TAGS.events, 'events:calendar', async () =>
  queryCalendarEvents(await getDb(), new Date()),
);

/** A page of events as a page in `script` shows them; the cache holds one copy for both scripts. */
function pageIn(script: Script, page: Page<PublicEvent>): Page<PublicEvent> {
  return { ...page, items: page.items.map((event) => eventIn(script, event)) };
}

/**
 * A page of upcoming events for /events, its archive and the home calendar, in the page's script
 * (the members' dashboard stays Latin: the default).
 */
export async function listUpcomingEvents(page: number, script: Script = 'lat'): Promise<Page<PublicEvent>> {
  return pageIn(script, await readUpcomingEvents(page));
}

/** A page of past events for /events and `/events/arhiva/N`, in the page's script. */
export async function listPastEvents(page: number, script: Script): Promise<Page<PublicEvent>> {
  return pageIn(script, await readPastEvents(page));
}

/** The calendar on /events, in the page's script. */
export async function listCalendarEvents(script: Script): Promise<PublicEvent[]> {
  return (await readCalendarEvents()).map((event) => eventIn(script, event));
}

/** `/events.ics`: the events as stored (the feed shows them through `eventIn`, in Latin). */
export const listFeedEvents = cachedPublicRead(CACHE_TAGS.events, 'events:feed', async () =>
  queryFeedEvents(await getDb(), new Date()),
);

/**
 * An event as the admin 'Događaji' tab lists it: what its card shows, nothing more. The longer
 * texts its form edits are read when the admin opens that form (`findEventForm`), so a page of
 * twenty cards does not carry twenty descriptions.
 */
export interface AdminEvent {
  id: string;
  title: string;
  /** ISO 8601 instant. */
  eventDate: string;
  location: string | null;
  imageUrl: string | null;
  isFeatured: boolean;
  isActive: boolean;
  maxParticipants: number | null;
  currentParticipants: number;
  /** The proposal this event was drafted from ('Predlozi'), if any. */
  submissionId: string | null;
  /** Who proposed it, for the card's credit (null for events the team made). */
  proposedBy: string | null;
  /** Its registrations (a count from one GROUP BY; the rows are read on the event's own page). */
  registrationCount: number;
}

/** What the inline edit's form opens with: every field it edits, as stored. */
export type EventFormValues = Pick<
  PublicEvent,
  | 'title'
  | 'shortDescription'
  | 'description'
  | 'eventDate'
  | 'location'
  | 'imageUrl'
  | 'isFeatured'
  | 'maxParticipants'
  | 'registrationUrl'
> & { isActive: boolean };

/** What both the tab's cards and the edit form read of an event. */
const EVENT_CARD_AND_FORM_COLUMNS = {
  title: events.title,
  eventDate: events.eventDate,
  location: events.location,
  imageUrl: events.imageUrl,
  isFeatured: events.isFeatured,
  isActive: events.isActive,
  maxParticipants: events.maxParticipants,
};

/** Events per page of the admin tab. */
export const ADMIN_EVENTS_PAGE_SIZE = 20;

/**
 * One page of every event, active or not, newest date first (spec platform §7), each with its
 * number of registrations: the page's events, then one GROUP BY over their registrations.
 */
export async function queryAdminEvents(db: Database, page: number): Promise<Page<AdminEvent>> {
  const { limit, offset } = pageWindow(page, ADMIN_EVENTS_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: events.id,
        ...EVENT_CARD_AND_FORM_COLUMNS,
        currentParticipants: events.currentParticipants,
        submissionId: events.submissionId,
        proposedBy: eventSubmissions.submitterName,
      })
      .from(events)
      .leftJoin(eventSubmissions, eq(eventSubmissions.id, events.submissionId))
      .orderBy(desc(events.eventDate), desc(events.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(events),
  ]);
  const ids = rows.map((event) => event.id);
  const registrations =
    ids.length === 0
      ? []
      : await db
          .select({ eventId: eventRegistrations.eventId, total: count() })
          .from(eventRegistrations)
          .where(inArray(eventRegistrations.eventId, ids))
          .groupBy(eventRegistrations.eventId);
  const byEvent = new Map(registrations.map(({ eventId, total }) => [eventId, total]));
  const items = rows.map((event) => ({
    ...event,
    eventDate: event.eventDate.toISOString(),
    registrationCount: byEvent.get(event.id) ?? 0,
  }));
  return pageOf(items, counted?.total ?? 0, page, ADMIN_EVENTS_PAGE_SIZE);
}

/** The values an event's inline edit opens with, or null when there is no such event (deleted meanwhile). */
export async function findEventForm(db: Database, id: string): Promise<EventFormValues | null> {
  const [row] = await db
    .select({
      ...EVENT_CARD_AND_FORM_COLUMNS,
      shortDescription: events.shortDescription,
      description: events.description,
      registrationUrl: events.registrationUrl,
    })
    .from(events)
    .where(eq(events.id, id));
  return row ? { ...row, eventDate: row.eventDate.toISOString() } : null;
}

/** The stored columns of an admin's event form; empty texts are stored as null. */
function eventColumns(values: EventCreateValues) {
  return {
    title: values.title,
    shortDescription: values.shortDescription || null,
    description: values.description || null,
    eventDate: values.eventDate,
    location: values.location || null,
    maxParticipants: values.maxParticipants,
    registrationUrl: values.registrationUrl || null,
    imageUrl: values.imageUrl || null,
    isFeatured: values.isFeatured,
  };
}

/** A new event: nobody registered yet, active at once (spec platform §7). */
export async function createEvent(db: Database, values: EventCreateValues): Promise<string> {
  const row = returnedRow(
    await db
      .insert(events)
      .values({ ...eventColumns(values), currentParticipants: 0, isActive: true })
      .returning({ id: events.id }),
  );
  return row.id;
}

/** The image an event has now (the edit form may keep it), or undefined when the event is gone. */
export async function findEventImage(db: Database, id: string): Promise<{ imageUrl: string | null } | undefined> {
  const [row] = await db.select({ imageUrl: events.imageUrl }).from(events).where(eq(events.id, id));
  return row;
}

/** An event whose date, time or place an update changed, and whom to tell (issue 50, item 4). */
export interface EventMove {
  /** The event as saved. */
  event: EventRow;
  previous: { eventDate: Date; location: string | null };
  /** The live registrations (registered and waitlisted), each told once. */
  recipients: { registrationId: string; email: string }[];
}

/** Builds the change notices of a move; queued in the update's own transaction. */
export type EventMoveMail = (move: EventMove) => MailMessage[] | Promise<MailMessage[]>;

/**
 * Updates an event's form fields and its active flag; null when the event is gone. When the date,
 * time or place changes, in the same transaction and under a lock on the event's row: its
 * `sequence` rises by one (the `.ics` revision), the live registrations' own copies of the date
 * and place follow, their reminders are cleared (the new date is reminded again), and `notify`'s
 * mails go to the outbox. Two saves of one change at once move it once: the second finds the
 * new values and tells nobody.
 */
export async function updateEvent(
  db: Database,
  id: string,
  values: EventCreateValues & { isActive: boolean },
  now: Date,
  notify?: EventMoveMail,
): Promise<{ moved: boolean; notified: number } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ eventDate: events.eventDate, location: events.location })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!before) return null;
    const columns = eventColumns(values);
    const moved =
      before.eventDate.getTime() !== columns.eventDate.getTime() ||
      (before.location ?? '') !== (columns.location ?? '');
    const [event] = await tx
      .update(events)
      .set({
        ...columns,
        isActive: values.isActive,
        updatedAt: now,
        ...(moved ? { sequence: sql`${events.sequence} + 1` } : {}),
      })
      .where(eq(events.id, id))
      .returning();
    if (!event || !moved) return { moved: false, notified: 0 };
    const recipients = await tx
      .update(eventRegistrations)
      .set({
        eventDate: composeEventDate(formatWeekdayDate(event.eventDate), formatTime(event.eventDate)),
        eventLocation: event.location,
        reminderSentAt: null,
      })
      .where(and(eq(eventRegistrations.eventId, id), ne(eventRegistrations.status, 'cancelled')))
      .returning({ registrationId: eventRegistrations.id, email: eventRegistrations.email });
    // An event moved into the past or hidden tells nobody; its registrations still follow it.
    const tell = notify && event.isActive && event.eventDate.getTime() > now.getTime() && recipients.length > 0;
    if (tell) await enqueueMail(tx as Database, await notify({ event, previous: before, recipients }));
    return { moved: true, notified: tell ? recipients.length : 0 };
  });
}

/** A deleted event and who had registered for it: each of them is told it is cancelled. */
export interface DeletedEvent {
  title: string;
  eventDate: Date;
  /** The registrants' addresses, each once (as first typed, compared case-blind). */
  registrantEmails: string[];
}

/**
 * Deletes an event and answers whom to tell: the addresses registered for it, read in the same
 * transaction (the registrations stay, detached, as the record of who came). Null when there is
 * no such event.
 */
export async function deleteEvent(db: Database, id: string): Promise<DeletedEvent | null> {
  return db.transaction(async (tx) => {
    const registrants = await tx
      .select({ email: eventRegistrations.email })
      .from(eventRegistrations)
      // Registered or waiting (issue 50): who cancelled already knows they are not coming.
      .where(and(eq(eventRegistrations.eventId, id), ne(eventRegistrations.status, 'cancelled')))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
    const [deleted] = await tx
      .delete(events)
      .where(eq(events.id, id))
      .returning({ title: events.title, eventDate: events.eventDate });
    if (!deleted) return null;
    const byAddress = new Map<string, string>();
    for (const { email } of registrants)
      if (!byAddress.has(email.toLowerCase())) byAddress.set(email.toLowerCase(), email);
    return { ...deleted, registrantEmails: [...byAddress.values()] };
  });
}

/** An event's title by id (the CSV export's file name), or null when there is no such event. */
export async function findEventTitle(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, id));
  return row?.title ?? null;
}
