import 'server-only';

import type { Database } from '@/lib/db/client';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import {
  claimDueBatch,
  finishSentIssues,
  getIssueForSending,
  listDueScheduledIssues,
  markBatchFailed,
  markBatchRetry,
  markBatchSent,
  queueIssue,
  type ClaimedBatch,
  type IssueForSending,
} from '@/lib/data/newsletter-sending';
import { invalidate } from '@/lib/cache/invalidate';
import { log } from '@/lib/log';
import { getMailSettings } from '@/lib/mail/config';
import { escapeHtml } from '@/lib/mail/templates';
import { enqueueMail } from '@/lib/mail/outbox';

import { renderNewsletterMail, type NewsletterMail } from './render';
import { BatchSendError, getNewsletterTransport, type NewsletterCopy, type NewsletterTransport } from './transport';
import { listUnsubscribeHeaders, newsletterUnsubscribeUrls, signNewsletterUnsubscribeToken } from './unsubscribe-link';

/*
 * Sending a newsletter issue (issue 51, items 3 and 4; docs/newsletter.md). The panel queues an
 * issue (`queueIssue`: its recipients fixed, one delivery per inbox, in numbered batches of 100),
 * pauses and resumes it and reads its progress; the job `newsletter.sending` (every instance runs
 * it) queues scheduled issues whose time has come and sends due batches, one claim at a time:
 *
 * - a batch is claimed with `for update skip locked` and a lease, so two instances never send it
 *   at once, and one that dies mid-send leaves it to be claimed again when the lease ends;
 * - its recipients are settled at its first claim (unsubscribed and suppressed inboxes skipped)
 *   and never change, and the mails are rendered the same way every time (the unsubscribe tokens
 *   never expire), so every retry is the same request under the same idempotency key,
 *   `newsletter-<issueId>-<batchNo>`: a batch the provider accepted before the worker died is
 *   answered from Resend's idempotency store (24 hours) and reaches nobody twice;
 * - 429, 5xx and network errors wait (Retry-After, else exponential) and try again; a validation
 *   error marks the batch failed (logged); 409 for the key sent before with another body marks it
 *   sent (the first try's copies went out);
 * - without a provider (the embedded mode) a batch's copies are written to the outbox as pending
 *   'newsletter.issue' mails in the same transaction that marks it sent.
 */

export {
  countAudience,
  issueProgress,
  pauseIssue,
  queueIssue,
  resumeIssue,
  NEWSLETTER_BATCH_SIZE,
  type IssueProgress,
  type NewsletterAudience,
  type QueueIssueResult,
} from '@/lib/data/newsletter-sending';

/** How often each instance looks for due batches and scheduled issues. */
export const NEWSLETTER_CHECK_INTERVAL_MS = 10_000;

/** Resend's default limit is 2 calls a second per account: a sender keeps to it. */
export const RESEND_MIN_CALL_INTERVAL_MS = 500;

/** Wait before the next try of a batch without Retry-After: 15 s, 30 s, 1 min … at most 30 min. */
export function newsletterRetryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** The idempotency key of a batch: the same for every try of it. */
export function batchIdempotencyKey(batch: Pick<ClaimedBatch, 'issueId' | 'batchNo'>): string {
  return `newsletter-${batch.issueId}-${batch.batchNo}`;
}

export interface NewsletterSendOptions {
  db: Database;
  /** Resend's batch endpoint, or null: the copies go to the outbox (the embedded mode). */
  transport: NewsletterTransport | null;
  settings: { siteUrl: string; siteName: string; from: string };
  /** The clock (tests move it past leases and backoffs). */
  clock?: () => Date;
  leaseMs?: number;
  /** Least time between two calls to the provider. */
  minCallIntervalMs?: number;
  /** A round stops claiming after this long (the next round goes on). */
  maxRoundMs?: number;
  /** Called with the slugs of issues that have just been sent (the archive's cache). */
  onIssuesSent?: (slugs: string[]) => Promise<void>;
}

export interface NewsletterRoundReport {
  queuedIssues: number;
  sentBatches: number;
  retriedBatches: number;
  failedBatches: number;
  sentIssues: string[];
}

/** A placeholder for the recipient's unsubscribe link: the issue is rendered once per batch. */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/newsletter-recipient-link';

const replaceAll = (value: string, search: string, replacement: string) => value.split(search).join(replacement);

/** One recipient's copy of the rendered issue, with their own links and List-Unsubscribe headers. */
function copyFor(mail: NewsletterMail, recipient: { email: string; mailbox: string }, siteUrl: string, key: string) {
  const { pageUrl, oneClickUrl } = newsletterUnsubscribeUrls(
    siteUrl,
    signNewsletterUnsubscribeToken(key, recipient.mailbox),
  );
  return {
    to: recipient.email,
    subject: mail.subject,
    html: replaceAll(mail.html, escapeHtml(UNSUBSCRIBE_PLACEHOLDER), escapeHtml(pageUrl)),
    text: replaceAll(mail.text, UNSUBSCRIBE_PLACEHOLDER, pageUrl),
    headers: listUnsubscribeHeaders(oneClickUrl),
  } satisfies NewsletterCopy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One round of the job: queues the scheduled issues whose time has come, then claims and sends due
 * batches one after another until none is due (or `maxRoundMs` passed), and marks 'sent' every
 * issue with no pending batch left. Safe to run on any number of instances at once.
 */
export async function sendDueNewsletters(options: NewsletterSendOptions): Promise<NewsletterRoundReport> {
  const { db, transport, settings } = options;
  const clock = options.clock ?? (() => new Date());
  const minCallIntervalMs = options.minCallIntervalMs ?? (transport ? RESEND_MIN_CALL_INTERVAL_MS : 0);
  const maxRoundMs = options.maxRoundMs ?? 50_000;
  const report: NewsletterRoundReport = {
    queuedIssues: 0,
    sentBatches: 0,
    retriedBatches: 0,
    failedBatches: 0,
    sentIssues: [],
  };

  for (const issueId of await listDueScheduledIssues(db, clock())) {
    const queued = await queueIssue(db, issueId, clock());
    if (queued.ok) {
      report.queuedIssues += 1;
      log.info('newsletter.queued', { issueId, recipients: queued.recipients, batches: queued.batches });
    }
  }

  const finish = async () => {
    const slugs = await finishSentIssues(db, clock());
    if (slugs.length === 0) return;
    report.sentIssues.push(...slugs);
    log.info('newsletter.sent', { slugs });
    await options.onIssuesSent?.(slugs);
  };

  const started = Date.now();
  const issues = new Map<string, { issue: IssueForSending; mail: NewsletterMail } | null>();
  let signingKey: string | undefined;
  let lastCall = 0;
  while (Date.now() - started < maxRoundMs) {
    const batch = await claimDueBatch(db, clock(), options.leaseMs);
    if (!batch) break;
    signingKey ??= await readLinkSigningKey(db);
    if (!issues.has(batch.issueId)) {
      const issue = await getIssueForSending(db, batch.issueId);
      issues.set(
        batch.issueId,
        issue && {
          issue,
          mail: renderNewsletterMail(issue, { ...settings, unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER }),
        },
      );
    }
    const rendered = issues.get(batch.issueId);
    if (!rendered) continue; // deleted while sending: its batches went with it
    const copies = batch.recipients.map((recipient) =>
      copyFor(rendered.mail, recipient, settings.siteUrl, signingKey as string),
    );
    const outcome = await deliverBatch(db, transport, batch, copies, settings.from, clock, async () => {
      const wait = lastCall + minCallIntervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      lastCall = Date.now();
    });
    if (outcome === 'sent') report.sentBatches += 1;
    else if (outcome === 'retry') report.retriedBatches += 1;
    else report.failedBatches += 1;
    if (outcome !== 'retry') await finish();
  }
  // Also finishes an issue whose last batch a worker marked just before it died, or one of nobody.
  await finish();
  return report;
}

/** Sends one claimed batch (or writes it to the outbox) and records the outcome on its row. */
async function deliverBatch(
  db: Database,
  transport: NewsletterTransport | null,
  batch: ClaimedBatch,
  copies: NewsletterCopy[],
  from: string,
  clock: () => Date,
  pace: () => Promise<void>,
): Promise<'sent' | 'retry' | 'failed'> {
  if (copies.length === 0) {
    await markBatchSent(db, batch, clock());
    return 'sent';
  }
  if (!transport) {
    await db.transaction(async (tx) => {
      await enqueueMail(
        tx as Database,
        copies.map((copy) => ({
          to: [copy.to],
          subject: copy.subject,
          text: copy.text,
          html: copy.html,
          template: 'newsletter.issue' as const,
        })),
      );
      await markBatchSent(tx as Database, batch, clock());
    });
    return 'sent';
  }
  try {
    await pace();
    await transport.sendBatch(copies, batchIdempotencyKey(batch), from);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const context = { issueId: batch.issueId, batchNo: batch.batchNo, attempts: batch.attempts, error };
    if (error instanceof BatchSendError && error.kind === 'sent-before') {
      log.warn('newsletter.batch_sent_before', context);
      await markBatchSent(db, batch, clock());
      return 'sent';
    }
    const refused = error instanceof BatchSendError && error.kind === 'refused';
    if (refused) {
      log.error('newsletter.batch_refused', context);
      await markBatchFailed(db, batch, message);
      return 'failed';
    }
    log.warn('newsletter.batch_retry', context);
    const delay =
      (error instanceof BatchSendError ? error.retryAfterMs : undefined) ?? newsletterRetryDelayMs(batch.attempts);
    await markBatchRetry(db, batch, new Date(clock().getTime() + Math.min(delay, 60 * 60_000)), message);
    return 'retry';
  }
  await markBatchSent(db, batch, clock());
  return 'sent';
}

let roundRunning = false;

/**
 * The job `newsletter.sending` (lib/jobs/background-jobs.ts): one round with this server's
 * transport and settings, the archive's cache expired when an issue is sent. A tick that finds the
 * previous round still sending (a large issue) leaves it alone; other instances run their own
 * rounds and claim other batches. Queues no outbox mail for the outbox worker: answers 0.
 */
export async function runNewsletterSending(db: Database): Promise<number> {
  if (roundRunning) return 0;
  roundRunning = true;
  try {
    const settings = getMailSettings();
    const report = await sendDueNewsletters({
      db,
      transport: getNewsletterTransport(),
      settings,
      onIssuesSent: () => invalidate([CACHE_TAGS.newsletterIssues]),
    });
    if (report.sentBatches + report.retriedBatches + report.failedBatches + report.queuedIssues > 0)
      log.info('newsletter.round', { ...report });
  } finally {
    roundRunning = false;
  }
  return 0;
}
