import 'server-only';

import { asc, desc, eq } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations, events, eventSubmissions, type EventRow } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import type { EventCreateValues } from '@/lib/validation/admin-events';

import { CACHE_TAGS } from './cache-tags';
import { cachedPublicRead } from './cached';

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

/** An event row shaped for pages: dates as ISO strings, nothing admins alone need. */
function publicEventOf(row: EventRow): PublicEvent {
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

/** Active events ordered by date (spec public-site §7), shaped for pages. */
export async function queryActiveEvents(db: Database): Promise<PublicEvent[]> {
  const rows = await db.select().from(events).where(eq(events.isActive, true)).orderBy(asc(events.eventDate));
  return rows.map(publicEventOf);
}

/** Cached for every visitor; split into upcoming and past at request time with `splitEvents`. */
export const listActiveEvents = cachedPublicRead(CACHE_TAGS.events, 'events:active', async () =>
  queryActiveEvents(await getDb()),
);

/** An event as the admin 'Događaji' tab lists and edits it. */
export interface AdminEvent extends PublicEvent {
  isActive: boolean;
  /** The proposal this event was drafted from ('Predlozi'), if any. */
  submissionId: string | null;
  /** Who proposed it, for the card's credit (null for events the team made). */
  proposedBy: string | null;
}

/** Every event, active or not, newest date first (spec platform §7). */
export async function listAllEvents(db: Database): Promise<AdminEvent[]> {
  const rows = await db
    .select({ event: events, proposedBy: eventSubmissions.submitterName })
    .from(events)
    .leftJoin(eventSubmissions, eq(eventSubmissions.id, events.submissionId))
    .orderBy(desc(events.eventDate));
  return rows.map(({ event, proposedBy }) => ({
    ...publicEventOf(event),
    isActive: event.isActive,
    submissionId: event.submissionId,
    proposedBy,
  }));
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

/** Updates an event's form fields and its active flag; false when the event is gone. */
export async function updateEvent(
  db: Database,
  id: string,
  values: EventCreateValues & { isActive: boolean },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(events)
    .set({ ...eventColumns(values), isActive: values.isActive, updatedAt: now })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  return updated.length > 0;
}

/** Deletes an event; its registrations stay, with the event's title and date copied in them. */
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
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(asc(eventRegistrations.createdAt));
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
