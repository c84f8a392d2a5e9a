import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { requestMentorship } from '@/lib/actions/member-mentorship';
import { postAd } from '@/lib/actions/ads';
import { saveNotificationSettings } from '@/lib/actions/members';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { readAdRenewalLink, renewAdByLink, stopDigestByLink } from '@/lib/data/member-links';
import { ads, mailOutbox, memberMessages, memberProfiles } from '@/lib/db/schema';
import { queueAdExpiryWarnings } from '@/lib/jobs/ad-expiry';
import { queueMessageDigests } from '@/lib/jobs/digest';
import { AD_DAILY_LIMIT } from '@/lib/members/ads';
import { signLinkToken } from '@/lib/security/signed-link';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';

import { formData, TEST_MAIL } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { recordQueries } from './support/large-data';

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('members’ notices and limits on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  const db = () => database.db;
  const member = (options: Parameters<typeof signedInAccount>[1] = {}) =>
    signedInAccount(db(), { member: 'approved', ...options });
  const mailOf = (template: string, address: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, template), sql`${address} = any(${mailOutbox.toAddresses})`));
  const linkIn = (text: string, label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '');
  async function adOf(owner: TestAccount, postedDaysAgo: number, now: Date) {
    const createdAt = new Date(now.getTime() - postedDaysAgo * DAY);
    const [ad] = await db()
      .insert(ads)
      .values({
        memberId: owner.memberId!,
        requestType: 'offering',
        title: `Oglas star ${postedDaysAgo} dana`,
        description: 'Opis',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 60 * DAY),
      })
      .returning();
    return ad!;
  }

  it('warns an ad’s owner once, seven days before expiry, with a link that renews it (and nothing else)', async () => {
    const owner = await member();
    const now = new Date();
    const due = await adOf(owner, 55, now);
    const early = await adOf(owner, 40, now);

    expect(await queueAdExpiryWarnings(db(), TEST_MAIL, now)).toBe(1);
    expect(await queueAdExpiryWarnings(db(), TEST_MAIL, new Date(now.getTime() + 60_000))).toBe(0);
    const [warning] = await mailOf('request.expiring', owner.email);
    expect(warning?.textBody).toContain(due.title);
    expect(warning?.textBody).not.toContain(early.title);

    const link = linkIn(warning!.textBody, 'Produži oglas');
    expect(link.pathname).toBe('/members/obnova-oglasa');
    const token = link.searchParams.get('token')!;
    // Reading the link (its page) changes nothing.
    expect(await readAdRenewalLink(db(), token, now)).toMatchObject({ title: due.title });
    const [unchanged] = await db().select().from(ads).where(eq(ads.id, due.id));
    expect(unchanged?.expiresAt.getTime()).toBe(due.expiresAt.getTime());

    expect(await renewAdByLink(db(), `${token}x`, now)).toBe(false);
    expect(await renewAdByLink(db(), token, new Date(now.getTime() + 31 * DAY))).toBe(false);
    expect(await renewAdByLink(db(), token, now)).toBe(true);
    const [renewed] = await db().select().from(ads).where(eq(ads.id, due.id));
    expect(renewed?.expiresAt.getTime()).toBe(now.getTime() + 60 * DAY);
    expect(renewed?.expiryWarnedAt).toBeNull();

    // A token for another purpose or another ad does not pass; a closed ad is not reopened.
    const key = await readLinkSigningKey(db());
    expect(
      await renewAdByLink(db(), signLinkToken(key, 'digest-unsubscribe', early.id, new Date(now.getTime() + DAY)), now),
    ).toBe(false);
    await db().update(ads).set({ isActive: false }).where(eq(ads.id, early.id));
    expect(
      await renewAdByLink(db(), signLinkToken(key, 'ad-renewal', early.id, new Date(now.getTime() + DAY)), now),
    ).toBe(false);
  });

  it('the digest carries a one-click unsubscribe; a member who turned it off gets none', async () => {
    const reader = await member();
    const writer = await member({ fullName: 'Pisac Poruka' });
    const now = new Date();
    await db()
      .insert(memberMessages)
      .values({
        fromMemberId: writer.memberId!,
        toMemberId: reader.memberId!,
        messageText: 'Zdravo',
        createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
      });
    await queueMessageDigests(db(), TEST_MAIL, now);
    const [digest] = await mailOf('member.digest', reader.email);
    const link = linkIn(digest!.textBody, 'Ne šalji mi više dnevni pregled');
    expect(link.pathname).toBe('/members/odjava-pregleda');

    expect(await stopDigestByLink(db(), link.searchParams.get('token')!, now)).toBe(true);
    const [profile] = await db().select().from(memberProfiles).where(eq(memberProfiles.id, reader.memberId!));
    expect(profile?.digestEmails).toBe(false);

    await db()
      .insert(memberMessages)
      .values({
        fromMemberId: writer.memberId!,
        toMemberId: reader.memberId!,
        messageText: 'Opet',
        createdAt: new Date(now.getTime() + 60_000),
      });
    await queueMessageDigests(db(), TEST_MAIL, new Date(now.getTime() + 26 * 60 * 60 * 1000));
    expect(await mailOf('member.digest', reader.email)).toHaveLength(1);

    // The profile's settings turn it back on (an unticked checkbox is absent from the form).
    const saved = await saveNotificationSettings.run(
      formData({ digestEmails: 'on', __js: '1' }),
      reader.context.getContext,
    );
    expect(saved.ok).toBe(true);
    const [after] = await db().select().from(memberProfiles).where(eq(memberProfiles.id, reader.memberId!));
    expect(after).toMatchObject({ digestEmails: true, mentorshipEmails: false });
  });

  it('a mentor who turned mentorship mails off gets the request on the platform, not by mail', async () => {
    const mentor = await member({ fullName: 'Mentor Bez Mejla' });
    const mentee = await member();
    await db()
      .update(memberProfiles)
      .set({ isMentor: true, mentorshipEmails: false })
      .where(eq(memberProfiles.id, mentor.memberId!));
    await db().update(memberProfiles).set({ seekingMentor: true }).where(eq(memberProfiles.id, mentee.memberId!));
    const result = await requestMentorship.run(
      formData({ mentorId: mentor.memberId!, notes: 'Pomoć oko prodaje', focusAreas: 'prodaja, B2B', __js: '1' }),
      mentee.context.getContext,
    );
    expect(result.ok).toBe(true);
    expect(await mailOf('mentorship.request', mentor.email)).toHaveLength(0);
  });

  it(`caps new ads at ${AD_DAILY_LIMIT} a day per member, with a Serbian message`, async () => {
    const owner = await member();
    const post = (index: number) =>
      postAd.run(
        formData({
          title: `Oglas ${index}`,
          description: 'Opis',
          requestType: 'seeking',
          category: 'other',
          __js: '1',
        }),
        owner.context.getContext,
      );
    for (let index = 0; index < AD_DAILY_LIMIT; index += 1) expect((await post(index)).ok).toBe(true);
    expect(await post(AD_DAILY_LIMIT)).toMatchObject({ ok: false, formError: AD_MESSAGES.dailyLimit });
    expect(AD_MESSAGES.dailyLimit).toBe('Možete objaviti najviše 5 oglasa u 24 sata. Novi oglas objavite sutra.');
  });

  it('works through a backlog of expiring ads in bounded batches, each ad warned once', async () => {
    const owner = await member();
    const now = new Date();
    for (let index = 0; index < 5; index += 1) await adOf(owner, 55, now);
    const recorder = recordQueries(database.handle);
    expect(await queueAdExpiryWarnings(recorder.db, TEST_MAIL, now, 2)).toBeGreaterThanOrEqual(5);
    const claims = recorder.take().filter((query) => /^update "ads"/.test(query.sql));
    // Five ads (and any left due by other tests) in claims of at most two: at least three claims.
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const claim of claims) expect(claim.sql).toMatch(/limit \$\d+/);
    expect(await mailOf('request.expiring', owner.email)).toHaveLength(5);
    expect(await queueAdExpiryWarnings(db(), TEST_MAIL, new Date(now.getTime() + 60_000), 2)).toBe(0);
  });

  it('works through a backlog of digests in bounded batches, each member mailed once', async () => {
    const writer = await member({ fullName: 'Pisac Gomile' });
    const readers = [];
    for (let index = 0; index < 5; index += 1) readers.push(await member());
    const now = new Date();
    await db()
      .insert(memberMessages)
      .values(
        readers.map((reader) => ({
          fromMemberId: writer.memberId!,
          toMemberId: reader.memberId!,
          messageText: 'Zdravo',
          createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
        })),
      );
    const recorder = recordQueries(database.handle);
    expect(await queueMessageDigests(recorder.db, TEST_MAIL, now, 2)).toBeGreaterThanOrEqual(5);
    const claims = recorder.take().filter((query) => /^\s*with due as/.test(query.sql));
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const reader of readers) expect(await mailOf('member.digest', reader.email)).toHaveLength(1);
    expect(await queueMessageDigests(db(), TEST_MAIL, new Date(now.getTime() + 60_000), 2)).toBe(0);
  });
});
