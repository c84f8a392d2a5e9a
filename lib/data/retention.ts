import 'server-only';

import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import {
  contactMessages,
  eventRegistrations,
  eventSubmissions,
  joinApplications,
  mailOutbox,
  messageReports,
  newsletterSubscribers,
  teamApplications,
} from '@/lib/db/schema';
import { RETENTION_DAYS } from '@/lib/privacy/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what the privacy page (/privatnost) says we keep no longer: submissions older than a
 * year, newsletter addresses never confirmed or unsubscribed for 30 days, and mail the outbox
 * finished with 90 days ago. Returns how many rows went, per kind (for the log).
 */
export async function purgeExpiredSubmissions(db: Database, now: Date): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const submissionsBefore = before(RETENTION_DAYS.submissions);
  const newsletterBefore = before(RETENTION_DAYS.newsletterInactive);
  const count = (rows: unknown[]) => rows.length;
  return db.transaction(async (tx) => ({
    contact: count(
      await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, submissionsBefore))
        .returning({ id: contactMessages.id }),
    ),
    join: count(
      await tx
        .delete(joinApplications)
        .where(lt(joinApplications.createdAt, submissionsBefore))
        .returning({ id: joinApplications.id }),
    ),
    team: count(
      await tx
        .delete(teamApplications)
        .where(lt(teamApplications.createdAt, submissionsBefore))
        .returning({ id: teamApplications.id }),
    ),
    suggestions: count(
      await tx
        .delete(eventSubmissions)
        .where(lt(eventSubmissions.createdAt, submissionsBefore))
        .returning({ id: eventSubmissions.id }),
    ),
    registrations: count(
      await tx
        .delete(eventRegistrations)
        .where(lt(eventRegistrations.createdAt, submissionsBefore))
        .returning({ id: eventRegistrations.id }),
    ),
    reports: count(
      await tx
        .delete(messageReports)
        .where(lt(messageReports.createdAt, submissionsBefore))
        .returning({ id: messageReports.id }),
    ),
    newsletter: count(
      await tx
        .delete(newsletterSubscribers)
        .where(
          or(
            and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.createdAt, newsletterBefore)),
            and(
              isNotNull(newsletterSubscribers.unsubscribedAt),
              lt(newsletterSubscribers.unsubscribedAt, newsletterBefore),
            ),
          ),
        )
        .returning({ id: newsletterSubscribers.id }),
    ),
    mail: count(
      await tx
        .delete(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, ['sent', 'failed']),
            lt(mailOutbox.createdAt, before(RETENTION_DAYS.sentMail)),
          ),
        )
        .returning({ id: mailOutbox.id }),
    ),
  }));
}
