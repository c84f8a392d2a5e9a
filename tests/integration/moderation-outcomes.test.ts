import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sendMessage } from '@/lib/actions/member-messages';
import { reportAd, reportMessage } from '@/lib/actions/member-reports';
import { closeAd, renewAd } from '@/lib/actions/ads';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { readAdModeratorClosure, readAdRenewalLink, renewAdByLink } from '@/lib/data/member-links';
import { listThread } from '@/lib/data/member-messages';
import { createAd, listOwnAds } from '@/lib/data/ads';
import { resolveReport } from '@/lib/data/moderation';
import { listOwnReports, OWN_REPORTS_PAGE_SIZE } from '@/lib/data/own-reports';
import { messageReports } from '@/lib/db/schema';
import type { ReportResolution } from '@/lib/domain/enums';
import { formatLongDate } from '@/lib/format/date';
import { mergeThread, type ThreadMessage } from '@/lib/members/message-thread';
import { signLinkToken } from '@/lib/security/signed-link';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';

import { formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

/**
 * What members see of the moderators' decisions (issue 48): the owner of an ad a moderator closed
 * sees it closed and cannot renew it (in the app or by the mail's link), and is told so; a hidden
 * message stays in the thread as a placeholder for both members; the reporter reads the outcome of
 * each report in 'Moje prijave'.
 */
describe.each(BACKENDS)('moderation outcomes for members, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;
  const member = () => signedInAccount(db(), { member: 'approved' });
  const ALL = { query: '', type: 'all', category: 'all' } as const;
  const moderator = { id: '00000000-0000-4000-8000-000000000048', email: 'moderator@primer.rs' };

  async function decide(reportId: string, resolution: ReportResolution, now = new Date()) {
    expect(
      await resolveReport(db(), { reportId, resolution, note: 'Interna napomena', admin: moderator, now }),
    ).toMatchObject({
      ok: true,
    });
  }

  async function adOf(owner: TestAccount, title: string) {
    const created = await createAd(
      db(),
      owner.memberId!,
      { requestType: 'offering', category: 'services', title, description: 'Opis oglasa', tags: [] },
      new Date(),
    );
    return created!.id;
  }

  async function reportOfAd(reporter: TestAccount, adId: string) {
    expect(
      await reportAd.run(
        formData({ requestId: adId, reasonCategory: 'fraud', __js: '1' }),
        reporter.context.getContext,
      ),
    ).toMatchObject({ ok: true });
    return firstOf(await db().select().from(messageReports).where(eq(messageReports.requestId, adId)));
  }

  it('an ad a moderator closed: its owner sees when, cannot renew it and is told why; the link says the same', async () => {
    const ana = await member();
    const boris = await member();
    const adId = await adOf(ana, 'Brza zarada');
    const report = await reportOfAd(boris, adId);
    const closedAt = new Date('2026-11-20T10:00:00Z');
    await decide(report.id, 'ad_closed', closedAt);

    const own = (await listOwnAds(db(), ana.memberId!, ALL, 1)).items.find((ad) => ad.id === adId);
    expect(own).toMatchObject({ isActive: false, closedByModeratorAt: closedAt });

    const closedText = `Oglas je zatvorio moderator ${formatLongDate(closedAt)} Drugi članovi ga više ne vide i ne može se produžiti.`;
    expect(closedText).toContain('20. novembar 2026.');
    expect(await renewAd.run(formData({ id: adId, __js: '1' }), ana.context.getContext)).toMatchObject({
      ok: false,
      formError: closedText,
    });
    // Someone else's ad is still simply not found, closed or not.
    expect(await renewAd.run(formData({ id: adId, __js: '1' }), boris.context.getContext)).toMatchObject({
      ok: false,
      formError: AD_MESSAGES.notFound,
    });

    const now = new Date();
    const token = signLinkToken(
      await readLinkSigningKey(db()),
      'ad-renewal',
      adId,
      new Date(now.getTime() + 86_400_000),
    );
    expect(await readAdRenewalLink(db(), token, now)).toBeNull();
    expect(await readAdModeratorClosure(db(), token, now)).toEqual({ title: 'Brza zarada', closedAt });
    expect(await renewAdByLink(db(), token, now)).toBe(false);

    // An ad its owner closed is not the moderator's: the link page and renewal work as before.
    const ownClosed = await adOf(ana, 'Sam sam zatvorio');
    expect(await closeAd.run(formData({ id: ownClosed, __js: '1' }), ana.context.getContext)).toMatchObject({
      ok: true,
    });
    expect(
      (await listOwnAds(db(), ana.memberId!, ALL, 1)).items.find((ad) => ad.id === ownClosed)?.closedByModeratorAt,
    ).toBeNull();
    const ownToken = signLinkToken(
      await readLinkSigningKey(db()),
      'ad-renewal',
      ownClosed,
      new Date(now.getTime() + 86_400_000),
    );
    expect(await readAdModeratorClosure(db(), ownToken, now)).toBeNull();
    expect(await renewAd.run(formData({ id: ownClosed, __js: '1' }), ana.context.getContext)).toMatchObject({
      ok: true,
    });
  });

  it('a hidden message stays in the thread for both members as a placeholder, without its text', async () => {
    const ana = await member();
    const boris = await member();
    for (const text of ['Dobar dan', 'Kupi moj kurs odmah!!!', 'Izvinite']) {
      await sendMessage.run(formData({ to: boris.memberId!, text, __js: '1' }), ana.context.getContext);
    }
    const spam = firstOf(
      (await listThread(db(), boris.memberId!, ana.memberId!)).filter((m) => m.text.startsWith('Kupi')),
    );
    expect(
      await reportMessage.run(
        formData({ messageId: spam.id, reasonCategory: 'spam', __js: '1' }),
        boris.context.getContext,
      ),
    ).toMatchObject({ ok: true });
    const report = firstOf(await db().select().from(messageReports).where(eq(messageReports.messageId, spam.id)));
    await decide(report.id, 'message_hidden');

    for (const [me, partner] of [
      [boris.memberId!, ana.memberId!],
      [ana.memberId!, boris.memberId!],
    ] as const) {
      const thread = await listThread(db(), me, partner);
      expect(thread.map(({ text, hidden }) => ({ text, hidden }))).toEqual([
        { text: 'Dobar dan', hidden: false },
        { text: '', hidden: true },
        { text: 'Izvinite', hidden: false },
      ]);
      expect(JSON.stringify(thread)).not.toContain('Kupi');
    }

    // An open thread that showed the text takes the placeholder when the page renders again.
    const shown: ThreadMessage[] = [{ id: spam.id, mine: false, text: 'Kupi moj kurs odmah!!!', createdAt: 'x' }];
    expect(mergeThread(shown, [{ ...shown[0]!, text: '', hidden: true }])).toEqual([
      { id: spam.id, mine: false, text: '', createdAt: 'x', hidden: true },
    ]);
    expect(mergeThread(shown, [{ ...shown[0]!, text: 'drugačije' }])).toBe(shown);
  });

  it("the reporter reads each report's outcome, newest first, paged; nobody else sees them", async () => {
    const reporter = await member();
    const other = await member();
    const outcomes: (ReportResolution | null)[] = ['ad_closed', 'dismissed', null, 'member_suspended'];
    const adIds: string[] = [];
    for (const [index, outcome] of outcomes.entries()) {
      const owner = await member();
      const adId = await adOf(owner, `Oglas ${index}`);
      adIds.push(adId);
      const report = await reportOfAd(reporter, adId);
      await db()
        .update(messageReports)
        .set({ createdAt: new Date(Date.UTC(2026, 10, 1 + index)) })
        .where(eq(messageReports.id, report.id));
      if (outcome === 'member_suspended') {
        expect(
          await resolveReport(db(), {
            reportId: report.id,
            resolution: outcome,
            note: 'Prevara',
            admin: moderator,
            now: new Date(),
          }),
        ).toMatchObject({ ok: true });
      } else if (outcome) await decide(report.id, outcome);
    }
    const page = await listOwnReports(db(), reporter.memberId!, 1);
    expect(page.total).toBe(4);
    expect(
      page.items.map(({ subject, outcome, kind, reasonCategory }) => ({ subject, outcome, kind, reasonCategory })),
    ).toEqual([
      { subject: 'Oglas 3', outcome: 'member_suspended', kind: 'ad', reasonCategory: 'fraud' },
      { subject: 'Oglas 2', outcome: null, kind: 'ad', reasonCategory: 'fraud' },
      { subject: 'Oglas 1', outcome: 'dismissed', kind: 'ad', reasonCategory: 'fraud' },
      { subject: 'Oglas 0', outcome: 'ad_closed', kind: 'ad', reasonCategory: 'fraud' },
    ]);
    expect(page.items[1]?.decidedAt).toBeNull();
    expect(page.items[0]?.decidedAt).toBeInstanceOf(Date);
    expect(page.items.every((item) => item.reportedName?.startsWith('Test Korisnik'))).toBe(true);
    expect((await listOwnReports(db(), other.memberId!, 1)).total).toBe(0);

    // Paged: 20 a page, the rest on the next.
    await db()
      .insert(messageReports)
      .values(
        Array.from({ length: OWN_REPORTS_PAGE_SIZE }, (_, index) => ({
          kind: 'message',
          reporterId: reporter.memberId!,
          messageText: `Poruka ${index}`,
          reasonCategory: 'spam',
          createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
        })),
      );
    const first = await listOwnReports(db(), reporter.memberId!, 1);
    const second = await listOwnReports(db(), reporter.memberId!, 2);
    expect(first).toMatchObject({ total: 24, pageCount: 2 });
    expect(first.items).toHaveLength(OWN_REPORTS_PAGE_SIZE);
    expect(second.items.map((item) => item.subject)).toEqual(['Poruka 3', 'Poruka 2', 'Poruka 1', 'Poruka 0']);
    expect(adIds).toHaveLength(4);
  });
});
