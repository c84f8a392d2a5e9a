import 'server-only';

import { and, asc, count, eq, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { eventRegistrations } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/types';
import { substringPattern } from '@/lib/members/search';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import { isUuid } from '@/lib/validation/shared';

import { cancelRegistration, type CancelOutcome, type PromotionMail } from './event-registrations';
import { findEventTitle } from './events';

/*
 * An event's attendees as its organisers see them on /admin/events/{id} (issue 50, item 5;
 * docs/admin.md "Događaji"): each registration with its status and waitlist position, counts per
 * status, a search by name or address, removing a person, and the recipients of a message.
 */

export const ATTENDEE_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/**
 * The page's status filter: every row, one status, or 'checked-in' (registered and checked in at
 * the door, item 6), which is not a status of its own.
 */
export type AttendeeFilter = AttendeeStatus | 'all' | 'checked-in';

const FILTERS: readonly string[] = [...ATTENDEE_STATUSES, 'checked-in'];

export function attendeeFilterFrom(value: string | string[] | undefined): AttendeeFilter {
  const text = Array.isArray(value) ? value[0] : value;
  return FILTERS.includes(text ?? '') ? (text as AttendeeFilter) : 'all';
}

/** The rows a filter keeps (undefined: all of the event's). */
function filterCondition(filter: AttendeeFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'checked-in')
    return and(eq(eventRegistrations.status, 'registered'), isNotNull(eventRegistrations.checkedInAt));
  return eq(eventRegistrations.status, filter);
}

/** One registration on the attendee list. */
export interface EventAttendee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  status: AttendeeStatus;
  /** The place in line (1 = next) while waitlisted; null otherwise. */
  position: number | null;
  /** 'member': a signed-in member's 'Prijavi se'; 'form': the public form. */
  source: 'member' | 'form';
  /** ISO instant. */
  createdAt: string;
  /** ISO instant, when cancelled. */
  cancelledAt: string | null;
  /** ISO instant it was checked in at the door (item 6), null when not (or undone). */
  checkedInAt: string | null;
}

/** How many are registered, waitlisted and cancelled, and how many of the registered checked in. */
export type AttendeeCounts = Record<AttendeeStatus | 'checkedIn', number>;

/** How many registrations of the event are in each status, and checked in (one GROUP BY). */
export async function countEventAttendees(db: Database, eventId: string): Promise<AttendeeCounts> {
  const rows = await db
    .select({ status: eventRegistrations.status, n: count(), checkedIn: count(eventRegistrations.checkedInAt) })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.status);
  const counts: AttendeeCounts = { registered: 0, waitlisted: 0, cancelled: 0, checkedIn: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as AttendeeStatus] = row.n;
    // A cancellation keeps the row's check-in time; only the registered count as arrived.
    if (row.status === 'registered') counts.checkedIn = row.checkedIn;
  }
  return counts;
}

/**
 * The search: the folded query as a substring of the folded full name or of the address (the
 * fold of lib/format/fold.ts, SQL's `search_fold`). It runs over one event's rows only, which the
 * index `event_registrations_event_order_idx` finds: bounded by the event, not the table.
 */
export function attendeeSearch(query: string): SQL | undefined {
  const pattern = substringPattern(query);
  if (pattern === null) return undefined;
  if (pattern === false) return sql`false`;
  return or(
    like(sql`search_fold(${eventRegistrations.firstName} || ' ' || ${eventRegistrations.lastName})`, pattern),
    like(sql`search_fold(${eventRegistrations.email})`, pattern),
  );
}

/** Attendees per page of the event's page in the panel. */
export const ATTENDEES_PAGE_SIZE = 50;

/**
 * One page of an event's registrations, first come first (as the CSV), filtered by status and by
 * the search, each with its status, source and (waitlisted) position in line. The position is
 * counted on the event's waitlist index, so a search never changes anyone's number.
 */
export async function queryEventAttendees(
  db: Database,
  eventId: string,
  { page, query = '', status = 'all' }: { page: number; query?: string; status?: AttendeeFilter },
): Promise<Page<EventAttendee>> {
  const where = and(eq(eventRegistrations.eventId, eventId), filterCondition(status), attendeeSearch(query));
  const { limit, offset } = pageWindow(page, ATTENDEES_PAGE_SIZE);
  const ahead = sql`(select count(*) from event_registrations as ahead
    where ahead.event_id = ${eventRegistrations.eventId} and ahead.status = 'waitlisted'
    and ahead.arrival <= ${eventRegistrations.arrival})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: eventRegistrations.id,
        firstName: eventRegistrations.firstName,
        lastName: eventRegistrations.lastName,
        email: eventRegistrations.email,
        phone: eventRegistrations.phone,
        company: eventRegistrations.company,
        status: eventRegistrations.status,
        position: sql<number | null>`case when ${eventRegistrations.status} = 'waitlisted' then ${ahead} end`,
        memberId: eventRegistrations.memberId,
        createdAt: eventRegistrations.createdAt,
        cancelledAt: eventRegistrations.cancelledAt,
        checkedInAt: eventRegistrations.checkedInAt,
      })
      .from(eventRegistrations)
      .where(where)
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(eventRegistrations).where(where),
  ]);
  return pageOf(
    rows.map(({ memberId, position, createdAt, cancelledAt, checkedInAt, status: rowStatus, ...row }) => ({
      ...row,
      status: rowStatus as AttendeeStatus,
      position: position === null ? null : Number(position),
      source: memberId ? 'member' : 'form',
      createdAt: createdAt.toISOString(),
      cancelledAt: cancelledAt?.toISOString() ?? null,
      checkedInAt: checkedInAt?.toISOString() ?? null,
    })),
    counted?.total ?? 0,
    page,
    ATTENDEES_PAGE_SIZE,
  );
}

export type RemoveOutcome = CancelOutcome | { outcome: 'other_event' };

/**
 * 'Ukloni' of an organiser: cancels the registration like its owner's own cancel would
 * (`cancelRegistration`: under the event's lock, the freed place goes to the first in line in the
 * same transaction, whose mail is queued with it). Only a registration of `eventId`.
 */
export async function removeAttendee(
  db: Database,
  eventId: string,
  registrationId: string,
  now: Date,
  mail?: PromotionMail,
): Promise<RemoveOutcome> {
  if (!isUuid(registrationId)) return { outcome: 'unknown' };
  const [row] = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) return { outcome: 'unknown' };
  if (row.eventId !== eventId) return { outcome: 'other_event' };
  return cancelRegistration(db, registrationId, now, mail);
}

/** Who a message to the event's attendees reaches: the registered, and with `includeWaitlist` the waitlisted. */
function recipientCondition(eventId: string, includeWaitlist: boolean): SQL | undefined {
  return and(
    eq(eventRegistrations.eventId, eventId),
    includeWaitlist ? ne(eventRegistrations.status, 'cancelled') : eq(eventRegistrations.status, 'registered'),
  );
}

/** How many addresses a message would reach (each address once, compared case-blind). */
export async function countAttendeeRecipients(
  db: Database,
  eventId: string,
  includeWaitlist: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct lower(${eventRegistrations.email}))`.mapWith(Number) })
    .from(eventRegistrations)
    .where(recipientCondition(eventId, includeWaitlist));
  return row?.n ?? 0;
}

/** Outbox rows per insert statement. */
const MAIL_INSERT_BATCH = 500;

export type AttendeeMessageOutcome =
  | { outcome: 'queued'; recipients: number }
  /** The number of recipients is no longer the one the organiser confirmed: nothing queued. */
  | { outcome: 'changed'; recipients: number };

/**
 * Queues one mail per recipient address (registered, and with `includeWaitlist` the waitlisted;
 * each address once) in one transaction: the recipients are read under a share lock on the event's
 * row, so no registration or cancellation slips in between the count the organiser confirmed and
 * the mails, and either every mail is in the outbox or none is.
 */
export async function queueAttendeeMessage(
  db: Database,
  eventId: string,
  { includeWaitlist, expected }: { includeWaitlist: boolean; expected: number },
  build: (addresses: string[]) => MailMessage[],
): Promise<AttendeeMessageOutcome> {
  return db.transaction(async (tx) => {
    // Registrations and cancellations lock the event's row FOR UPDATE: a share lock waits for them.
    await tx.execute(sql`select 1 from events where id = ${eventId} for share`);
    const rows = await tx
      .selectDistinctOn([sql`lower(${eventRegistrations.email})`], { email: eventRegistrations.email })
      .from(eventRegistrations)
      .where(recipientCondition(eventId, includeWaitlist))
      .orderBy(sql`lower(${eventRegistrations.email})`, asc(eventRegistrations.arrival));
    if (rows.length !== expected) return { outcome: 'changed', recipients: rows.length } as const;
    const mails = build(rows.map((row) => row.email));
    // In slices, so an event of thousands stays far below a statement's parameter limit.
    for (let start = 0; start < mails.length; start += MAIL_INSERT_BATCH)
      await enqueueMail(tx as Database, mails.slice(start, start + MAIL_INSERT_BATCH));
    return { outcome: 'queued', recipients: rows.length } as const;
  });
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/events/[id]: the event's title (null: no such event), its counts and a page of its registrations. */
export async function readEventAttendeesPage(
  eventId: string,
  filter: { page: number; query?: string; status?: AttendeeFilter },
): Promise<{ title: string | null; counts: AttendeeCounts; attendees: Page<EventAttendee> }> {
  const db = await getDb();
  const [title, counts, attendees] = await Promise.all([
    findEventTitle(db, eventId),
    countEventAttendees(db, eventId),
    queryEventAttendees(db, eventId, filter),
  ]);
  return { title, counts, attendees };
}
