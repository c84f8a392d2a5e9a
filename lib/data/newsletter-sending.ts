import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { getDb, type Database } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import {
  memberProfiles,
  newsletterBatches,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  newsletterSuppressions,
} from '@/lib/db/schema';
import type { NEWSLETTER_AUDIENCES, NEWSLETTER_ISSUE_STATUSES } from '@/lib/domain/enums';

import { readIssueWithSourcePost } from './newsletter-issues';

/*
 * The newsletter's sending engine, its tables (issue 51, items 3 and 4; docs/newsletter.md):
 * queueing fixes one delivery row per inbox and numbers them into batches of `NEWSLETTER_BATCH_SIZE`;
 * a batch is the unit of sending, claimed like the outbox's mails (`for update skip locked` and a
 * lease on `next_attempt_at`); its recipients are settled at its first claim and never change after,
 * so every retry of it is the same request under the same idempotency key.
 */

export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** Copies per batch: Resend's batch endpoint takes at most 100 mails per call. */
export const NEWSLETTER_BATCH_SIZE = 100;

/** How long a claimed batch is hidden from other workers while it is being sent. */
export const NEWSLETTER_CLAIM_LEASE_MS = 2 * 60_000;

const includesMembers = (audience: NewsletterAudience) => audience !== 'subscribers';
const includesSubscribers = (audience: NewsletterAudience) => audience !== 'members';

/** Approved, active members who keep 'Newsletter' on in their notification settings. */
const memberRecipient = sql`${memberProfiles.approvalStatus} = 'approved' and ${memberProfiles.isActive} and ${memberProfiles.newsletterEmails} and ${memberProfiles.mailbox} is not null`;

/** Confirmed (double opt-in) and not unsubscribed. */
const subscriberRecipient = sql`${newsletterSubscribers.confirmedAt} is not null and ${newsletterSubscribers.unsubscribedAt} is null`;

/**
 * Every inbox of an audience with the address it is mailed at, one row per canonical mailbox (a
 * member's own address wins over a subscription of another spelling), suppressed inboxes left out.
 */
function audienceRecipients(audience: NewsletterAudience): SQL {
  const parts: SQL[] = [];
  if (includesMembers(audience))
    parts.push(
      sql`select ${memberProfiles.mailbox} as mailbox, ${memberProfiles.email} as email, 0 as rank from ${memberProfiles} where ${memberRecipient}`,
    );
  if (includesSubscribers(audience))
    parts.push(
      sql`select ${newsletterSubscribers.mailbox} as mailbox, ${newsletterSubscribers.email} as email, 1 as rank from ${newsletterSubscribers} where ${subscriberRecipient}`,
    );
  return sql`select distinct on (candidate.mailbox) candidate.mailbox, candidate.email
    from (${sql.join(parts, sql` union all `)}) as candidate
    where not exists (select 1 from ${newsletterSuppressions} where ${newsletterSuppressions.mailbox} = candidate.mailbox)
    order by candidate.mailbox, candidate.rank`;
}

/**
 * True while `mailbox` still belongs to the audience: the same rule as `audienceRecipients`, per
 * inbox, for the check at a batch's first claim (each test an index lookup).
 */
function stillInAudience(audience: NewsletterAudience, mailbox: AnyPgColumn): SQL {
  const ways: SQL[] = [];
  if (includesMembers(audience))
    ways.push(
      sql`exists (select 1 from ${memberProfiles} where ${memberProfiles.mailbox} = ${mailbox} and ${memberRecipient})`,
    );
  if (includesSubscribers(audience))
    ways.push(
      sql`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.mailbox} = ${mailbox} and ${subscriberRecipient})`,
    );
  return sql`(${sql.join(ways, sql` or `)}) and not exists (select 1 from ${newsletterSuppressions} where ${newsletterSuppressions.mailbox} = ${mailbox})`;
}

/**
 * How many people an issue for `audience` would reach now: one per canonical mailbox, suppressed
 * inboxes left out. Counted in SQL (the screen shows it before 'Pošalji').
 */
export async function countAudience(db: Database, audience: NewsletterAudience): Promise<number> {
  const [row] = await rowsOf<{ count: number | string }>(
    db.execute(sql`select count(*) as count from (${audienceRecipients(audience)}) as recipients`),
  );
  return Number(row?.count ?? 0);
}

export type QueueIssueResult =
  | { ok: true; recipients: number; batches: number }
  | { ok: false; reason: 'not_found' | 'not_queueable'; status?: NewsletterIssueStatus };

/**
 * Fixes an issue's recipients and starts its sending: in one transaction with the issue's row
 * locked (two clicks, or the scheduler and a click, queue it once), a 'draft' or 'scheduled' issue
 * gets one delivery per inbox of its audience, numbered into batches of `NEWSLETTER_BATCH_SIZE`, one
 * batch row each, and becomes 'sending' with `queued_at` and `recipient_count`. One
 * `insert … select` writes them all (100,000 recipients in a few seconds, docs/performance.md).
 * Anything else is refused and changes nothing. An audience of nobody still queues (0 batches):
 * the job then marks it sent, so it reaches the archive.
 */
export async function queueIssue(db: Database, issueId: string, now: Date = new Date()): Promise<QueueIssueResult> {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ status: newsletterIssues.status, audience: newsletterIssues.audience })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId))
      .for('update');
    if (!issue) return { ok: false, reason: 'not_found' };
    const status = issue.status as NewsletterIssueStatus;
    if (status !== 'draft' && status !== 'scheduled') return { ok: false, reason: 'not_queueable', status };

    const [counts] = await rowsOf<{ recipients: number | string; batches: number | string }>(
      tx.execute(sql`
        with numbered as (
          select recipients.mailbox, recipients.email,
            (row_number() over (order by recipients.mailbox) - 1) / ${NEWSLETTER_BATCH_SIZE} + 1 as batch_no
          from (${audienceRecipients(issue.audience as NewsletterAudience)}) as recipients
        ), deliveries as (
          insert into ${newsletterDeliveries} (issue_id, mailbox, email, batch_no)
          select ${issueId}::uuid, mailbox, email, batch_no from numbered
          returning batch_no
        ), batches as (
          insert into ${newsletterBatches} (issue_id, batch_no, recipient_count, next_attempt_at)
          select ${issueId}::uuid, batch_no, count(*), ${now.toISOString()}::timestamptz from deliveries group by batch_no
          returning recipient_count
        )
        select coalesce(sum(recipient_count), 0) as recipients, count(*) as batches from batches`),
    );
    const recipients = Number(counts?.recipients ?? 0);
    await tx
      .update(newsletterIssues)
      .set({ status: 'sending', queuedAt: now, recipientCount: recipients, updatedAt: now })
      .where(eq(newsletterIssues.id, issueId));
    return { ok: true, recipients, batches: Number(counts?.batches ?? 0) };
  });
}

type SendingState = Extract<NewsletterIssueStatus, 'sending' | 'paused'>;

/** Moves an issue between sending and paused; false when it was not in `from`. */
async function moveSendingIssue(
  db: Database,
  issueId: string,
  from: SendingState,
  to: SendingState,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: to, updatedAt: now })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, from)))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/**
 * Holds a sending issue: no batch of it is claimed from now on (one already on its way finishes).
 * False when the issue was not sending.
 */
export function pauseIssue(db: Database, issueId: string, now: Date = new Date()): Promise<boolean> {
  return moveSendingIssue(db, issueId, 'sending', 'paused', now);
}

/** Lets a paused issue send again, from the batches it had left. False when it was not paused. */
export function resumeIssue(db: Database, issueId: string, now: Date = new Date()): Promise<boolean> {
  return moveSendingIssue(db, issueId, 'paused', 'sending', now);
}

/** Where an issue's sending stands, in copies. `total` = sent + failed + waiting + skipped. */
export interface IssueProgress {
  status: NewsletterIssueStatus;
  /** Recipients fixed when it was queued (0 before). */
  total: number;
  sent: number;
  /** Copies of batches the provider refused for good. */
  failed: number;
  /** Copies of batches not sent yet (including one being sent now). */
  waiting: number;
  /** Left out at their batch's first claim: unsubscribed or suppressed since the queueing. */
  skipped: number;
}

/**
 * An issue's progress, counted from its batch rows (one `group by`, at most 1,000 rows for 100,000
 * recipients; the delivery rows are not read, so it still holds after retention deleted them).
 * Null for an unknown issue.
 */
export async function issueProgress(db: Database, issueId: string): Promise<IssueProgress | null> {
  const [issue] = await db
    .select({ status: newsletterIssues.status, total: newsletterIssues.recipientCount })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  if (!issue) return null;
  const groups = await db
    .select({
      status: newsletterBatches.status,
      copies: sql<string>`coalesce(sum(${newsletterBatches.recipientCount}), 0)`,
    })
    .from(newsletterBatches)
    .where(eq(newsletterBatches.issueId, issueId))
    .groupBy(newsletterBatches.status);
  const copies = (status: string) => Number(groups.find((group) => group.status === status)?.copies ?? 0);
  const total = issue.total ?? 0;
  const sent = copies('sent');
  const failed = copies('failed');
  const waiting = copies('pending');
  return {
    status: issue.status as NewsletterIssueStatus,
    total,
    sent,
    failed,
    waiting,
    skipped: Math.max(0, total - sent - failed - waiting),
  };
}

/** Issues whose scheduled time has come and that are still waiting for it. */
export async function listDueScheduledIssues(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'scheduled'), sql`${newsletterIssues.scheduledAt} <= ${now.toISOString()}`));
  return rows.map((row) => row.id);
}

/** What an issue's copies say, as the renderer needs it. */
export interface IssueForSending {
  id: string;
  slug: string;
  subject: string;
  intro: string;
  content: string;
  /** The post it was made from (its link is in the mail), while it exists and is published. */
  sourcePost: { title: string; slug: string } | null;
}

/** A claimed batch: its copies (the recipients left after the first claim) and its issue. */
export interface ClaimedBatch {
  issueId: string;
  batchNo: number;
  /** Claims so far, this one included. */
  attempts: number;
  recipients: { mailbox: string; email: string }[];
}

/**
 * Claims the batch of a sending issue that is due first, or null when none is. One transaction:
 * `for update skip locked` picks it, so two workers never pick the same batch, and the claim counts
 * the attempt and pushes `next_attempt_at` out by `leaseMs`, so a worker that dies mid-send only
 * delays it. At its first claim the deliveries whose inbox has since left the audience (unsubscribed,
 * newsletter turned off, suppressed) are marked skipped and the batch's `recipient_count` lowered;
 * from then on its recipients never change.
 */
export async function claimDueBatch(
  db: Database,
  now: Date,
  leaseMs: number = NEWSLETTER_CLAIM_LEASE_MS,
): Promise<ClaimedBatch | null> {
  const claimed = await db.transaction(async (tx) => {
    const [batch] = await rowsOf<{ issue_id: string; batch_no: number; attempts: number; audience: string }>(
      tx.execute(sql`
        with due as (
          select b.issue_id, b.batch_no, i.audience
          from ${newsletterBatches} b join ${newsletterIssues} i on i.id = b.issue_id
          where b.status = 'pending' and b.next_attempt_at <= ${now.toISOString()}::timestamptz and i.status = 'sending'
          order by b.next_attempt_at, b.batch_no
          limit 1
          for update of b skip locked
        )
        update ${newsletterBatches} b
        set attempts = b.attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        from due
        where b.issue_id = due.issue_id and b.batch_no = due.batch_no
        returning b.issue_id, b.batch_no, b.attempts, due.audience`),
    );
    if (!batch) return null;
    if (batch.attempts === 1) {
      const delivery = sql`${newsletterDeliveries.issueId} = ${batch.issue_id}::uuid and ${newsletterDeliveries.batchNo} = ${batch.batch_no}`;
      await tx.execute(sql`
        with skipped as (
          update ${newsletterDeliveries} set skipped = true
          where ${delivery} and not skipped
            and not (${stillInAudience(batch.audience as NewsletterAudience, newsletterDeliveries.mailbox)})
          returning 1
        )
        update ${newsletterBatches} set recipient_count = recipient_count - (select count(*) from skipped)
        where issue_id = ${batch.issue_id}::uuid and batch_no = ${batch.batch_no}`);
    }
    return batch;
  });
  if (!claimed) return null;
  const recipients = await db
    .select({ mailbox: newsletterDeliveries.mailbox, email: newsletterDeliveries.email })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.issueId, claimed.issue_id),
        eq(newsletterDeliveries.batchNo, claimed.batch_no),
        eq(newsletterDeliveries.skipped, false),
      ),
    )
    .orderBy(newsletterDeliveries.mailbox);
  return { issueId: claimed.issue_id, batchNo: claimed.batch_no, attempts: claimed.attempts, recipients };
}

/** The issue a batch belongs to, with what its mail says. */
export async function getIssueForSending(db: Database, issueId: string): Promise<IssueForSending | null> {
  return readIssueWithSourcePost(
    db,
    {
      id: newsletterIssues.id,
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      intro: newsletterIssues.intro,
      content: newsletterIssues.content,
    },
    eq(newsletterIssues.id, issueId),
  );
}

const batchKey = (batch: Pick<ClaimedBatch, 'issueId' | 'batchNo'>) =>
  and(eq(newsletterBatches.issueId, batch.issueId), eq(newsletterBatches.batchNo, batch.batchNo));

/** The provider accepted the batch (or its copies are in the outbox): it is done. */
export async function markBatchSent(db: Database, batch: Pick<ClaimedBatch, 'issueId' | 'batchNo'>, now: Date) {
  await db
    .update(newsletterBatches)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(batchKey(batch), eq(newsletterBatches.status, 'pending')));
}

/** A failure worth another try: the batch waits until `retryAt`, with the same recipients. */
export async function markBatchRetry(
  db: Database,
  batch: Pick<ClaimedBatch, 'issueId' | 'batchNo'>,
  retryAt: Date,
  error: string,
) {
  await db
    .update(newsletterBatches)
    .set({ nextAttemptAt: retryAt, lastError: error.slice(0, 500) })
    .where(and(batchKey(batch), eq(newsletterBatches.status, 'pending')));
}

/** The provider refused the batch for good (a validation error): it is not tried again. */
export async function markBatchFailed(db: Database, batch: Pick<ClaimedBatch, 'issueId' | 'batchNo'>, error: string) {
  await db
    .update(newsletterBatches)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(batchKey(batch), eq(newsletterBatches.status, 'pending')));
}

/**
 * Marks 'sent' (with `sent_at`) every sending issue that has no pending batch left, and answers
 * their slugs: the archive shows them from now on. Run after each batch and at every round, so an
 * issue whose last batch was marked by a worker that then died is finished by the next.
 */
export async function finishSentIssues(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'sent', sentAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterIssues.status, 'sending'),
        sql`not exists (select 1 from ${newsletterBatches} where ${newsletterBatches.issueId} = ${newsletterIssues.id} and ${newsletterBatches.status} = 'pending')`,
      ),
    )
    .returning({ slug: newsletterIssues.slug });
  return rows.map((row) => row.slug);
}

/**
 * Deletes the delivery rows (who got it) of issues sent more than `days` ago, `batchRows` at a
 * time (the retention purge, lib/data/retention.ts); the batches keep the counts, so an issue's
 * progress still reads the same. Answers how many rows went.
 */
export async function purgeNewsletterDeliveries(db: Database, sentBefore: Date, batchRows: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await rowsOf(
      db.execute(sql`
      delete from ${newsletterDeliveries}
      where (issue_id, mailbox) in (
        select d.issue_id, d.mailbox from ${newsletterDeliveries} d
        join ${newsletterIssues} i on i.id = d.issue_id
        where i.status = 'sent' and i.sent_at < ${sentBefore.toISOString()}::timestamptz
        limit ${batchRows}
      )
      returning 1`),
    );
    const count = rows.length;
    deleted += count;
    if (count < batchRows) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/newsletter/[id]: how many would receive an issue sent to `audience` now. */
export async function readAudienceCount(audience: NewsletterAudience): Promise<number> {
  return countAudience(await getDb(), audience);
}

/** /admin/newsletter/[id] and its `napredak` route: how far an issue's sending has come, or null. */
export async function readIssueProgress(issueId: string): Promise<IssueProgress | null> {
  return issueProgress(await getDb(), issueId);
}
