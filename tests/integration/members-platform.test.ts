import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  createKnowledgeResource,
  deleteKnowledgeResource,
  updateKnowledgeResource,
} from '@/lib/actions/admin-resources';
import { acceptMentorship, closeMentorship, requestMentorship } from '@/lib/actions/member-mentorship';
import { blockChatMember, markConversationRead, sendMessage, unblockChatMember } from '@/lib/actions/member-messages';
import { reportMessage } from '@/lib/actions/member-reports';
import { closeAd, deleteAd, postAd, renewAd, updateAd } from '@/lib/actions/ads';
import { awardAdPoints, listOwnAds, listVisibleAds } from '@/lib/data/ads';
import { listConversations, listThread, markThreadRead } from '@/lib/data/member-messages';
import { listConnections, listMentees, listMentors } from '@/lib/data/member-mentorship';
import { listActiveResources, listAllResources } from '@/lib/data/member-resources';
import { countUnreadMessages } from '@/lib/data/members';
import { grantAdmin } from '@/lib/data/accounts';
import { blockMember } from '@/lib/data/member-messages';
import {
  ads,
  knowledgeResources,
  mailOutbox,
  memberMessages,
  memberPointsLedger,
  memberProfiles,
  mentorshipConnections,
  messageReports,
} from '@/lib/db/schema';
import { DEMO_MEMBER_EMAILS } from '@/lib/db/seed-members';
import type { AdFilters } from '@/lib/members/ads';
import { queueMessageDigests } from '@/lib/jobs/digest';
import { openDatabase } from '@/lib/db/connection';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import type { Page } from '@/lib/site/paging';

import { formData, TEST_MAIL } from './forms-support';
import { anonymousContext, signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, countAllTables, FULL_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

/** Row counts of every table but the accounts, sessions and profiles a test signs in with. */
const withoutAccounts = (counts: Record<string, number>) => ({
  ...counts,
  app_users: 0,
  app_sessions: 0,
  member_profiles: 0,
});

const ALL_FILTERS = { query: '', type: 'all', category: 'all' } as const;

/** Every item of a paged list, page after page (the lists themselves are checked in members-lists.test.ts). */
async function allPages<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const current = await read(page);
    items.push(...current.items);
    if (page >= current.pageCount) return items;
  }
}

describe.each(BACKENDS)('members activity on %s', (backend) => {
  const database = useTestDatabase(backend, { ...FULL_SEED, admin: null });

  const db = () => database.db;
  const member = (options: Parameters<typeof signedInAccount>[1] = {}) =>
    signedInAccount(db(), { member: 'approved', ...options });
  const setFlags = (account: TestAccount, flags: Partial<typeof memberProfiles.$inferInsert>) =>
    db().update(memberProfiles).set(flags).where(eq(memberProfiles.id, account.memberId!));
  const mailOf = (template: string, address: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, template), sql`${address} = any(${mailOutbox.toAddresses})`));
  const adValues = {
    title: 'Tražim partnera za fintech',
    description: 'Opis oglasa',
    requestType: 'seeking',
    category: 'partnership',
    tags: ' fintech, B2B ,, Fintech ,Beograd ',
  };

  /** Posts an ad as `account` and returns its id. */
  async function postAdAs(account: TestAccount, values: Record<string, string> = adValues) {
    const result = await postAd.run(formData({ ...values, __js: '1' }), account.context.getContext);
    expect(result.ok).toBe(true);
    return (result as { data: { id: string } }).data.id;
  }

  describe('ads', () => {
    it('posts an ad with trimmed tags, and awards 10 points once per ad through award_points', async () => {
      const owner = await member();
      const result = await postAd.run(formData({ ...adValues, __js: '1' }), owner.context.getContext);
      expect(result).toMatchObject({ ok: true, title: 'Oglas uspešno objavljen!' });
      const id = (result as { data: { id: string } }).data.id;
      const ad = firstOf(await db().select().from(ads).where(eq(ads.id, id)));
      expect(ad).toMatchObject({
        memberId: owner.memberId,
        requestType: 'seeking',
        category: 'partnership',
        tags: ['fintech', 'B2B', 'Beograd'],
        isActive: true,
      });
      expect(ad.expiresAt.getTime() - ad.createdAt.getTime()).toBe(60 * 24 * 60 * 60 * 1000);

      const points = async () =>
        firstOf(
          await db()
            .select({ points: memberProfiles.points })
            .from(memberProfiles)
            .where(eq(memberProfiles.id, owner.memberId!)),
        ).points;
      expect(await points()).toBe(10);
      // Awarding the same ad again (a retry, a second call) adds nothing.
      expect(await awardAdPoints(db(), owner.memberId!, id, ad.title)).toBe(0);
      expect(await points()).toBe(10);
      await postAdAs(owner);
      expect(await points()).toBe(20);
      expect(
        await db().select().from(memberPointsLedger).where(eq(memberPointsLedger.memberId, owner.memberId!)),
      ).toHaveLength(2);
    });

    it("refuses an ad without title or description with the spec's messages and stores nothing", async () => {
      const owner = await member();
      const result = await postAd.run(formData({ title: ' ', description: '', __js: '1' }), owner.context.getContext);
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { title: ['Naslov je obavezan'], description: ['Opis je obavezan'] },
      });
      expect((await listOwnAds(db(), owner.memberId!, ALL_FILTERS, 1)).total).toBe(0);
    });

    it('refuses anonymous callers and members who are not approved, changing nothing', async () => {
      const before = await countAllTables(db());
      for (const context of [
        anonymousContext(db()),
        (await signedInAccount(db(), { member: 'pending' })).context,
        (await signedInAccount(db())).context,
      ]) {
        const result = await postAd.run(formData(adValues), context.getContext);
        expect(result.ok).toBe(false);
      }
      const after = await countAllTables(db());
      // Only the accounts and profiles this test created were added.
      expect(withoutAccounts(after)).toEqual(withoutAccounts(before));
    });

    it("a member cannot edit, renew, close or delete another member's ad", async () => {
      const owner = await member();
      const other = await member();
      const id = await postAdAs(owner);
      const [before] = await db().select().from(ads).where(eq(ads.id, id));
      for (const action of [renewAd, closeAd, deleteAd]) {
        const result = await action.run(formData({ id, __js: '1' }), other.context.getContext);
        expect(result).toMatchObject({ ok: false, formError: 'Oglas nije pronađen ili nije vaš.' });
      }
      const edit = await updateAd.run(
        formData({ ...adValues, id, title: 'Preuzet', __js: '1' }),
        other.context.getContext,
      );
      expect(edit).toMatchObject({ ok: false, formError: 'Oglas nije pronađen ili nije vaš.' });
      const [after] = await db().select().from(ads).where(eq(ads.id, id));
      expect(after).toEqual(before);
    });

    it('the owner edits, closes, renews and deletes; closed and expired ads are hidden from others', async () => {
      const owner = await member();
      const id = await postAdAs(owner, {
        ...adValues,
        title: 'Nudim usluge računovodstva',
        requestType: 'offering',
        category: 'services',
      });
      const visibleIds = async () =>
        (await allPages((page) => listVisibleAds(db(), new Date(), ALL_FILTERS, page))).map((ad) => ad.id);
      expect(await visibleIds()).toContain(id);

      expect(
        await updateAd.run(
          formData({ ...adValues, id, title: 'Nudim knjigovodstvo', __js: '1' }),
          owner.context.getContext,
        ),
      ).toMatchObject({ ok: true });
      expect(firstOf(await db().select().from(ads).where(eq(ads.id, id))).title).toBe('Nudim knjigovodstvo');

      expect(await closeAd.run(formData({ id, __js: '1' }), owner.context.getContext)).toMatchObject({
        ok: true,
        title: 'Oglas zatvoren',
      });
      expect(await visibleIds()).not.toContain(id);
      expect((await listOwnAds(db(), owner.memberId!, ALL_FILTERS, 1)).items.map((ad) => ad.id)).toContain(id);

      await db()
        .update(ads)
        .set({ isActive: true, expiresAt: new Date(Date.now() - 1000) })
        .where(eq(ads.id, id));
      expect(await visibleIds()).not.toContain(id);
      expect(await renewAd.run(formData({ id, __js: '1' }), owner.context.getContext)).toMatchObject({ ok: true });
      const renewed = firstOf(await db().select().from(ads).where(eq(ads.id, id)));
      expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 60 * 60 * 1000);
      expect(await visibleIds()).toContain(id);

      expect(await deleteAd.run(formData({ id, __js: '1' }), owner.context.getContext)).toMatchObject({ ok: true });
      expect(await db().select().from(ads).where(eq(ads.id, id))).toHaveLength(0);
    });

    it('filters by type and category and searches title, description and category without caring for case or diacritics', async () => {
      const owner = await member();
      const id = await postAdAs(owner, {
        title: 'Ulažemo u rane startape',
        description: 'Anđeoski investitor',
        requestType: 'offering',
        category: 'funding',
        tags: '',
      });
      const found = async (filters: Partial<AdFilters>) =>
        (await allPages((page) => listVisibleAds(db(), new Date(), { ...ALL_FILTERS, ...filters }, page))).map(
          (ad) => ad.id,
        );
      expect(await found({ query: 'ULAZEMO' })).toContain(id);
      expect(await found({ query: 'andjeoski' })).toContain(id);
      expect(await found({ query: 'finansiranje' })).toContain(id);
      expect(await found({ type: 'offering', category: 'funding' })).toContain(id);
      expect(await found({ type: 'seeking' })).not.toContain(id);
      expect(await found({ category: 'talent' })).not.toContain(id);
    });
  });

  describe('messages', () => {
    it("sends, counts unread per conversation and in total, and marks read only the partner's messages to the reader", async () => {
      const ana = await member({ fullName: 'Ana Test' });
      const boris = await member({ fullName: 'Boris Test' });
      const first = await sendMessage.run(
        formData({ to: boris.memberId!, text: '  Zdravo Borise!  ', __js: '1' }),
        ana.context.getContext,
      );
      expect(first).toMatchObject({ ok: true, title: 'Poruka poslata!' });
      await sendMessage.run(
        formData({ to: boris.memberId!, text: 'Imaš li vremena sutra?', __js: '1' }),
        ana.context.getContext,
      );
      await sendMessage.run(formData({ to: ana.memberId!, text: 'Tu sam.', __js: '1' }), boris.context.getContext);

      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(2);
      const conversation = firstOf(await listConversations(db(), boris.memberId!));
      expect(conversation).toMatchObject({
        partner: { id: ana.memberId, fullName: 'Ana Test' },
        unread: 2,
        lastMessageText: 'Tu sam.',
        lastMessageMine: true,
      });
      expect(Date.now() - conversation.lastMessageAt.getTime()).toBeLessThan(60_000);

      expect(await markThreadRead(db(), boris.memberId!, ana.memberId!)).toBe(2);
      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(0);
      // Boris's own message to Ana stays unread for her.
      expect(await countUnreadMessages(db(), ana.memberId!)).toBe(1);
      const thread = await listThread(db(), ana.memberId!, boris.memberId!);
      expect(thread.map((message) => message.text)).toEqual(['Zdravo Borise!', 'Imaš li vremena sutra?', 'Tu sam.']);
    });

    it('a third member sees none of a conversation they are not part of', async () => {
      const ana = await member();
      const boris = await member();
      const eve = await member();
      await sendMessage.run(formData({ to: boris.memberId!, text: 'Tajna', __js: '1' }), ana.context.getContext);
      expect(await listThread(db(), eve.memberId!, ana.memberId!)).toEqual([]);
      expect(await listThread(db(), eve.memberId!, boris.memberId!)).toEqual([]);
      expect(await listConversations(db(), eve.memberId!)).toEqual([]);
      expect(await markThreadRead(db(), eve.memberId!, ana.memberId!)).toBe(0);
      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(1);
    });

    it('cannot start a conversation with oneself, a pending member or an unknown id', async () => {
      const ana = await member();
      const pending = await signedInAccount(db(), { member: 'pending' });
      for (const to of [ana.memberId!, pending.memberId!, '00000000-0000-4000-8000-000000000000', 'nije-id']) {
        const result = await sendMessage.run(formData({ to, text: 'Zdravo', __js: '1' }), ana.context.getContext);
        expect(result).toMatchObject({ ok: false, formError: 'Nije moguće pokrenuti konverzaciju sa ovim članom.' });
      }
      expect(
        await db().select().from(memberMessages).where(eq(memberMessages.fromMemberId, ana.memberId!)),
      ).toHaveLength(0);
    });

    it('refuses a blank message', async () => {
      const ana = await member();
      const boris = await member();
      const result = await sendMessage.run(
        formData({ to: boris.memberId!, text: ' \n ', __js: '1' }),
        ana.context.getContext,
      );
      expect(result).toMatchObject({ ok: false, fieldErrors: { text: ['Poruka ne može biti prazna.'] } });
    });

    it('a blocked member can no longer message the blocker (nor the blocker them) until unblocked', async () => {
      const ana = await member();
      const boris = await member();
      expect(
        await blockChatMember.run(formData({ memberId: ana.memberId!, __js: '1' }), boris.context.getContext),
      ).toMatchObject({ ok: true });
      const refused = await sendMessage.run(
        formData({ to: boris.memberId!, text: 'Zdravo', __js: '1' }),
        ana.context.getContext,
      );
      expect(refused).toMatchObject({ ok: false, formError: 'Nije moguće pokrenuti konverzaciju sa ovim članom.' });
      expect(
        (await sendMessage.run(formData({ to: ana.memberId!, text: 'Zdravo', __js: '1' }), boris.context.getContext))
          .ok,
      ).toBe(false);
      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(0);

      // Only the blocker can lift the block.
      await unblockChatMember.run(formData({ memberId: boris.memberId!, __js: '1' }), ana.context.getContext);
      expect(
        (await sendMessage.run(formData({ to: boris.memberId!, text: 'Zdravo', __js: '1' }), ana.context.getContext))
          .ok,
      ).toBe(false);
      await unblockChatMember.run(formData({ memberId: ana.memberId!, __js: '1' }), boris.context.getContext);
      expect(
        (await sendMessage.run(formData({ to: boris.memberId!, text: 'Zdravo', __js: '1' }), ana.context.getContext))
          .ok,
      ).toBe(true);
    });

    it('reports a received message to every admin once; nobody else can report it', async () => {
      const admin = await signedInAccount(db());
      await grantAdmin(db(), admin.email);
      const ana = await member();
      const boris = await member();
      const eve = await member();
      await sendMessage.run(
        formData({ to: boris.memberId!, text: 'Kupi moj kurs odmah!!!', __js: '1' }),
        ana.context.getContext,
      );
      const message = firstOf(await listThread(db(), boris.memberId!, ana.memberId!));

      expect(
        await reportMessage.run(
          formData({ messageId: message.id, reasonCategory: 'spam', reason: 'Spam', __js: '1' }),
          eve.context.getContext,
        ),
      ).toMatchObject({
        ok: false,
        formError: 'Poruka nije pronađena.',
      });
      expect(
        await reportMessage.run(
          formData({ messageId: message.id, reasonCategory: 'spam', __js: '1' }),
          ana.context.getContext,
        ),
      ).toMatchObject({ ok: false });

      expect(
        await reportMessage.run(
          formData({ messageId: message.id, reasonCategory: 'spam', reason: 'Spam', __js: '1' }),
          boris.context.getContext,
        ),
      ).toMatchObject({ ok: true, title: 'Poruka prijavljena' });
      await reportMessage.run(
        formData({ messageId: message.id, reasonCategory: 'spam', reason: 'Spam', __js: '1' }),
        boris.context.getContext,
      );
      expect(await db().select().from(messageReports).where(eq(messageReports.messageId, message.id))).toHaveLength(1);
      const mails = await mailOf('message.report', admin.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toContain('Kupi moj kurs odmah!!!');
    });

    it(`rate-limits sending per sender's member id (${RATE_LIMITS.memberMessage.perAccount} a minute), whatever their profile e-mail`, async () => {
      const ana = await member();
      const boris = await member();
      const limit = RATE_LIMITS.memberMessage.perAccount;
      // The window opens at the first attempt: all of them fall inside it.
      const send = (index: number) =>
        sendMessage.run(formData({ to: boris.memberId!, text: `Poruka ${index}`, __js: '1' }), ana.context.getContext);
      const results = [];
      for (let index = 0; index < limit; index += 1) {
        // Changing the profile e-mail between messages used to give every message a fresh counter.
        await setFlags(ana, { email: `ana.${index}@primer.rs` });
        results.push(await send(index));
      }
      expect(results.filter((result) => result.ok)).toHaveLength(limit);
      await setFlags(ana, { email: 'ana.nova@primer.rs' });
      expect(await send(limit)).toMatchObject({ ok: false, formError: expect.stringContaining('Previše pokušaja') });
      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(limit);
    });

    it('marks a thread read only through the POST action, only for its partner, and only for the caller', async () => {
      const ana = await member();
      const boris = await member();
      const eve = await member();
      await sendMessage.run(formData({ to: boris.memberId!, text: 'Zdravo', __js: '1' }), ana.context.getContext);
      await sendMessage.run(formData({ to: boris.memberId!, text: 'Ja sam Eva', __js: '1' }), eve.context.getContext);
      // Eve cannot mark Boris's messages read for him, neither from her thread with Ana nor with Boris.
      await markConversationRead.run(formData({ memberId: ana.memberId!, __js: '1' }), eve.context.getContext);
      await markConversationRead.run(formData({ memberId: boris.memberId!, __js: '1' }), eve.context.getContext);
      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(2);
      expect(
        await markConversationRead.run(formData({ memberId: ana.memberId!, __js: '1' }), boris.context.getContext),
      ).toMatchObject({ ok: true });
      // Only Ana's message: Eve's stays unread until Boris opens her thread.
      expect(await countUnreadMessages(db(), boris.memberId!)).toBe(1);
      expect(
        await markConversationRead.run(
          formData({ memberId: ana.memberId!, __js: '1' }),
          anonymousContext(db()).getContext,
        ),
      ).toMatchObject({ ok: false });
    });

    it('queues one daily digest for members with unread messages older than an hour, and none again that day', async () => {
      const ana = await member();
      const boris = await member({ fullName: 'Boris Digest' });
      const sent = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await db()
        .insert(memberMessages)
        .values({ fromMemberId: boris.memberId!, toMemberId: ana.memberId!, messageText: 'Javi se', createdAt: sent });
      const now = new Date();
      expect(await queueMessageDigests(db(), TEST_MAIL, now)).toBeGreaterThanOrEqual(1);
      const digest = firstOf(await mailOf('member.digest', ana.email));
      expect(digest.textBody).toContain('1 nepročitanu poruku');
      expect(digest.textBody).toContain('Boris Digest');
      expect(digest.textBody).not.toContain('Javi se');

      await db()
        .insert(memberMessages)
        .values({
          fromMemberId: boris.memberId!,
          toMemberId: ana.memberId!,
          messageText: 'Opet ja',
          createdAt: new Date(now.getTime() + 60_000),
        });
      await queueMessageDigests(db(), TEST_MAIL, new Date(now.getTime() + 60 * 60 * 1000));
      expect(await mailOf('member.digest', ana.email)).toHaveLength(1);
      await queueMessageDigests(db(), TEST_MAIL, new Date(now.getTime() + 25 * 60 * 60 * 1000));
      expect(await mailOf('member.digest', ana.email)).toHaveLength(2);
    });

    it('two instances checking at the same moment queue one digest per member (each on its own connection)', async () => {
      const ana = await member();
      const boris = await member();
      await db()
        .insert(memberMessages)
        .values({
          fromMemberId: boris.memberId!,
          toMemberId: ana.memberId!,
          messageText: 'Dve instance',
          createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
        });
      const other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database.handle;
      try {
        const now = new Date();
        await Promise.all([
          queueMessageDigests(db(), TEST_MAIL, now),
          queueMessageDigests(other.db, TEST_MAIL, now),
          queueMessageDigests(db(), TEST_MAIL, now),
        ]);
        expect(await mailOf('member.digest', ana.email)).toHaveLength(1);
      } finally {
        if (other !== database.handle) await other.close();
      }
    });
  });

  describe('mentorship', () => {
    async function pair(options: { capacity?: number } = {}) {
      const mentor = await member({ fullName: 'Mentor Test' });
      const mentee = await member({ fullName: 'Mentee Test' });
      await setFlags(mentor, { isMentor: true, mentorCapacity: options.capacity ?? null });
      await setFlags(mentee, { seekingMentor: true });
      return { mentor, mentee };
    }
    const request = (from: TestAccount, mentor: TestAccount) =>
      requestMentorship.run(
        formData({ mentorId: mentor.memberId!, focusAreas: 'finansije, pitch', notes: 'Pomoć oko runde', __js: '1' }),
        from.context.getContext,
      );
    const connectionsOf = (mentor: TestAccount, mentee: TestAccount) =>
      db()
        .select()
        .from(mentorshipConnections)
        .where(
          and(
            eq(mentorshipConnections.mentorId, mentor.memberId!),
            eq(mentorshipConnections.menteeId, mentee.memberId!),
          ),
        );

    it('a block either way stops mentorship requests both ways, and nothing is mailed', async () => {
      for (const blocker of ['mentor', 'mentee'] as const) {
        const { mentor, mentee } = await pair();
        const [me, other] = blocker === 'mentor' ? [mentor, mentee] : [mentee, mentor];
        await blockMember(db(), me.memberId!, other.memberId!);
        expect(await request(mentee, mentor)).toMatchObject({
          ok: false,
          formError: 'Ovom članu nije moguće poslati zahtev za mentorstvo.',
        });
        expect(await connectionsOf(mentor, mentee)).toHaveLength(0);
        expect(await mailOf('mentorship.request', mentor.email)).toHaveLength(0);
      }
    });

    it('a member seeking a mentor requests once; the mentor is e-mailed; a second request is refused', async () => {
      const { mentor, mentee } = await pair();
      expect(await request(mentee, mentor)).toMatchObject({ ok: true, title: 'Zahtev poslat!' });
      const [connection] = await connectionsOf(mentor, mentee);
      expect(connection).toMatchObject({
        status: 'pending',
        focusAreas: ['finansije', 'pitch'],
        notes: 'Pomoć oko runde',
      });
      expect(await mailOf('mentorship.request', mentor.email)).toHaveLength(1);
      expect(await request(mentee, mentor)).toMatchObject({
        ok: false,
        formError: 'Već imate otvoren zahtev ili aktivno mentorstvo sa ovim mentorom.',
      });
      expect(await connectionsOf(mentor, mentee)).toHaveLength(1);
    });

    it('refuses members not seeking a mentor, oneself, and members who are not mentors', async () => {
      const { mentor, mentee } = await pair();
      const notSeeking = await member();
      expect(await request(notSeeking, mentor)).toMatchObject({
        ok: false,
        formError: expect.stringContaining('tražite mentora'),
      });
      await setFlags(mentor, { seekingMentor: true });
      expect(await request(mentor, mentor)).toMatchObject({
        ok: false,
        formError: 'Ne možete poslati zahtev za mentorstvo sami sebi.',
      });
      const notMentor = await member();
      expect(await request(mentee, notMentor)).toMatchObject({
        ok: false,
        formError: 'Ovaj član trenutno nije dostupan kao mentor.',
      });
      expect(
        await db().select().from(mentorshipConnections).where(eq(mentorshipConnections.mentorId, notMentor.memberId!)),
      ).toHaveLength(0);
    });

    it('of simultaneous duplicate requests exactly one is stored', async () => {
      const { mentor, mentee } = await pair();
      const results = await Promise.all(Array.from({ length: 6 }, () => request(mentee, mentor)));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await connectionsOf(mentor, mentee)).toHaveLength(1);
    });

    it('only the mentor of a pending connection accepts; the mentee is e-mailed', async () => {
      const { mentor, mentee } = await pair();
      const outsider = await member();
      await request(mentee, mentor);
      const connection = firstOf(await connectionsOf(mentor, mentee));
      for (const caller of [mentee, outsider]) {
        const refused = await acceptMentorship.run(
          formData({ connectionId: connection.id, __js: '1' }),
          caller.context.getContext,
        );
        expect(refused).toMatchObject({ ok: false, formError: 'Mentorska veza nije pronađena.' });
      }
      expect(firstOf(await connectionsOf(mentor, mentee)).status).toBe('pending');
      expect(
        await acceptMentorship.run(formData({ connectionId: connection.id, __js: '1' }), mentor.context.getContext),
      ).toMatchObject({
        ok: true,
        title: 'Mentorstvo prihvaćeno!',
      });
      expect(firstOf(await connectionsOf(mentor, mentee)).status).toBe('active');
      expect(await mailOf('mentorship.accepted', mentee.email)).toHaveLength(1);
      // Accepting twice changes nothing.
      expect(
        (await acceptMentorship.run(formData({ connectionId: connection.id, __js: '1' }), mentor.context.getContext))
          .ok,
      ).toBe(false);
    });

    it("refuses requests and acceptances beyond the mentor's capacity", async () => {
      const { mentor, mentee } = await pair({ capacity: 1 });
      const second = await member();
      await setFlags(second, { seekingMentor: true });
      await request(mentee, mentor);
      await request(second, mentor);
      const first = firstOf(await connectionsOf(mentor, mentee));
      const other = firstOf(await connectionsOf(mentor, second));
      await acceptMentorship.run(formData({ connectionId: first.id, __js: '1' }), mentor.context.getContext);
      expect(
        await acceptMentorship.run(formData({ connectionId: other.id, __js: '1' }), mentor.context.getContext),
      ).toMatchObject({
        ok: false,
        formError: 'Ovaj mentor trenutno nema slobodnih mesta za nove mentorske veze.',
      });
      const third = await member();
      await setFlags(third, { seekingMentor: true });
      expect((await request(third, mentor)).ok).toBe(false);
      expect(
        (await allPages((page) => listMentors(db(), '', page))).find((item) => item.id === mentor.memberId),
      ).toMatchObject({ mentorCapacity: 1, activeMentees: 1 });
    });

    it('either side closes its own connection, both are e-mailed; nobody else can', async () => {
      const { mentor, mentee } = await pair();
      const outsider = await member();
      await request(mentee, mentor);
      const connection = firstOf(await connectionsOf(mentor, mentee));
      const close = async (by: TestAccount, outcome: 'cancelled' | 'completed') =>
        (
          await closeMentorship.run(
            formData({ connectionId: connection.id, outcome, __js: '1' }),
            by.context.getContext,
          )
        ).ok;
      expect(await close(outsider, 'cancelled')).toBe(false);
      // A pending request cannot be "completed", only cancelled.
      expect(await close(mentee, 'completed')).toBe(false);
      expect(await close(mentee, 'cancelled')).toBe(true);
      expect(firstOf(await connectionsOf(mentor, mentee)).status).toBe('cancelled');
      expect(await mailOf('mentorship.closed', mentor.email)).toHaveLength(1);
      expect(await mailOf('mentorship.closed', mentee.email)).toHaveLength(1);
      // A closed pair may start again.
      expect((await request(mentee, mentor)).ok).toBe(true);
      expect((await listConnections(db(), outsider.memberId!, 1)).items).toEqual([]);
    });

    it('lists mentors and mentees who are listed, never the viewer among mentees', async () => {
      const { mentor, mentee } = await pair();
      const hidden = await member();
      await setFlags(hidden, { isMentor: true, hideFromDirectory: true });
      const mentorIds = (await allPages((page) => listMentors(db(), '', page))).map((item) => item.id);
      expect(mentorIds).toContain(mentor.memberId);
      expect(mentorIds).not.toContain(hidden.memberId);
      const menteesOf = async (me: TestAccount) =>
        (await allPages((page) => listMentees(db(), me.memberId!, '', page))).map((item) => item.id);
      expect(await menteesOf(mentee)).not.toContain(mentee.memberId);
      expect(await menteesOf(mentor)).toContain(mentee.memberId);
    });
  });

  describe('resources (admin)', () => {
    const resourceValues = {
      title: 'Vodič za fiskalizaciju',
      description: 'Sve o e-fiskalizaciji',
      category: 'finance',
      resourceType: 'guide',
      externalUrl: 'https://www.purs.gov.rs/fiskalizacija',
      fileUrl: '',
      tags: 'porezi, fiskalizacija, kase, računi',
      isFeatured: 'on',
      isActive: 'on',
    };

    it('refuses anonymous callers and members, changing nothing', async () => {
      const resource = firstOf(await listAllResources(db()));
      const before = await countAllTables(db());
      const caller = await member();
      for (const context of [anonymousContext(db()), caller.context]) {
        expect((await createKnowledgeResource.run(formData(resourceValues), context.getContext)).ok).toBe(false);
        expect(
          (await updateKnowledgeResource.run(formData({ ...resourceValues, id: resource.id }), context.getContext)).ok,
        ).toBe(false);
        expect((await deleteKnowledgeResource.run(formData({ id: resource.id }), context.getContext)).ok).toBe(false);
      }
      const after = await countAllTables(db());
      expect(withoutAccounts(after)).toEqual(withoutAccounts(before));
      expect((await listAllResources(db())).find((item) => item.id === resource.id)).toEqual(resource);
    });

    it('an admin adds, edits and removes a resource; members find it by a tag; hidden ones are not listed', async () => {
      const admin = await signedInAccount(db());
      await grantAdmin(db(), admin.email);
      expect(await createKnowledgeResource.run(formData(resourceValues), admin.context.getContext)).toMatchObject({
        ok: true,
        title: 'Resurs dodat',
      });
      const created = firstOf(
        await db().select().from(knowledgeResources).where(eq(knowledgeResources.title, 'Vodič za fiskalizaciju')),
      );
      expect(created).toMatchObject({
        isFeatured: true,
        isActive: true,
        fileUrl: null,
        tags: ['porezi', 'fiskalizacija', 'kase', 'računi'],
      });
      expect(
        (await listActiveResources(db(), { ...ALL_FILTERS, query: 'RACUNI' }, 1)).items.map((item) => item.id),
      ).toContain(created.id);

      expect(
        await updateKnowledgeResource.run(
          formData({ ...resourceValues, id: created.id, isActive: '' }),
          admin.context.getContext,
        ),
      ).toMatchObject({ ok: true });
      expect((await listActiveResources(db(), ALL_FILTERS, 1)).items.map((item) => item.id)).not.toContain(created.id);

      const missingLink = await createKnowledgeResource.run(
        formData({ ...resourceValues, externalUrl: '', fileUrl: '' }),
        admin.context.getContext,
      );
      expect(missingLink).toMatchObject({
        ok: false,
        fieldErrors: { externalUrl: ['Unesite link ka resursu ili fajlu'] },
      });
      const scriptLink = await createKnowledgeResource.run(
        formData({ ...resourceValues, externalUrl: 'javascript:alert(1)' }),
        admin.context.getContext,
      );
      expect(scriptLink.ok).toBe(false);

      expect(await deleteKnowledgeResource.run(formData({ id: created.id }), admin.context.getContext)).toMatchObject({
        ok: true,
      });
      expect(await db().select().from(knowledgeResources).where(eq(knowledgeResources.id, created.id))).toHaveLength(0);
    });
  });

  describe('demo activity', () => {
    it('seeds ads with their points, a conversation with an unread message for Ana, resources and two connections', async () => {
      const profiles = await db().select().from(memberProfiles);
      const byEmail = (email: string) => profiles.find((profile) => profile.email === email)!;
      const ana = byEmail(DEMO_MEMBER_EMAILS.startup);
      const marko = byEmail(DEMO_MEMBER_EMAILS.mentor);
      const jelena = byEmail(DEMO_MEMBER_EMAILS.company);
      const stefan = byEmail(DEMO_MEMBER_EMAILS.student);

      expect((await listOwnAds(db(), ana.id, ALL_FILTERS, 1)).total).toBeGreaterThan(0);
      expect(ana.points).toBe(10);
      expect(await countUnreadMessages(db(), ana.id)).toBe(1);
      const [conversation] = await listConversations(db(), ana.id);
      expect(conversation).toMatchObject({ partner: { id: marko.id }, unread: 1 });

      const seededResources = await db().select().from(knowledgeResources);
      expect(seededResources.length).toBeGreaterThanOrEqual(4);
      expect(seededResources.filter((resource) => resource.isFeatured).length).toBeGreaterThan(0);
      expect(seededResources.filter((resource) => resource.isFeatured).length).toBeLessThanOrEqual(4);

      const connections = await listConnections(db(), ana.id, 1);
      expect(connections.items).toEqual([
        expect.objectContaining({ status: 'active', mentor: expect.objectContaining({ id: marko.id }) }),
      ]);
      const pending = await listConnections(db(), stefan.id, 1);
      expect(pending.items).toEqual([
        expect.objectContaining({ status: 'pending', mentor: expect.objectContaining({ id: jelena.id }) }),
      ]);
    });
  });
});
