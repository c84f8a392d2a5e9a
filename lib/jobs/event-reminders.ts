import 'server-only';

import type { Database } from '@/lib/db/client';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { claimDueReminders } from '@/lib/data/event-reminders';
import { registrationCancelUrl } from '@/lib/events/registration-mail';
import { eventCalendarPath } from '@/lib/events/paths';
import { composeEventDate } from '@/lib/events/registration';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { log } from '@/lib/log';
import type { MailSettings } from '@/lib/mail/config';
import { eventReminderMail } from '@/lib/mail/event-templates';
import { enqueueMail } from '@/lib/mail/outbox';

/** How often the job looks for reminders to send; a reminder may come up to this much late. */
export const EVENT_REMINDER_CHECK_INTERVAL_MS = 5 * 60_000;

/** Registrations one claim takes at most: a large event goes out in short transactions. */
export const EVENT_REMINDER_BATCH = 200;

/**
 * Writes `event.reminder` to the outbox for every registered person of an event that starts within
 * 24 hours and was not reminded yet (date, place, the `.ics` and their own cancel link), `batch` at
 * a time. Each batch's claim and mails commit together (`claimDueReminders`), so with any number
 * of instances each person is reminded exactly once, and a failed write leaves its rows for the
 * next run. Returns how many were queued.
 */
export async function queueEventReminders(
  db: Database,
  settings: MailSettings,
  now: Date,
  batch: number = EVENT_REMINDER_BATCH,
): Promise<number> {
  // Read once before the transactions, so signing the links inside them costs no statement.
  await readLinkSigningKey(db);
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await claimDueReminders(tx as Database, now, batch);
      if (due.length === 0) return 0;
      const mails = await Promise.all(
        due.map(async (row) =>
          eventReminderMail(settings, {
            email: row.email,
            event: {
              title: row.title,
              date: composeEventDate(formatWeekdayDate(row.eventDate), formatTime(row.eventDate)) ?? '',
              location: row.location,
              calendarPath: eventCalendarPath({ id: row.eventId, eventKey: row.eventKey }),
            },
            cancelUrl: await registrationCancelUrl(
              tx as Database,
              settings,
              row.registrationId,
              row.eventDate.toISOString(),
              now,
            ),
          }),
        ),
      );
      await enqueueMail(tx as Database, mails);
      return due.length;
    });
    queued += claimed;
    if (claimed < batch) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (queued > 0) log.info('events.reminders_queued', { count: queued });
  return queued;
}
