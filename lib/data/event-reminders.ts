import 'server-only';

import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { eventRegistrations, events } from '@/lib/db/schema';

/*
 * The reminder a day before an event (issue 50, item 4; docs/forms.md "Event registration"): each
 * registered person once, whatever number of instances run the job. The claim is one statement
 * that picks due rows with `FOR UPDATE SKIP LOCKED` and sets `reminder_sent_at` on them, in the
 * transaction that also writes their mails to the outbox (lib/jobs/event-reminders.ts): a row is
 * either claimed and mailed by one run, or left for the next.
 */

/** How long before the start the reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** A registration whose reminder is due, with what its mail says. */
export interface DueReminder {
  registrationId: string;
  email: string;
  eventId: string;
  eventKey: string | null;
  title: string;
  eventDate: Date;
  location: string | null;
}

/**
 * Claims up to `limit` registrations to remind now: registered (not waiting, not cancelled), not
 * reminded yet, for an active event that starts within the next 24 hours. A registration made
 * within those 24 hours is left out: its confirmation is hours old. Rows another run holds are
 * skipped, and a row it has claimed meanwhile no longer matches (`reminder_sent_at` is re-checked
 * on the locked row), so two runs never claim one row.
 */
export async function claimDueReminders(db: Database, now: Date, limit: number): Promise<DueReminder[]> {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MS);
  const due = and(
    eq(eventRegistrations.status, 'registered'),
    isNull(eventRegistrations.reminderSentAt),
    eq(events.isActive, true),
    gt(events.eventDate, now),
    lte(events.eventDate, horizon),
    sql`${eventRegistrations.createdAt} < ${events.eventDate} - interval '24 hours'`,
  );
  const batch = db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(due)
    .orderBy(asc(events.eventDate), asc(eventRegistrations.arrival))
    .limit(limit)
    .for('update', { of: eventRegistrations, skipLocked: true });
  const rows = await db
    .update(eventRegistrations)
    .set({ reminderSentAt: now })
    .from(events)
    .where(and(eq(events.id, eventRegistrations.eventId), due, inArray(eventRegistrations.id, batch)))
    .returning({
      registrationId: eventRegistrations.id,
      email: eventRegistrations.email,
      eventId: events.id,
      eventKey: events.eventKey,
      title: events.title,
      eventDate: events.eventDate,
      location: events.location,
    });
  return rows;
}
