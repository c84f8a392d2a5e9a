import 'server-only';

import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import {
  announcements,
  contactMessages,
  eventRegistrations,
  eventSubmissions,
  joinApplications,
  mailOutbox,
  messageReports,
  newsletterSubscribers,
  siteMedia,
  teamApplications,
} from '@/lib/db/schema';
import { deletedItemCutoff, RETENTION_DAYS } from '@/lib/privacy/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What visitors and members submitted, kept for `RETENTION_DAYS.submissions` from its creation. */
const SUBMISSION_TABLES = {
  contact: contactMessages,
  join: joinApplications,
  team: teamApplications,
  suggestions: eventSubmissions,
  registrations: eventRegistrations,
  reports: messageReports,
} as const;

/**
 * Deletes what the privacy page (/privatnost) says we keep no longer: submissions older than a
 * year, newsletter addresses never confirmed or unsubscribed for 30 days, mail the outbox
 * finished with 90 days ago, and announcements and media items deleted (and so restorable) 30 days
 * ago. Returns how many rows went, per kind (for the log).
 */
export async function purgeExpiredSubmissions(db: Database, now: Date): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const submissionsBefore = before(RETENTION_DAYS.submissions);
  const newsletterBefore = before(RETENTION_DAYS.newsletterInactive);
  return db.transaction(async (tx) => {
    const purged: Record<string, number> = {};
    for (const [kind, table] of Object.entries(SUBMISSION_TABLES)) {
      const rows = await tx.delete(table).where(lt(table.createdAt, submissionsBefore)).returning({ id: table.id });
      purged[kind] = rows.length;
    }
    const newsletter = await tx
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
      .returning({ id: newsletterSubscribers.id });
    const mail = await tx
      .delete(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, before(RETENTION_DAYS.sentMail))),
      )
      .returning({ id: mailOutbox.id });
    const deletedBefore = deletedItemCutoff(now);
    const oldAnnouncements = await tx
      .delete(announcements)
      .where(lt(announcements.deletedAt, deletedBefore))
      .returning({ id: announcements.id });
    const oldMedia = await tx
      .delete(siteMedia)
      .where(lt(siteMedia.deletedAt, deletedBefore))
      .returning({ id: siteMedia.id });
    return {
      ...purged,
      newsletter: newsletter.length,
      mail: mail.length,
      announcements: oldAnnouncements.length,
      media: oldMedia.length,
    };
  });
}
