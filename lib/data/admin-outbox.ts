import 'server-only';

import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { getMailTransport } from '@/lib/mail/config';
import { SECRET_BEARING_TEMPLATES } from '@/lib/mail/types';

/** The outbox as admins see it: each e-mail's delivery state. */
export const OUTBOX_FILTERS = ['all', 'pending', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

export interface OutboxItem {
  id: string;
  template: string;
  subject: string;
  to: string[];
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
  /** The text body; null when it carries a secret or was purged after delivery. */
  body: string | null;
}

/**
 * The text body, or null for templates whose body carries a secret link (SECRET_BEARING_TEMPLATES,
 * the same list delivery purges): whoever sees the panel must not be able to confirm someone
 * else's address. The one exception is `revealUnsentAccountLinks` (embedded mode, no mail provider): an
 * account confirmation that can never be delivered stays readable while it waits, so whoever runs
 * the site can finish a sign-up (issue #25); once delivered its body is purged anyway.
 */
function visibleBody(revealUnsentAccountLinks: boolean) {
  const hidden = revealUnsentAccountLinks
    ? sql`${inArray(mailOutbox.template, [...SECRET_BEARING_TEMPLATES])} and not (${mailOutbox.template} = 'account.confirm' and ${mailOutbox.status} = 'pending')`
    : inArray(mailOutbox.template, [...SECRET_BEARING_TEMPLATES]);
  return sql<string | null>`case when ${hidden} then null else ${mailOutbox.textBody} end`;
}

export async function queryOutbox(
  db: Database,
  {
    filter,
    limit,
    revealUnsentAccountLinks = false,
  }: { filter: OutboxFilter; limit: number; revealUnsentAccountLinks?: boolean },
): Promise<{ items: OutboxItem[]; total: number }> {
  const where = filter === 'all' ? undefined : eq(mailOutbox.status, filter);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        template: mailOutbox.template,
        subject: mailOutbox.subject,
        to: mailOutbox.toAddresses,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
        body: visibleBody(revealUnsentAccountLinks),
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit),
    db.$count(mailOutbox, where),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      ...row,
      status: row.status as OutboxItem['status'],
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      body: row.body?.trim() ? row.body : null,
    })),
  };
}

/** The outbox page: unsent account links are shown only while no mail provider could send them. */
export async function queryOutboxScreen(db: Database, query: { filter: OutboxFilter; limit: number }) {
  return queryOutbox(db, { ...query, revealUnsentAccountLinks: !getMailTransport() });
}

/**
 * Puts a failed e-mail back in line: pending and due now. Its attempts are kept, so a message that
 * keeps failing returns to 'failed' after one more try instead of a whole new series. False when
 * the message does not exist or has not failed.
 */
export async function retryFailedMail(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
