import 'server-only';

import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations, events } from '@/lib/db/schema';
import type { Script } from '@/lib/i18n/script';
import { storedTextIn } from '@/lib/i18n/texts';
import { isUuid } from '@/lib/validation/shared';

import { attendeeSearch, type AttendeeStatus } from './event-attendees';
import { findEventTitle } from './events';

/*
 * Check-in at the door (issue 50, item 6; docs/admin.md "Ulaz"): an organiser finds a registered
 * person by name or address and marks them as arrived, or takes it back. Only a 'registered' row
 * can be checked in. A check-in is one conditional UPDATE (`… where checked_in_at is null`): two
 * organisers tapping the same person at once both reach the row, the second waits for the first's
 * row lock, finds the column set when it re-reads the row, and changes nothing; so the arrived
 * count never counts anyone twice, on PGlite or on any number of instances over PostgreSQL.
 */

/** 'Stiglo: X / Prijavljeno: Y'. */
export interface CheckInCounts {
  /** Registered and checked in. */
  arrived: number;
  /** Registered (holding a place). */
  registered: number;
}

/** The arrived and registered counts of one event (one statement over the event's rows). */
export async function countCheckIns(db: Database, eventId: string): Promise<CheckInCounts> {
  const registered = eq(eventRegistrations.status, 'registered');
  const [row] = await db
    .select({
      registered: count(sql`case when ${registered} then 1 end`),
      arrived: count(sql`case when ${registered} and ${isNotNull(eventRegistrations.checkedInAt)} then 1 end`),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return { arrived: row?.arrived ?? 0, registered: row?.registered ?? 0 };
}

/** One person on the check-in page. */
export interface CheckInPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: AttendeeStatus;
  /** ISO instant, or null while not checked in. */
  checkedInAt: string | null;
}

/** The most people one search shows: the door needs the one in front of it, not a list. */
export const CHECK_IN_RESULTS = 20;

const personColumns = {
  id: eventRegistrations.id,
  firstName: eventRegistrations.firstName,
  lastName: eventRegistrations.lastName,
  email: eventRegistrations.email,
  status: eventRegistrations.status,
  checkedInAt: eventRegistrations.checkedInAt,
};

function toPerson(row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  checkedInAt: Date | null;
}): CheckInPerson {
  return { ...row, status: row.status as AttendeeStatus, checkedInAt: row.checkedInAt?.toISOString() ?? null };
}

/**
 * The people of an event whose name or address holds the query (the attendees page's folded
 * search, in SQL over the event's own rows), the registered first, then by name; at most
 * `CHECK_IN_RESULTS`, with how many match in all. An empty query lists the event from the top.
 */
export async function searchCheckIn(
  db: Database,
  eventId: string,
  query: string,
): Promise<{ people: CheckInPerson[]; total: number }> {
  const where = and(eq(eventRegistrations.eventId, eventId), attendeeSearch(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select(personColumns)
      .from(eventRegistrations)
      .where(where)
      .orderBy(
        sql`${eventRegistrations.status} <> 'registered'`,
        asc(eventRegistrations.lastName),
        asc(eventRegistrations.firstName),
        asc(eventRegistrations.id),
      )
      .limit(CHECK_IN_RESULTS),
    db.select({ total: count() }).from(eventRegistrations).where(where),
  ]);
  return { people: rows.map(toPerson), total: counted?.total ?? 0 };
}

/** One registration with its event, for the page a check-in code opens (staff only). */
export interface CheckInCard extends CheckInPerson {
  eventId: string;
  eventTitle: string;
  /** ISO instant the event starts. */
  startsAt: string;
  location: string | null;
}

/** The registration a check-in code names, with its event; null when unknown or not one of our events. */
export async function getCheckInCard(db: Database, registrationId: string): Promise<CheckInCard | null> {
  if (!isUuid(registrationId)) return null;
  const [row] = await db
    .select({
      ...personColumns,
      eventId: events.id,
      eventTitle: events.title,
      eventDate: events.eventDate,
      location: events.location,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId.toLowerCase()));
  if (!row) return null;
  const { eventDate, ...rest } = row;
  return { ...rest, ...toPerson(row), startsAt: eventDate.toISOString() };
}

export type CheckInOutcome =
  | { outcome: 'checked_in'; at: Date }
  /** Somebody checked this person in first (or a second tap): nothing changed. */
  | { outcome: 'already'; at: Date }
  /** Waitlisted or cancelled: only a registered person comes in. */
  | { outcome: 'not_registered'; status: AttendeeStatus }
  /** No such registration of this event. */
  | { outcome: 'unknown' };

const ofEvent = (eventId: string, registrationId: string) =>
  and(eq(eventRegistrations.id, registrationId.toLowerCase()), eq(eventRegistrations.eventId, eventId.toLowerCase()));

/** When nothing was updated: why (read after the statement, so it sees the winner's commit). */
async function whyNot(db: Database, eventId: string, registrationId: string) {
  const [row] = await db
    .select({ status: eventRegistrations.status, checkedInAt: eventRegistrations.checkedInAt })
    .from(eventRegistrations)
    .where(ofEvent(eventId, registrationId));
  return row ?? null;
}

/** An undo can slip in between the update and the read that explains it; so few tries suffice. */
const CHECK_IN_TRIES = 3;

/**
 * Marks a registered person of `eventId` as arrived, by the organiser `staffId`, exactly once: a
 * conditional UPDATE that only a registered, not yet checked-in row passes.
 */
export async function checkInRegistration(
  db: Database,
  eventId: string,
  registrationId: string,
  staffId: string,
  now: Date,
): Promise<CheckInOutcome> {
  if (!isUuid(eventId) || !isUuid(registrationId)) return { outcome: 'unknown' };
  for (let attempt = 0; attempt < CHECK_IN_TRIES; attempt += 1) {
    const [done] = await db
      .update(eventRegistrations)
      .set({ checkedInAt: now, checkedInBy: staffId })
      .where(
        and(
          ofEvent(eventId, registrationId),
          eq(eventRegistrations.status, 'registered'),
          isNull(eventRegistrations.checkedInAt),
        ),
      )
      .returning({ at: eventRegistrations.checkedInAt });
    if (done?.at) return { outcome: 'checked_in', at: done.at };
    const row = await whyNot(db, eventId, registrationId);
    if (!row) return { outcome: 'unknown' };
    if (row.status !== 'registered') return { outcome: 'not_registered', status: row.status as AttendeeStatus };
    if (row.checkedInAt) return { outcome: 'already', at: row.checkedInAt };
    // Checked in and undone between the two statements: try again.
  }
  return { outcome: 'unknown' };
}

export type UndoCheckInOutcome = { outcome: 'undone' } | { outcome: 'not_checked_in' } | { outcome: 'unknown' };

/** 'Poništi': the person is no longer marked as arrived (once: a second undo changes nothing). */
export async function undoCheckIn(db: Database, eventId: string, registrationId: string): Promise<UndoCheckInOutcome> {
  if (!isUuid(eventId) || !isUuid(registrationId)) return { outcome: 'unknown' };
  const [done] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: null, checkedInBy: null })
    .where(and(ofEvent(eventId, registrationId), isNotNull(eventRegistrations.checkedInAt)))
    .returning({ id: eventRegistrations.id });
  if (done) return { outcome: 'undone' };
  return (await whyNot(db, eventId, registrationId)) ? { outcome: 'not_checked_in' } : { outcome: 'unknown' };
}

/** The longest search kept. */
export const CHECK_IN_QUERY_MAX = 100;

/** What the check-in page reads: the counts and the people its search finds. */
export interface CheckInState {
  counts: CheckInCounts;
  people: CheckInPerson[];
  /** How many match in all (the page shows at most `CHECK_IN_RESULTS`). */
  total: number;
}

/** The counts and one search of the check-in page, read together. */
export async function readCheckInState(db: Database, eventId: string, query: string): Promise<CheckInState> {
  const [counts, found] = await Promise.all([countCheckIns(db, eventId), searchCheckIn(db, eventId, query)]);
  return { counts, ...found };
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/events/[id]/ulaz: the event's title (null: no such event) and the check-in counts. */
export async function readCheckInPage(
  eventId: string,
  script: Script,
): Promise<{ title: string | null; state: CheckInState }> {
  const db = await getDb();
  const [title, state] = await Promise.all([findEventTitle(db, eventId), readCheckInState(db, eventId, '')]);
  return { title, state: namesIn(script, state) };
}

/** `/admin/events/[id]/ulaz/stanje`: the counts and the people a search finds, named as the page does. */
export async function readCheckInScreen(eventId: string, query: string, script: Script): Promise<CheckInState> {
  return namesIn(script, await readCheckInState(await getDb(), eventId, query));
}

/** The people's names as a page in `script` displays them: the first read and every later one alike. */
function namesIn(script: Script, state: CheckInState): CheckInState {
  if (script === 'lat') return state;
  const shown = storedTextIn(script);
  return {
    ...state,
    people: state.people.map((person) => ({
      ...person,
      firstName: shown(person.firstName),
      lastName: shown(person.lastName),
    })),
  };
}
