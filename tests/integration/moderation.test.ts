import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { resolveMemberReport } from '@/lib/actions/admin-moderation';
import { sendMessage } from '@/lib/actions/member-messages';
import { reportAd, reportMessage } from '@/lib/actions/member-reports';
import { countUnreadMessages } from '@/lib/data/members';
import { listConversations, listThread } from '@/lib/data/member-messages';
import { createAd, listVisibleAds, renewOwnAd } from '@/lib/data/ads';
import { listMemberDecisions } from '@/lib/data/admin-members';
import { countReports, listReports, REPORTS_PAGE_SIZE } from '@/lib/data/moderation';
import { mailOutbox, memberProfiles, messageReports, rateLimits } from '@/lib/db/schema';
import { RATE_LIMITS, rateLimitKeys } from '@/lib/security/rate-limit';

import { formData } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, countAllTables, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('moderation: reports with a reason, and what admins do about them, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  const db = () => database.db;
  const member = () => signedInAccount(db(), { member: 'approved' });
  const admin = () => signedInAccount(db(), { admin: true });
  const mailsOf = (template: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.template, template)).orderBy(mailOutbox.createdAt);

  /** Ana writes to Boris. */
  async function receivedMessage(text: string) {
    const ana = await member();
    const boris = await member();
    await sendMessage.run(formData({ to: boris.memberId!, text, __js: '1' }), ana.context.getContext);
    const message = firstOf(await listThread(db(), boris.memberId!, ana.memberId!));
    return { ana, boris, message };
  }

  /** Ana writes to Boris; Boris reports it. */
  async function reportedMessage(text = 'Kupi moj kurs odmah!!!') {
    const { ana, boris, message } = await receivedMessage(text);
    const result = await reportMessage.run(
      formData({ messageId: message.id, reasonCategory: 'spam', reason: 'Šalje svima', __js: '1' }),
      boris.context.getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Poruka prijavljena' });
    const report = firstOf(await db().select().from(messageReports).where(eq(messageReports.messageId, message.id)));
    return { ana, boris, message, report };
  }

  /** An ad of this member's, open for the others. */
  async function postedAd(poster: Awaited<ReturnType<typeof member>>, title: string) {
    const ctx = await poster.context.getContext();
    const created = await createAd(
      db(),
      poster.memberId!,
      { requestType: 'offering', category: 'services', title, description: 'Pošaljite novac', tags: [] },
      ctx.now,
    );
    return created!.id;
  }

  /** Ana posts an ad; Boris reports it. */
  async function reportedAd() {
    const ana = await member();
    const boris = await member();
    const id = await postedAd(ana, 'Brza zarada');
    const result = await reportAd.run(
      formData({ requestId: id, reasonCategory: 'fraud', __js: '1' }),
      boris.context.getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Oglas prijavljen' });
    const report = firstOf(await db().select().from(messageReports).where(eq(messageReports.requestId, id)));
    return { ana, boris, adId: id, report };
  }

  it('a message report needs a reason; it is stored with the author and mailed to the admins once', async () => {
    const team = await admin();
    const { boris, message } = await receivedMessage('Zdravo');
    expect(
      await reportMessage.run(formData({ messageId: message.id, __js: '1' }), boris.context.getContext),
    ).toMatchObject({ ok: false, fieldErrors: { reasonCategory: ['Izaberite razlog prijave.'] } });

    const { report } = await reportedMessage('Uvredljiva poruka');
    expect(report).toMatchObject({
      kind: 'message',
      reasonCategory: 'spam',
      reason: 'Šalje svima',
      messageText: 'Uvredljiva poruka',
      handledAt: null,
    });
    const mails = (await mailsOf('message.report')).filter((mail) => mail.toAddresses.includes(team.email));
    expect(mails.at(-1)?.textBody).toContain('Razlog: Neželjene poruke ili reklama');
  });

  it('an ad is reported by others, never by its owner', async () => {
    const { ana, adId, report } = await reportedAd();
    expect(report).toMatchObject({ kind: 'ad', reasonCategory: 'fraud', reportedMemberId: ana.memberId });
    expect(
      await reportAd.run(formData({ requestId: adId, reasonCategory: 'spam', __js: '1' }), ana.context.getContext),
    ).toMatchObject({ ok: false, formError: 'Oglas nije pronađen.' });
    expect((await mailsOf('ad.report')).at(-1)?.textBody).toContain('Brza zarada');
  });

  it('without JavaScript a report sent goes back to where the content is listed, a second one too, mailing once', async () => {
    const team = await admin();
    const { ana, boris, message } = await receivedMessage('Bez skripti');
    const reportWithoutJavaScript = () =>
      reportMessage.run(formData({ messageId: message.id, reasonCategory: 'spam' }), boris.context.getContext);
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(reportWithoutJavaScript()).rejects.toMatchObject({
        digest: expect.stringContaining(`;/members/messages?to=${ana.memberId};`),
      });
    }
    expect(await db().$count(messageReports, eq(messageReports.messageId, message.id))).toBe(1);
    const mails = (await mailsOf('message.report')).filter(
      (mail) => mail.toAddresses.includes(team.email) && mail.textBody.includes('Bez skripti'),
    );
    expect(mails).toHaveLength(1);

    const adId = await postedAd(ana, 'Oglas bez skripti');
    await expect(
      reportAd.run(formData({ requestId: adId, reasonCategory: 'spam' }), boris.context.getContext),
    ).rejects.toMatchObject({ digest: expect.stringContaining(';/members/requests;') });
    // A refusal is answered on the page that rendered the form: no redirect.
    expect(await reportAd.run(formData({ requestId: adId }), boris.context.getContext)).toMatchObject({
      ok: false,
      fieldErrors: { reasonCategory: ['Izaberite razlog prijave.'] },
    });
  });

  it(`limits reports per member (${RATE_LIMITS.memberReport.perAccount} an hour)`, async () => {
    const { boris, message } = await receivedMessage('Još jedna');
    const ctx = await boris.context.getContext();
    const key = firstOf(rateLimitKeys({ category: 'memberReport', account: boris.memberId!, host: ctx.host }));
    await db()
      .insert(rateLimits)
      .values({
        key: key.key,
        windowStart: ctx.now,
        hits: RATE_LIMITS.memberReport.perAccount,
        expiresAt: new Date(ctx.now.getTime() + 3_600_000),
      });
    expect(
      await reportMessage.run(
        formData({ messageId: message.id, reasonCategory: 'other', __js: '1' }),
        boris.context.getContext,
      ),
    ).toMatchObject({ ok: false, formError: expect.stringContaining('Previše pokušaja') });
    expect(await db().$count(messageReports, eq(messageReports.messageId, message.id))).toBe(0);
  });

  it('hiding a message closes the report and takes the message out of every member list; the admin still sees it', async () => {
    const team = await admin();
    const { ana, boris, message, report } = await reportedMessage();
    expect((await listReports(db(), 'open')).items.find((item) => item.id === report.id)?.conversation).toEqual([
      expect.objectContaining({ id: message.id, reported: true, hidden: false }),
    ]);
    expect(await countUnreadMessages(db(), boris.memberId!)).toBe(1);

    const result = await resolveMemberReport.run(
      formData({ reportId: report.id, resolution: 'message_hidden', note: '' }),
      team.context.getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Poruka sakrivena' });
    for (const [me, partner] of [
      [boris.memberId!, ana.memberId!],
      [ana.memberId!, boris.memberId!],
    ] as const) {
      // The thread keeps its place, without the text (docs/members.md, "Moderation outcomes").
      expect(await listThread(db(), me, partner)).toEqual([
        expect.objectContaining({ id: message.id, text: '', hidden: true }),
      ]);
      expect((await listConversations(db(), me)).some((item) => item.partner.id === partner)).toBe(false);
    }
    expect(await countUnreadMessages(db(), boris.memberId!)).toBe(0);

    const closed = (await listReports(db(), 'closed')).items.find((item) => item.id === report.id);
    expect(closed).toMatchObject({ resolution: 'message_hidden', resolvedByEmail: team.email });
    expect(closed?.conversation).toEqual([expect.objectContaining({ id: message.id, hidden: true })]);
    expect((await listReports(db(), 'open')).items.some((item) => item.id === report.id)).toBe(false);

    // Closed once: a second decision is refused and changes nothing (the rate-limit counter has its row already).
    const before = await countAllTables(db());
    expect(
      await resolveMemberReport.run(
        formData({ reportId: report.id, resolution: 'dismissed', note: '' }),
        team.context.getContext,
      ),
    ).toMatchObject({ ok: false, formError: 'Ova prijava je već zatvorena.' });
    expect(await countAllTables(db())).toEqual(before);
  });

  it('closing an ad hides it from every member and its owner cannot renew it; a message action on an ad is refused', async () => {
    const team = await admin();
    const { ana, adId, report } = await reportedAd();
    const now = (await team.context.getContext()).now;
    expect(
      await resolveMemberReport.run(
        formData({ reportId: report.id, resolution: 'message_hidden', note: '' }),
        team.context.getContext,
      ),
    ).toMatchObject({ ok: false, formError: expect.stringContaining('nije moguća') });
    expect((await listReports(db(), 'open')).items.some((item) => item.id === report.id)).toBe(true);

    expect(
      await resolveMemberReport.run(
        formData({ reportId: report.id, resolution: 'ad_closed', note: 'Prevara' }),
        team.context.getContext,
      ),
    ).toMatchObject({ ok: true, title: 'Oglas zatvoren' });
    const listed = await listVisibleAds(db(), now, { query: 'Brza zarada', type: 'all', category: 'all' }, 1);
    expect(listed.items.some((ad) => ad.id === adId)).toBe(false);
    expect(await renewOwnAd(db(), ana.memberId!, adId, now)).toBe(false);
    expect((await listReports(db(), 'closed')).items.find((item) => item.id === report.id)).toMatchObject({
      resolution: 'ad_closed',
      resolutionNote: 'Prevara',
      ad: expect.objectContaining({ id: adId, hidden: true }),
    });
  });

  it('suspending from a report needs a reason, suspends the author, records the decision with the report and mails them', async () => {
    const team = await admin();
    const { ana, report } = await reportedMessage();
    expect(
      await resolveMemberReport.run(
        formData({ reportId: report.id, resolution: 'member_suspended', note: '' }),
        team.context.getContext,
      ),
    ).toMatchObject({ ok: false, fieldErrors: { note: ['Navedite razlog suspenzije.'] } });

    expect(
      await resolveMemberReport.run(
        formData({ reportId: report.id, resolution: 'member_suspended', note: 'Neželjene poruke' }),
        team.context.getContext,
      ),
    ).toMatchObject({ ok: true, title: 'Član suspendovan' });
    const profile = firstOf(await db().select().from(memberProfiles).where(eq(memberProfiles.id, ana.memberId!)));
    expect(profile.approvalStatus).toBe('suspended');
    expect(await listMemberDecisions(db(), ana.memberId!)).toEqual([
      expect.objectContaining({ decision: 'suspended', note: 'Neželjene poruke', decidedByEmail: team.email }),
    ]);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${ana.email} = any(${mailOutbox.toAddresses})`);
    expect(mails.map((mail) => mail.template)).toEqual(['member.decision']);
  });

  it('dismissing closes the report and changes nothing else', async () => {
    const team = await admin();
    const { boris, ana, report } = await reportedMessage();
    expect(
      await resolveMemberReport.run(
        formData({ reportId: report.id, resolution: 'dismissed', note: '' }),
        team.context.getContext,
      ),
    ).toMatchObject({ ok: true, title: 'Prijava odbačena' });
    expect(await listThread(db(), boris.memberId!, ana.memberId!)).toHaveLength(1);
  });

  it('pages the reports: open ones oldest first, 20 a page, the next page holds the next ones; counts are the real numbers', async () => {
    const reporter = await member();
    const base = Date.UTC(2001, 0, 1);
    const inserted = await db()
      .insert(messageReports)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          kind: 'message',
          reporterId: reporter.memberId!,
          messageText: `Stara prijava ${index}`,
          createdAt: new Date(base + index * 60_000),
        })),
      )
      .returning({ id: messageReports.id });
    const first = await listReports(db(), 'open');
    const second = await listReports(db(), 'open', 2);
    expect(first.items).toHaveLength(REPORTS_PAGE_SIZE);
    expect(first.items.map((item) => item.id)).toEqual(inserted.slice(0, 20).map((row) => row.id));
    expect(second.items.slice(0, 5).map((item) => item.id)).toEqual(inserted.slice(20).map((row) => row.id));
    expect(second.items.some((item) => first.items.some((other) => other.id === item.id))).toBe(false);

    const open = await db().$count(messageReports, isNull(messageReports.handledAt));
    const closed = await db().$count(messageReports, isNotNull(messageReports.handledAt));
    expect(await countReports(db())).toEqual({ open, closed });
    expect(first).toMatchObject({ total: open, page: 1, pageCount: Math.ceil(open / REPORTS_PAGE_SIZE) });
    // Past the last page: an empty page, never an error.
    expect((await listReports(db(), 'open', 99)).items).toEqual([]);
  });
});
