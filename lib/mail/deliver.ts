import 'server-only';

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { log } from '@/lib/log';

import {
  PURGED_MAIL_BODY,
  SECRET_BEARING_TEMPLATES,
  type MailTemplate,
  type MailTransport,
  type OutboxMail,
} from './types';

/** After this many failed attempts a message is marked failed and left for an admin. */
export const MAX_MAIL_ATTEMPTS = 8;

/** How long a claimed message is hidden from other workers while it is being sent. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * The body columns of a mail that has left the outbox for good (sent, or given up on): a mail that
 * carried a one-time link keeps only a note, so the outbox never holds a usable token.
 */
function finalBody(template: MailTemplate) {
  return SECRET_BEARING_TEMPLATES.has(template) ? { textBody: PURGED_MAIL_BODY, htmlBody: null } : {};
}

/** Wait before the next attempt: 1, 2, 4 … minutes after each failure, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliverOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  now?: Date;
  batchSize?: number;
}

/**
 * Sends every pending message that is due, oldest first, in batches. Each batch is claimed with one
 * `update … where id in (select … for update skip locked)`: the claim counts the attempt and pushes
 * the message's next attempt out by a lease, so two app instances never send the same message
 * and a crash mid-send only delays it. A failure records the error and schedules a retry with
 * exponential backoff; the message is never dropped.
 */
export async function deliverDueMail({
  db,
  transport,
  from,
  now = new Date(),
  batchSize = 20,
}: DeliverOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let round = 0; round < 10; round += 1) {
    const batch = await claimDueMail(db, now, batchSize);
    if (batch.length === 0) break;
    for (const mail of batch) {
      try {
        await transport.send(mail, from);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null, ...finalBody(mail.template) })
          .where(eq(mailOutbox.id, mail.id));
        report.sent += 1;
      } catch (error) {
        const giveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
            ...(giveUp ? finalBody(mail.template) : {}),
          })
          .where(eq(mailOutbox.id, mail.id));
        log.warn('mail.delivery_failed', {
          outboxId: mail.id,
          transport: transport.name,
          attempts: mail.attempts,
          giveUp,
          error,
        });
        if (giveUp) report.failed += 1;
        else report.retried += 1;
      }
    }
    if (batch.length < batchSize) break;
  }
  return report;
}

async function claimDueMail(db: Database, now: Date, batchSize: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.map((row) => ({
    id: row.id,
    to: row.toAddresses,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    replyTo: row.replyTo,
    template: row.template as MailTemplate,
    attempts: row.attempts,
  }));
}
