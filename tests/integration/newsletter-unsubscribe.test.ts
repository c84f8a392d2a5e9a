import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { saveNotificationSettings } from '@/lib/actions/members';
import { unsubscribeNewsletterByLink } from '@/lib/actions/newsletter-unsubscribe';
import { memberProfiles, newsletterSubscribers, newsletterSuppressions } from '@/lib/db/schema';
import { handleOneClickUnsubscribe, oneClickPageRedirect } from '@/lib/newsletter/one-click';
import { handleResendWebhook } from '@/lib/newsletter/resend-webhook';
import {
  NEWSLETTER_ONE_CLICK_PATH,
  newsletterUnsubscribeToken,
  newsletterUnsubscribeUrls,
} from '@/lib/newsletter/unsubscribe-link';
import { canonicalMailbox } from '@/lib/security/mailbox';
import { RATE_LIMITS } from '@/lib/security/rate-limit';

import { resendEventBody, signedWebhookRequest, svixHeaders, testWebhookSecret } from '../support/svix-signature';
import { formData, testContext } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

const SITE = 'https://test.local';
const WEBHOOK_URL = `${SITE}/webhooks/resend`;

function oneClickPost(
  url: string,
  body = 'List-Unsubscribe=One-Click',
  contentType = 'application/x-www-form-urlencoded',
) {
  return new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body });
}

describe.each(BACKENDS)('newsletter unsubscribe and suppression on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;

  /** An approved member (newsletter on, as for everyone who joins now) and a confirmed subscription of the same inbox, spelled otherwise. */
  async function memberAndSubscriber() {
    const member = await signedInAccount(db(), { member: 'approved' });
    const [local, domain] = member.email.split('@');
    const subscriberEmail = `${local}+vesti@${domain}`;
    const mailbox = canonicalMailbox(member.email);
    await db().insert(newsletterSubscribers).values({
      firstName: 'Ana',
      lastName: 'Anić',
      email: subscriberEmail,
      mailbox,
      confirmedAt: new Date(),
    });
    return { member, mailbox, subscriberEmail };
  }

  async function stateOf(mailbox: string, memberId: string) {
    const [subscriber] = await db()
      .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt, token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.mailbox, mailbox));
    const [profile] = await db()
      .select({ newsletterEmails: memberProfiles.newsletterEmails })
      .from(memberProfiles)
      .where(eq(memberProfiles.id, memberId));
    return {
      unsubscribedAt: subscriber?.unsubscribedAt ?? null,
      newsletterEmails: profile?.newsletterEmails,
      token: subscriber?.token,
    };
  }

  const context = (now = new Date()) => ({ db: db(), now, host: 'test.local' });

  it('a one-click POST unsubscribes the subscription and the member of the inbox at once, idempotently', async () => {
    const { member, mailbox, subscriberEmail } = await memberAndSubscriber();
    expect(await stateOf(mailbox, member.memberId!)).toMatchObject({ unsubscribedAt: null, newsletterEmails: true });

    // The link the sender puts in List-Unsubscribe for the subscriber's own spelling of the inbox.
    const { oneClickUrl } = newsletterUnsubscribeUrls(SITE, await newsletterUnsubscribeToken(db(), subscriberEmail));
    expect(new URL(oneClickUrl).pathname).toBe(NEWSLETTER_ONE_CLICK_PATH);
    const first = await handleOneClickUnsubscribe(oneClickPost(oneClickUrl), context());
    expect(first.status).toBe(200);
    expect(first.headers.get('location')).toBeNull();
    const after = await stateOf(mailbox, member.memberId!);
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    expect(after.newsletterEmails).toBe(false);

    // Again (a client retrying, multipart this time): 200, and the first unsubscription's time stays.
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const again = await handleOneClickUnsubscribe(
      new Request(oneClickUrl, { method: 'POST', body: multipart }),
      context(),
    );
    expect(again.status).toBe(200);
    expect((await stateOf(mailbox, member.memberId!)).unsubscribedAt).toEqual(after.unsubscribedAt);
  });

  it('a GET of the one-click link, a forged token or a POST without One-Click change nothing', async () => {
    const { member, mailbox } = await memberAndSubscriber();
    const token = await newsletterUnsubscribeToken(db(), mailbox);
    const { oneClickUrl, pageUrl } = newsletterUnsubscribeUrls(SITE, token);

    const opened = oneClickPageRedirect(new Request(oneClickUrl));
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location') ?? '', SITE).toString()).toBe(pageUrl);

    const [body = '', expires = '', signature = ''] = token.split('.');
    const otherInbox = Buffer.from('neko.drugi@primer.rs').toString('base64url');
    for (const forged of [
      `${otherInbox}.${expires}.${signature}`,
      `${body}.${expires}.${'A'.repeat(43)}`,
      `${body}.${expires}`,
      (await stateOf(mailbox, member.memberId!)).token ?? '',
      '',
    ]) {
      const { oneClickUrl: url } = newsletterUnsubscribeUrls(SITE, forged);
      expect((await handleOneClickUnsubscribe(oneClickPost(url), context())).status, forged).toBe(400);
    }
    expect(
      (await handleOneClickUnsubscribe(oneClickPost(oneClickUrl, 'List-Unsubscribe=nesto'), context())).status,
    ).toBe(400);
    expect((await handleOneClickUnsubscribe(oneClickPost(oneClickUrl, ''), context())).status).toBe(400);
    const huge = oneClickPost(oneClickUrl, `List-Unsubscribe=One-Click&x=${'a'.repeat(20_000)}`);
    expect((await handleOneClickUnsubscribe(huge, context())).status).toBe(413);

    expect(await stateOf(mailbox, member.memberId!)).toMatchObject({ unsubscribedAt: null, newsletterEmails: true });
  });

  it('one-click POSTs are counted per inbox: past the limit they answer 429', async () => {
    const { mailbox } = await memberAndSubscriber();
    const { oneClickUrl } = newsletterUnsubscribeUrls(SITE, await newsletterUnsubscribeToken(db(), mailbox));
    const limit = RATE_LIMITS.newsletterUnsubscribe.perEmail;
    for (let i = 0; i < limit; i += 1) {
      expect((await handleOneClickUnsubscribe(oneClickPost(oneClickUrl), context())).status).toBe(200);
    }
    const refused = await handleOneClickUnsubscribe(oneClickPost(oneClickUrl), context());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another inbox is not held up by it.
    const other = await memberAndSubscriber();
    const { oneClickUrl: otherUrl } = newsletterUnsubscribeUrls(
      SITE,
      await newsletterUnsubscribeToken(db(), other.mailbox),
    );
    expect((await handleOneClickUnsubscribe(oneClickPost(otherUrl), context())).status).toBe(200);
  });

  it("the page's button takes the signed link (both lists) and still a subscriber's own token; a forged one changes nothing", async () => {
    const { member, mailbox } = await memberAndSubscriber();
    const { getContext } = testContext(db());
    const token = await newsletterUnsubscribeToken(db(), mailbox);
    expect(await unsubscribeNewsletterByLink(`${token.slice(0, -2)}xx`, getContext)).toBe('invalid');
    expect(await stateOf(mailbox, member.memberId!)).toMatchObject({ unsubscribedAt: null, newsletterEmails: true });
    expect(await unsubscribeNewsletterByLink(token, getContext)).toBe('ok');
    expect(await stateOf(mailbox, member.memberId!)).toMatchObject({ newsletterEmails: false });
    expect((await stateOf(mailbox, member.memberId!)).unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribeNewsletterByLink(token, getContext)).toBe('ok');

    // The old link of the confirmation mail: the subscriber's own token.
    const other = await memberAndSubscriber();
    const own = (await stateOf(other.mailbox, other.member.memberId!)).token ?? '';
    expect(await unsubscribeNewsletterByLink(own, getContext)).toBe('ok');
    expect((await stateOf(other.mailbox, other.member.memberId!)).unsubscribedAt).toBeInstanceOf(Date);
  });

  it("a member's 'Newsletter' setting is saved like the others", async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    const newsletterOf = async () =>
      (await db().select().from(memberProfiles).where(eq(memberProfiles.id, member.memberId!)))[0]?.newsletterEmails;
    expect(await newsletterOf()).toBe(true);
    const off = await saveNotificationSettings.run(
      formData({ digestEmails: 'on', __js: '1' }),
      member.context.getContext,
    );
    expect(off.ok).toBe(true);
    expect(await newsletterOf()).toBe(false);
    const on = await saveNotificationSettings.run(
      formData({ newsletterEmails: 'on', __js: '1' }),
      member.context.getContext,
    );
    expect(on.ok).toBe(true);
    expect(await newsletterOf()).toBe(true);
  });

  it("Resend's signed bounce and complaint suppress the inbox once; a bad signature or no secret change nothing", async () => {
    const secret = testWebhookSecret();
    const hook = (request: Request, options: { secret?: string } = { secret }) =>
      handleResendWebhook(request, { db: db(), secret: options.secret, now: new Date() });
    const suppressed = async (mailbox: string) =>
      db().select().from(newsletterSuppressions).where(eq(newsletterSuppressions.mailbox, mailbox));

    const bounced = resendEventBody('email.bounced', ['Odbijena.Adresa+vesti@googlemail.com'], {
      bounce: { type: 'Permanent', subType: 'General', message: 'Mailbox does not exist' },
    });
    // Refused first: wrong secret, altered body, old timestamp, no signature, no secret configured.
    expect((await hook(signedWebhookRequest(WEBHOOK_URL, testWebhookSecret(), bounced))).status).toBe(401);
    const altered = new Request(WEBHOOK_URL, {
      method: 'POST',
      headers: svixHeaders(secret, bounced),
      body: bounced.replace('Odbijena', 'Druga'),
    });
    expect((await hook(altered)).status).toBe(401);
    const old = signedWebhookRequest(WEBHOOK_URL, secret, bounced, { at: new Date(Date.now() - 10 * 60_000) });
    expect((await hook(old)).status).toBe(401);
    expect((await hook(new Request(WEBHOOK_URL, { method: 'POST', body: bounced }))).status).toBe(401);
    expect((await hook(signedWebhookRequest(WEBHOOK_URL, secret, bounced), {})).status).toBe(503);
    expect(await suppressed('odbijenaadresa@gmail.com')).toEqual([]);

    // Signed: suppressed by canonical mailbox; the same event again (Resend retries) changes nothing.
    expect((await hook(signedWebhookRequest(WEBHOOK_URL, secret, bounced))).status).toBe(200);
    expect(await suppressed('odbijenaadresa@gmail.com')).toMatchObject([{ reason: 'bounce' }]);
    expect((await hook(signedWebhookRequest(WEBHOOK_URL, secret, bounced))).status).toBe(200);
    const complained = resendEventBody('email.complained', ['odbijena.adresa@gmail.com', 'zalba@primer.rs']);
    expect((await hook(signedWebhookRequest(WEBHOOK_URL, secret, complained))).status).toBe(200);
    expect(await suppressed('odbijenaadresa@gmail.com')).toMatchObject([{ reason: 'bounce' }]);
    expect(await suppressed('zalba@primer.rs')).toMatchObject([{ reason: 'complaint' }]);

    // Other events are acknowledged and ignored.
    const delivered = resendEventBody('email.delivered', ['isporuceno@primer.rs']);
    expect((await hook(signedWebhookRequest(WEBHOOK_URL, secret, delivered))).status).toBe(200);
    expect(await suppressed('isporuceno@primer.rs')).toEqual([]);
  });
});
