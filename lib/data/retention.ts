import 'server-only';

import { and, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '@/lib/db/client';
import {
  accountSignups,
  announcements,
  contactMessages,
  eventRegistrations,
  eventSubmissions,
  joinApplications,
  mailOutbox,
  messageReports,
  newsletterSubscribers,
  passwordResetTokens,
  siteMedia,
  staffLog,
  teamApplications,
} from '@/lib/db/schema';
import { deletedItemCutoff, RETENTION_DAYS } from '@/lib/privacy/retention';

import { expiredSignupsDue } from './account-signups';
import { purgeNewsletterDeliveries } from './newsletter-sending';
import { passwordResetTokensDue } from './password-reset';
import { staffLogDue } from './staff-log';

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
 * Rows one purge statement deletes at most. A first start on a database that has never been purged
 * (or after a long stop) may have tens of thousands of rows due: deleted in batches, each its own
 * short statement, so requests keep being served in between (on PGlite, where statements run one
 * after another, and on PostgreSQL, where one long delete would hold its locks and WAL).
 */
export const PURGE_BATCH_ROWS = 1_000;

type PurgedTable = PgTable & { id: AnyPgColumn };

/** Deletes every row of `table` matching `where`, `batchRows` at a time; answers how many went. */
async function deleteInBatches(db: Database, table: PurgedTable, where: SQL | undefined, batchRows: number) {
  let deleted = 0;
  for (;;) {
    const due = db.select({ id: table.id }).from(table).where(where).limit(batchRows);
    const rows = await db.delete(table).where(inArray(table.id, due)).returning({ id: table.id });
    deleted += rows.length;
    if (rows.length < batchRows) return deleted;
    // Let waiting requests run between two batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Deletes what the privacy page (/privatnost) says we keep no longer: submissions older than a
 * year, newsletter addresses never confirmed or unsubscribed for 30 days, mail the outbox
 * finished with 90 days ago, announcements and media items deleted (and so restorable) 30 days
 * ago, password-reset links a day after they were used or expired, sign-ups a day after their
 * link expired unconfirmed, the staff log's entries after two years, and who got a newsletter
 * issue 30 days after it was sent (its counts stay on its batches), in batches of `batchRows`
 * (a round stopped half-way is finished by the next). Returns how many rows went, per kind (for
 * the log).
 */
export async function purgeExpiredSubmissions(
  db: Database,
  now: Date,
  batchRows: number = PURGE_BATCH_ROWS,
): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const submissionsBefore = before(RETENTION_DAYS.submissions);
  const newsletterBefore = before(RETENTION_DAYS.newsletterInactive);
  const purged: Record<string, number> = {};
  for (const [kind, table] of Object.entries(SUBMISSION_TABLES)) {
    purged[kind] = await deleteInBatches(db, table, lt(table.createdAt, submissionsBefore), batchRows);
  }
  purged.newsletter = await deleteInBatches(
    db,
    newsletterSubscribers,
    or(
      and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.createdAt, newsletterBefore)),
      and(isNotNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, newsletterBefore)),
    ),
    batchRows,
  );
  purged.mail = await deleteInBatches(
    db,
    mailOutbox,
    and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, before(RETENTION_DAYS.sentMail))),
    batchRows,
  );
  const deletedBefore = deletedItemCutoff(now);
  purged.announcements = await deleteInBatches(
    db,
    announcements,
    lt(announcements.deletedAt, deletedBefore),
    batchRows,
  );
  purged.media = await deleteInBatches(db, siteMedia, lt(siteMedia.deletedAt, deletedBefore), batchRows);
  purged.passwordResets = await deleteInBatches(db, passwordResetTokens, passwordResetTokensDue(now), batchRows);
  purged.signups = await deleteInBatches(
    db,
    accountSignups,
    expiredSignupsDue(now, RETENTION_DAYS.expiredSignups),
    batchRows,
  );
  purged.staffLog = await deleteInBatches(db, staffLog, staffLogDue(now), batchRows);
  purged.newsletterDeliveries = await purgeNewsletterDeliveries(
    db,
    before(RETENTION_DAYS.newsletterDeliveries),
    batchRows,
  );
  return purged;
}
