import 'server-only';

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { revalidatePublicTags } from '@/lib/data/revalidate';
import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations, events, type EventRow } from '@/lib/db/schema';
import { sanitizeText } from '@/lib/security/sanitize';
import type { EventReference } from '@/lib/validation/event-registration';
import { isUuid, LIMITS } from '@/lib/validation/shared';

import { eventCalendarPath } from './paths';
import { formatEventDate, formatEventTime, spotsLeft } from './schedule';

/** An event one can register for: one of ours from the database, or one described by its link. */
export type RegistrationEvent =
  | {
      source: 'database';
      id: string;
      key: string | null;
      title: string;
      /** ISO instant of the start. */
      startsAt: string;
      /** 'date u time' in Serbian, as stored with the registration (spec §3). */
      eventDate: string;
      location: string | null;
      description: string | null;
      maxParticipants: number | null;
      currentParticipants: number;
      /** Places left, or null without a limit. */
      spotsLeft: number | null;
      /** Registration is open until the event starts. */
      isOpen: boolean;
      /** Path of the event's calendar file. */
      calendarPath: string;
    }
  | {
      source: 'link';
      title: string;
      eventDate: string | null;
      location: string | null;
      description: string | null;
    };

/** 'date u time' (spec §3), or whichever of the two is given; null when neither. */
export function composeEventDate(date?: string | null, time?: string | null): string | null {
  const day = date?.trim() ?? '';
  const hour = time?.trim() ?? '';
  if (day && hour) return `${day} u ${hour}`;
  return day || hour || null;
}

/** An active event by its id or by its key (links use either). */
export async function findActiveEvent(db: Database, reference: string): Promise<EventRow | null> {
  const ref = reference.trim();
  if (ref === '') return null;
  const match = isUuid(ref) ? eq(events.id, ref.toLowerCase()) : eq(events.eventKey, ref);
  const [row] = await db.select().from(events).where(and(match, eq(events.isActive, true))).limit(1);
  return row ?? null;
}

function fromRow(row: EventRow, now: Date): RegistrationEvent {
  return {
    source: 'database',
    id: row.id,
    key: row.eventKey,
    title: row.title,
    startsAt: row.eventDate.toISOString(),
    eventDate: composeEventDate(formatEventDate(row.eventDate), formatEventTime(row.eventDate)) ?? '',
    location: row.location,
    description: row.description ?? row.shortDescription,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    spotsLeft: spotsLeft(row),
    isOpen: row.eventDate.getTime() > now.getTime(),
    calendarPath: eventCalendarPath(row),
  };
}

/** Text from a link: sanitised like any submitted text and cut to a sane length; null when empty. */
function linkText(value: string | undefined, max: number): string | null {
  const text = sanitizeText(value ?? '').slice(0, max);
  return text === '' ? null : text;
}

/**
 * The event a registration page or submission is about (spec §2): `event` names one of ours by id
 * or key; otherwise `title` (with date, time, location, description) describes one from its link.
 * Null when neither resolves: the page shows 'Događaj nije pronađen'.
 */
export async function resolveRegistrationEvent(db: Database, reference: EventReference, now: Date = new Date()): Promise<RegistrationEvent | null> {
  if (reference.event) {
    const row = await findActiveEvent(db, reference.event);
    if (row) return fromRow(row, now);
  }
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

/** `resolveRegistrationEvent` on the app's database, for the registration page. */
export async function getRegistrationEvent(reference: EventReference, now: Date = new Date()): Promise<RegistrationEvent | null> {
  return resolveRegistrationEvent(await getDb(), reference, now);
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
  | { status: 'duplicate' }
  | { status: 'full' }
  | { status: 'closed' };

/** The key that makes one registration per e-mail per event a database rule. */
export function registrationDedupeKey(event: RegistrationEvent, email: string): string {
  const address = email.toLowerCase();
  if (event.source === 'database') return `event:${event.id}:${address}`;
  return `link:${event.title.toLowerCase()}|${(event.eventDate ?? '').toLowerCase()}:${address}`;
}

class EventFull extends Error {}

/**
 * Stores a registration. For one of our events, inserting the row and taking a place happen in
 * one transaction: the place is taken by a conditional increment (`current < max`), which Postgres
 * serialises on the event's row, so concurrent registrations never overbook; when no place is
 * left the insert is rolled back. A second registration with the same e-mail is refused by the
 * unique dedupe key, before any place is taken. A place taken changes the spots left that /events
 * and the home page show, so their cached event list is revalidated.
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

  let outcome: RegistrationOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values(values)
        .onConflictDoNothing({ target: eventRegistrations.dedupeKey })
        .returning({ id: eventRegistrations.id });
      if (!inserted) return { status: 'duplicate' } as const;

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
      return { status: 'registered', registrationId: inserted.id } as const;
    });
  } catch (error) {
    if (error instanceof EventFull) return { status: 'full' };
    throw error;
  }
  if (outcome.status === 'registered' && event.source === 'database') revalidatePublicTags([CACHE_TAGS.events]);
  return outcome;
}
