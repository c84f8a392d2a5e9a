import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { claimDueBatch, NEWSLETTER_CLAIM_LEASE_MS } from '@/lib/data/newsletter-sending';
import { unsubscribeMailbox, suppressMailboxes } from '@/lib/data/newsletter-opt-outs';
import { purgeExpiredSubmissions } from '@/lib/data/retention';
import { openDatabase, type Database } from '@/lib/db/connection';
import {
  blogPosts,
  mailOutbox,
  memberProfiles,
  newsletterBatches,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
} from '@/lib/db/schema';
import {
  countAudience,
  issueProgress,
  pauseIssue,
  queueIssue,
  resumeIssue,
  runNewsletterSending,
  sendDueNewsletters,
  type NewsletterAudience,
  type NewsletterSendOptions,
} from '@/lib/newsletter/sending';
import { createResendBatchTransport, type NewsletterTransport } from '@/lib/newsletter/transport';
import { verifyNewsletterUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { installSharedTagVersions, removeSharedTagVersions } from '@/lib/cache/tag-versions';
import { canonicalMailbox } from '@/lib/security/mailbox';
import { startResendStandIn, type ResendStandIn } from '@/scripts/lib/resend-stand-in.mjs';

import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';
import { memoryTagVersions } from '../support/memory-tag-versions';

const SETTINGS = { siteUrl: 'https://primer.test', siteName: 'Preduzetnička mreža', from: 'Mreža <vesti@primer.test>' };
const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe.each(BACKENDS)(
  'newsletter sending: one copy per inbox, exactly once (issue 51, items 3-4) on %s',
  (backend) => {
    const database = useTestDatabase(backend, NO_SEED);
    const db = () => database.db;
    let standIn: ResendStandIn;
    let transport: NewsletterTransport;
    let run = 0;

    beforeAll(async () => {
      standIn = await startResendStandIn();
      transport = createResendBatchTransport({ apiKey: 're_test', baseUrl: standIn.url });
    });
    afterAll(() => standIn.close());
    beforeEach(async () => {
      standIn.reset();
      // Each test starts from empty lists.
      await db().delete(newsletterIssues);
      await db().delete(newsletterSubscribers);
      await db().delete(memberProfiles);
      await db().execute(sql`delete from newsletter_suppressions`);
      run += 1;
    });

    const subscribe = async (email: string, state: { confirmed?: boolean; unsubscribed?: boolean } = {}) =>
      db()
        .insert(newsletterSubscribers)
        .values({
          firstName: 'Pretplatnik',
          lastName: 'Test',
          email: email.toLowerCase(),
          mailbox: canonicalMailbox(email),
          confirmedAt: state.confirmed === false ? null : new Date(),
          unsubscribedAt: state.unsubscribed ? new Date() : null,
        });
    const subscribeMany = (count: number, prefix = 'p') =>
      db().execute(sql`
      insert into newsletter_subscribers (first_name, last_name, email, mailbox, confirmed_at)
      select 'P', 'T', ${`${prefix}${run}-`} || n || '@primer.rs', ${`${prefix}${run}-`} || n || '@primer.rs', now()
      from generate_series(1, ${count}) as n`);
    const member = async (email: string, options: { status?: string; active?: boolean; newsletter?: boolean } = {}) =>
      db()
        .insert(memberProfiles)
        .values({
          email,
          fullName: 'Član Test',
          memberType: 'individual',
          approvalStatus: options.status ?? 'approved',
          isActive: options.active ?? true,
          newsletterEmails: options.newsletter ?? true,
        });
    const createIssue = async (audience: NewsletterAudience = 'both', slug = `broj-${run}`) =>
      firstOf(
        await db()
          .insert(newsletterIssues)
          .values({ slug, subject: `Vesti ${run}`, intro: 'Uvod', content: 'Tekst **broja**.', audience })
          .returning(),
      );

    const T0 = new Date('2026-12-01T10:00:00Z');
    const at = (ms: number) => () => new Date(T0.getTime() + ms);
    const send = (overrides: Partial<NewsletterSendOptions> = {}) =>
      sendDueNewsletters({ db: db(), transport, settings: SETTINGS, clock: at(0), minCallIntervalMs: 0, ...overrides });

    it('counts and queues one copy per canonical mailbox: approved members with the setting on and confirmed subscribers, minus suppressed', async () => {
      await member('ana.petrovic@gmail.com');
      await subscribe('AnaPetrovic+vesti@googlemail.com'); // the same inbox as the member
      await member('na.cekanju@primer.rs', { status: 'pending' });
      await member('neaktivan@primer.rs', { active: false });
      await member('bez.newslettera@primer.rs', { newsletter: false });
      await member('clan@primer.rs');
      await subscribe('pretplatnik@primer.rs');
      await subscribe('nepotvrdjen@primer.rs', { confirmed: false });
      await subscribe('odjavljen@primer.rs', { unsubscribed: true });
      await subscribe('odbijen@primer.rs');
      await suppressMailboxes(db(), [{ mailbox: 'odbijen@primer.rs', reason: 'bounce' }]);

      expect(await countAudience(db(), 'members')).toBe(2);
      expect(await countAudience(db(), 'subscribers')).toBe(2);
      expect(await countAudience(db(), 'both')).toBe(3);

      const issue = await createIssue('both');
      expect(await queueIssue(db(), issue.id, T0)).toEqual({ ok: true, recipients: 3, batches: 1 });
      const deliveries = await db()
        .select({ mailbox: newsletterDeliveries.mailbox, email: newsletterDeliveries.email })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issue.id))
        .orderBy(newsletterDeliveries.mailbox);
      // The member's own address wins over the subscription of another spelling.
      expect(deliveries).toEqual([
        { mailbox: 'anapetrovic@gmail.com', email: 'ana.petrovic@gmail.com' },
        { mailbox: 'clan@primer.rs', email: 'clan@primer.rs' },
        { mailbox: 'pretplatnik@primer.rs', email: 'pretplatnik@primer.rs' },
      ]);
      const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
      expect(row).toMatchObject({ status: 'sending', recipientCount: 3, queuedAt: T0 });

      // Queued once: a second click (or the scheduler after a click) is refused and changes nothing.
      expect(await queueIssue(db(), issue.id, T0)).toEqual({ ok: false, reason: 'not_queueable', status: 'sending' });
      expect(await db().$count(newsletterDeliveries, eq(newsletterDeliveries.issueId, issue.id))).toBe(3);
    });

    it('numbers batches of 100; two queueings at once fix the recipients once', async () => {
      await subscribeMany(250);
      const issue = await createIssue('subscribers');
      const answers = await Promise.all([queueIssue(db(), issue.id, T0), queueIssue(db(), issue.id, T0)]);
      expect(answers.filter((answer) => answer.ok)).toEqual([{ ok: true, recipients: 250, batches: 3 }]);
      const batches = await db()
        .select({ batchNo: newsletterBatches.batchNo, count: newsletterBatches.recipientCount })
        .from(newsletterBatches)
        .where(eq(newsletterBatches.issueId, issue.id))
        .orderBy(newsletterBatches.batchNo);
      expect(batches).toEqual([
        { batchNo: 1, count: 100 },
        { batchNo: 2, count: 100 },
        { batchNo: 3, count: 50 },
      ]);
      expect(await issueProgress(db(), issue.id)).toEqual({
        status: 'sending',
        total: 250,
        sent: 0,
        failed: 0,
        waiting: 250,
        skipped: 0,
      });
    });

    it('sends each recipient exactly one copy with its own unsubscribe link and RFC 8058 headers; unsubscribed and suppressed since the queueing are skipped', async () => {
      await subscribeMany(150);
      await member('clan.vesti@primer.rs');
      const issue = await createIssue('both');
      await queueIssue(db(), issue.id, T0);
      // After the queueing, before the first claim: one leaves by the link, one bounces.
      await unsubscribeMailbox(db(), `p${run}-7@primer.rs`, T0);
      await suppressMailboxes(db(), [{ mailbox: 'clan.vesti@primer.rs', reason: 'complaint' }]);

      const sentSlugs: string[] = [];
      const report = await send({ onIssuesSent: async (slugs) => void sentSlugs.push(...slugs) });
      expect(report).toMatchObject({ sentBatches: 2, retriedBatches: 0, failedBatches: 0, sentIssues: [issue.slug] });
      expect(sentSlugs).toEqual([issue.slug]);

      const counts = standIn.counts();
      expect(counts.size).toBe(149);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(counts.has(`p${run}-7@primer.rs`)).toBe(false);
      expect(counts.has('clan.vesti@primer.rs')).toBe(false);

      const key = await readLinkSigningKey(db());
      const mail = standIn.mails().find((copy) => copy.to === `p${run}-42@primer.rs`)!;
      expect(mail.subject).toBe(`Vesti ${run}`);
      expect(mail.from).toBe(SETTINGS.from);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = new URL(mail.headers['List-Unsubscribe']!.replace(/^<|>$/g, ''));
      expect(oneClick.origin + oneClick.pathname).toBe('https://primer.test/newsletter/odjava/jednim-klikom');
      expect(verifyNewsletterUnsubscribeToken(key, oneClick.searchParams.get('token')!)).toBe(`p${run}-42@primer.rs`);
      const pageLink = mail.text?.match(/Odjavi se: (\S+)/)?.[1];
      expect(pageLink).toBe(`https://primer.test/newsletter/odjava?token=${oneClick.searchParams.get('token')}`);
      expect(mail.html).toContain(pageLink!.replace(/&/g, '&amp;'));
      expect(mail.html).not.toContain('unsubscribe.invalid');
      expect(new Set(standIn.mails().map((copy) => copy.idempotencyKey))).toEqual(
        new Set([`newsletter-${issue.id}-1`, `newsletter-${issue.id}-2`]),
      );

      const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
      expect(row).toMatchObject({ status: 'sent', sentAt: T0 });
      expect(await issueProgress(db(), issue.id)).toEqual({
        status: 'sent',
        total: 151,
        sent: 149,
        failed: 0,
        waiting: 0,
        skipped: 2,
      });
      // Another round sends nothing more.
      expect(await send({ clock: at(60 * SECOND) })).toMatchObject({ sentBatches: 0, sentIssues: [] });
      expect(standIn.counts().size).toBe(149);
    });

    it('a send interrupted after the provider accepted it resumes with the same key: each recipient recorded once', async () => {
      await subscribeMany(150);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);

      // The first worker's process is lost right after the provider accepted batch 1: it never
      // marks it (its call never returns).
      let release: (() => void) | undefined;
      const dying: NewsletterTransport = {
        name: 'dying',
        async sendBatch(copies, key, from) {
          await transport.sendBatch(copies, key, from);
          await new Promise<void>((resolve) => (release = resolve));
          throw new Error('process gone');
        },
      };
      const lost = send({ transport: dying });
      await expect.poll(() => release).toBeDefined();
      expect(standIn.counts().size).toBe(100);

      // Before the lease ends nobody takes batch 1 (another worker sends batch 2 only).
      await send({ clock: at(SECOND) });
      expect(standIn.counts().size).toBe(150);
      const [first] = await db()
        .select()
        .from(newsletterBatches)
        .where(and(eq(newsletterBatches.issueId, issue.id), eq(newsletterBatches.batchNo, 1)));
      expect(first?.status).toBe('pending');

      // After the lease, the next worker sends it again under the same key: answered, not re-sent.
      await send({ clock: at(NEWSLETTER_CLAIM_LEASE_MS + SECOND) });
      expect(standIn.calls().filter((call) => call.key === `newsletter-${issue.id}-1`)).toHaveLength(2);
      expect(standIn.counts().size).toBe(150);
      expect([...standIn.counts().values()].every((count) => count === 1)).toBe(true);
      expect(await issueProgress(db(), issue.id)).toMatchObject({ status: 'sent', sent: 150, waiting: 0 });

      release?.();
      await lost;
      expect(await issueProgress(db(), issue.id)).toMatchObject({ status: 'sent', sent: 150, waiting: 0 });
    });

    it('a retry whose body changed (the source post renamed after a lost answer) is answered 409 and counts as sent, once', async () => {
      await subscribeMany(40);
      const [post] = await db()
        .insert(blogPosts)
        .values({ title: 'Stari naslov', slug: `post-${run}`, content: 'x', published: true })
        .returning();
      const issue = await createIssue('subscribers');
      await db().update(newsletterIssues).set({ sourcePostId: post!.id }).where(eq(newsletterIssues.id, issue.id));
      await queueIssue(db(), issue.id, T0);
      const lostAnswer: NewsletterTransport = {
        name: 'lost-answer',
        async sendBatch(copies, key, from) {
          await transport.sendBatch(copies, key, from);
          throw new Error('socket hang up');
        },
      };
      expect(await send({ transport: lostAnswer })).toMatchObject({ retriedBatches: 1 });
      await db().update(blogPosts).set({ title: 'Novi naslov' }).where(eq(blogPosts.id, post!.id));
      expect(await send({ clock: at(HOUR) })).toMatchObject({ sentBatches: 1, sentIssues: [issue.slug] });
      expect(standIn.calls().map((call) => call.status)).toEqual([200, 409]);
      expect(standIn.counts().size).toBe(40);
      expect([...standIn.counts().values()].every((count) => count === 1)).toBe(true);
      expect(await issueProgress(db(), issue.id)).toMatchObject({ sent: 40, failed: 0 });
    });

    it('two workers on two connections never send a batch twice', async () => {
      await subscribeMany(600);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);
      const second: { db: Database; close(): Promise<void> } =
        backend === 'postgres'
          ? await (async () => {
              const handle = await openDatabase({ kind: 'postgres', url: database.url! });
              return { db: handle.db, close: () => handle.close() };
            })()
          : { db: db(), close: async () => {} };
      standIn.setDelay(15);
      try {
        const [a, b] = await Promise.all([send(), send({ db: second.db })]);
        expect(a.sentBatches + b.sentBatches).toBe(6);
      } finally {
        standIn.setDelay(0);
        await second.close();
      }
      const keys = standIn.calls().map((call) => call.key);
      expect(keys).toHaveLength(6);
      expect(new Set(keys).size).toBe(6);
      expect(standIn.counts().size).toBe(600);
      expect([...standIn.counts().values()].every((count) => count === 1)).toBe(true);
    });

    it('waits after 429 as long as Retry-After says, after 5xx exponentially, then sends once', async () => {
      await subscribeMany(50);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);
      const batch = () =>
        db()
          .select()
          .from(newsletterBatches)
          .where(eq(newsletterBatches.issueId, issue.id))
          .then((rows) => rows[0]!);

      standIn.failNext(1, 429, 3);
      expect(await send()).toMatchObject({ sentBatches: 0, retriedBatches: 1 });
      expect(await batch()).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(T0.getTime() + 3 * SECOND),
      });
      expect((await batch()).lastError).toContain('429');

      expect(await send({ clock: at(2 * SECOND) })).toMatchObject({ sentBatches: 0, retriedBatches: 0 });
      standIn.failNext(1, 503);
      expect(await send({ clock: at(3 * SECOND) })).toMatchObject({ retriedBatches: 1 });
      // Second attempt without Retry-After: 15 s × 2.
      expect((await batch()).nextAttemptAt).toEqual(new Date(T0.getTime() + 33 * SECOND));

      expect(await send({ clock: at(33 * SECOND) })).toMatchObject({ sentBatches: 1, sentIssues: [issue.slug] });
      expect(standIn.counts().size).toBe(50);
      expect([...standIn.counts().values()].every((count) => count === 1)).toBe(true);
    });

    it('a validation refusal marks the batch failed (not retried) and the issue still finishes', async () => {
      await subscribeMany(120);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);
      standIn.failNext(1, 422);
      expect(await send()).toMatchObject({ sentBatches: 1, failedBatches: 1, sentIssues: [issue.slug] });
      expect(await issueProgress(db(), issue.id)).toEqual({
        status: 'sent',
        total: 120,
        sent: 20,
        failed: 100,
        waiting: 0,
        skipped: 0,
      });
      expect(await send({ clock: at(3600 * SECOND) })).toMatchObject({ sentBatches: 0, retriedBatches: 0 });
    });

    it('pause stops the claims, resume goes on from the batches left', async () => {
      await subscribeMany(300);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);
      expect(await send({ maxRoundMs: 0 })).toMatchObject({ sentBatches: 0 });
      // One batch, then the admin pauses.
      const one = await claimDueBatch(db(), T0, 0);
      expect(one?.batchNo).toBe(1);
      expect(await pauseIssue(db(), issue.id)).toBe(true);
      expect(await pauseIssue(db(), issue.id)).toBe(false);
      expect(await send({ clock: at(SECOND) })).toMatchObject({ sentBatches: 0, sentIssues: [] });
      expect(await claimDueBatch(db(), at(SECOND)())).toBeNull();
      expect(standIn.counts().size).toBe(0);
      expect(await issueProgress(db(), issue.id)).toMatchObject({ status: 'paused', waiting: 300 });

      expect(await resumeIssue(db(), issue.id)).toBe(true);
      expect(await resumeIssue(db(), issue.id)).toBe(false);
      expect(await send({ clock: at(2 * SECOND) })).toMatchObject({ sentBatches: 3, sentIssues: [issue.slug] });
      expect(standIn.counts().size).toBe(300);
    });

    it('queues a scheduled issue when its time has come, not before', async () => {
      await subscribeMany(10);
      const issue = await createIssue('subscribers');
      await db()
        .update(newsletterIssues)
        .set({ status: 'scheduled', scheduledAt: new Date(T0.getTime() + 60 * SECOND) })
        .where(eq(newsletterIssues.id, issue.id));
      expect(await send()).toMatchObject({ queuedIssues: 0, sentBatches: 0 });
      expect(await send({ clock: at(61 * SECOND) })).toMatchObject({ queuedIssues: 1, sentBatches: 1 });
      expect(standIn.counts().size).toBe(10);
    });

    it('without a provider (embedded mode) each copy waits in the outbox as newsletter.issue, once', async () => {
      await subscribeMany(130);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);
      await db().delete(mailOutbox);
      expect(await send({ transport: null })).toMatchObject({ sentBatches: 2, sentIssues: [issue.slug] });
      expect(await send({ transport: null, clock: at(NEWSLETTER_CLAIM_LEASE_MS * 2) })).toMatchObject({
        sentBatches: 0,
      });
      const outbox = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'newsletter.issue'));
      expect(outbox).toHaveLength(130);
      expect(new Set(outbox.map((row) => row.toAddresses[0])).size).toBe(130);
      expect(outbox[0]).toMatchObject({ status: 'pending', subject: `Vesti ${run}` });
      expect(outbox[0]?.textBody).toMatch(/Odjavi se: https:\/\/primer\.test\/newsletter\/odjava\?token=\S+/);
    });

    it('the job newsletter.sending (embedded mode here) sends the issue and expires the archive tag on every instance', async () => {
      await subscribeMany(30);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id);
      await db().delete(mailOutbox);
      const tags = memoryTagVersions();
      const invalidated: string[][] = [];
      installSharedTagVersions({ ...tags, invalidate: async (list) => void invalidated.push([...list]) });
      try {
        expect(await runNewsletterSending(db())).toBe(0);
      } finally {
        removeSharedTagVersions();
      }
      expect(invalidated).toEqual([[CACHE_TAGS.newsletterIssues]]);
      expect(await issueProgress(db(), issue.id)).toMatchObject({ status: 'sent', sent: 30 });
      expect(await db().$count(mailOutbox, eq(mailOutbox.template, 'newsletter.issue'))).toBe(30);
    });

    it('the retention purge deletes who got an issue 30 days after it was sent; its counts stay', async () => {
      await subscribeMany(20);
      const issue = await createIssue('subscribers');
      await queueIssue(db(), issue.id, T0);
      await send();
      const day = 24 * 3600 * SECOND;
      expect((await purgeExpiredSubmissions(db(), new Date(T0.getTime() + 29 * day))).newsletterDeliveries).toBe(0);
      expect((await purgeExpiredSubmissions(db(), new Date(T0.getTime() + 31 * day))).newsletterDeliveries).toBe(20);
      expect(await db().$count(newsletterDeliveries, eq(newsletterDeliveries.issueId, issue.id))).toBe(0);
      expect(await issueProgress(db(), issue.id)).toMatchObject({ status: 'sent', total: 20, sent: 20, skipped: 0 });
    });
  },
);
