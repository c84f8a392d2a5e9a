import 'server-only';

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import { getAccessMemo, topicKey } from '@/lib/cache/access-memo';
import { getDb, type Database } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { getMailTransport } from '@/lib/mail/config';
import { redactWorkingLinks } from '@/lib/mail/redact-links';
import { SECRET_BEARING_TEMPLATES } from '@/lib/mail/types';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

/** The outbox as admins see it: each e-mail's delivery state. */
export const OUTBOX_FILTERS = ['all', 'pending', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];
export type OutboxStatus = Exclude<OutboxFilter, 'all'>;

/** E-mails on one page of the outbox (20: issue 47's 12–30 a page, at the members list's size). */
export const OUTBOX_PAGE_SIZE = 20;

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
  /**
   * The text body; null when it carries a secret or was purged after delivery. Once sent, each
   * link that works without a sign-in (renew an ad, stop the digest) reads `REDACTED_LINK`.
   */
  body: string | null;
}

/** Account mails readable while they wait in embedded mode: the confirmations and the password reset. */
const UNSENT_READABLE_TEMPLATES = ['account.confirm', 'account.password_reset', 'member.email_confirm'] as const;

/**
 * The text body, or null for templates whose body carries a secret link (SECRET_BEARING_TEMPLATES,
 * the same list delivery purges): whoever sees the panel must not be able to confirm someone
 * else's address. The one exception is `revealUnsentAccountLinks` (embedded mode, no mail provider): an
 * account confirmation or password reset that can never be delivered stays readable while it waits,
 * so whoever runs the site can finish a sign-up (issue #25) or a reset; once delivered its body is
 * purged anyway.
 */
function visibleBody(revealUnsentAccountLinks: boolean) {
  const hidden = revealUnsentAccountLinks
    ? sql`${inArray(mailOutbox.template, [...SECRET_BEARING_TEMPLATES])} and not (${inArray(mailOutbox.template, [...UNSENT_READABLE_TEMPLATES])} and ${mailOutbox.status} = 'pending')`
    : inArray(mailOutbox.template, [...SECRET_BEARING_TEMPLATES]);
  return sql<string | null>`case when ${hidden} then null else ${mailOutbox.textBody} end`;
}

/** How many e-mails are in each state, and all of them: one `GROUP BY`. */
export async function countOutboxByStatus(db: Database): Promise<Record<OutboxFilter, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, value: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: Record<OutboxFilter, number> = { all: 0, pending: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    counts.all += row.value;
    if (row.status in counts) counts[row.status as OutboxStatus] = row.value;
  }
  return counts;
}

/**
 * One page of the outbox, newest first (ties by id): `mail_outbox_created_idx`, or
 * `mail_outbox_status_created_idx` for one state, read backwards. `total` is the filter's count
 * from `counts` (`countOutboxByStatus`), so the page reads no other count.
 */
export async function queryOutbox(
  db: Database,
  {
    filter,
    page,
    pageSize = OUTBOX_PAGE_SIZE,
    revealUnsentAccountLinks = false,
  }: { filter: OutboxFilter; page: number; pageSize?: number; revealUnsentAccountLinks?: boolean },
  counts: Promise<Record<OutboxFilter, number>> = countOutboxByStatus(db),
): Promise<Page<OutboxItem>> {
  const { limit, offset } = pageWindow(page, pageSize);
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
      .where(filter === 'all' ? undefined : eq(mailOutbox.status, filter))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    counts.then((all) => all[filter]),
  ]);
  return pageOf(
    rows.map((row) => ({
      ...row,
      status: row.status as OutboxItem['status'],
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      body: shownBody(row.status, row.body),
    })),
    total,
    page,
    pageSize,
  );
}

/**
 * A body as the panel shows it: a sent mail without its working links (`redactWorkingLinks`), so
 * nobody renews someone's ad or turns off their digest from the outbox. A pending or failed one is
 * shown whole: it has not reached its reader yet, and its retry sends the stored row anyway.
 */
function shownBody(status: string, body: string | null): string | null {
  if (!body?.trim()) return null;
  return status === 'sent' ? redactWorkingLinks(body) : body;
}

export interface OutboxScreen extends Page<OutboxItem> {
  counts: Record<OutboxFilter, number>;
}

/**
 * The outbox page: one page of the filter and the count of each state (`counts`: counted here
 * unless given, e.g. remembered by `readOutboxScreen`). Unsent account links are shown only while
 * no mail provider could send them.
 */
export async function queryOutboxScreen(
  db: Database,
  query: { filter: OutboxFilter; page: number },
  counts: Promise<Record<OutboxFilter, number>> = countOutboxByStatus(db),
): Promise<OutboxScreen> {
  const [list, all] = await Promise.all([
    queryOutbox(db, { ...query, revealUnsentAccountLinks: !getMailTransport() }, counts),
    counts,
  ]);
  return { ...list, counts: all };
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

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/**
 * /admin/outbox: the outbox screen, its counts per state remembered in the access memo with the
 * panel's figures: a `GROUP BY` reads every row of an outbox that keeps every mail it sent. A mail
 * queued, sent, failed, retried or deleted announces 'panel' (…_panel_list_counts_announcements.sql).
 */
export async function readOutboxScreen(query: { filter: OutboxFilter; page: number }): Promise<OutboxScreen> {
  const db = await getDb();
  const counts = getAccessMemo().remember(topicKey('panel', 'outbox'), () => countOutboxByStatus(db));
  return queryOutboxScreen(db, query, counts);
}
