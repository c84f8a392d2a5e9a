import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  autosaveNewsletterIssue,
  createNewsletterIssue,
  deleteNewsletterDraft,
  saveNewsletterIssue,
  scheduleNewsletterIssue,
  sendNewsletterIssue,
  sendNewsletterTest,
} from '@/lib/actions/admin-newsletter';
import {
  createIssue,
  createIssueFromPost,
  queryArchivePage,
  queryIssueForEditor,
  queryIssuesForPanel,
  querySentIssue,
  querySentSlugs,
  saveIssueTexts,
  scheduleIssue,
  summaryWithLink,
} from '@/lib/data/newsletter-issues';
import { getIssueForSending } from '@/lib/data/newsletter-sending';
import { blogPosts, mailOutbox, newsletterIssues, staffLog } from '@/lib/db/schema';

import { signedInAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

const HOUR = 60 * 60_000;
const texts = { intro: '', content: 'Tekst izdanja.', audience: 'both' as const };

describe.each(BACKENDS)('newsletter issues in the panel and the archive (issue 51) on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;

  beforeEach(async () => {
    await db().delete(newsletterIssues);
  });

  const post = async (values: {
    title: string;
    slug: string;
    published: boolean;
    excerpt?: string;
    content?: string;
  }) =>
    firstOf(
      await db()
        .insert(blogPosts)
        .values({ excerpt: null, content: '', publishDate: new Date(), ...values })
        .returning({ id: blogPosts.id }),
    ).id;

  const markSent = (id: string, sentAt: Date) =>
    db()
      .update(newsletterIssues)
      .set({ status: 'sent', sentAt, queuedAt: sentAt, recipientCount: 0 })
      .where(eq(newsletterIssues.id, id));

  it('gives each issue a unique slug from its subject, transliterated, and follows the subject while unsent', async () => {
    const first = await createIssue(db(), { subject: 'Vesti za Novembar: Čačak & Niš', ...texts, userId: null });
    const second = await createIssue(db(), { subject: 'Vesti za novembar – Čačak, Niš!', ...texts, userId: null });
    const third = await createIssue(db(), { subject: '!!!', ...texts, userId: null });
    expect(first.slug).toBe('vesti-za-novembar-cacak-nis');
    expect(second.slug).toBe('vesti-za-novembar-cacak-nis-2');
    expect(third.slug).toBe('clanak');
    // The archive's own addresses (/newsletter/strana/2) are never an issue's.
    expect((await createIssue(db(), { subject: 'Strana', ...texts, userId: null })).slug).toBe('strana-2');

    // Saving the first again keeps its own slug (it does not collide with itself).
    expect(await saveIssueTexts(db(), { id: first.id, subject: 'Vesti za Novembar: Čačak & Niš', ...texts })).toEqual({
      slug: 'vesti-za-novembar-cacak-nis',
    });
    expect(await saveIssueTexts(db(), { id: third.id, subject: 'Decembar', ...texts })).toEqual({ slug: 'decembar' });
  });

  it('makes a draft from a published post: title, excerpt and its text, or only its summary with a link', async () => {
    const published = await post({
      title: 'Kako smo organizovali Wild Mixer',
      slug: 'kako-smo-organizovali-wild-mixer',
      published: true,
      excerpt: 'Kratko o tome kako je nastao.',
      content: '## Počeci\n\nSve je počelo u kafiću.',
    });
    const hidden = await post({ title: 'Nacrt posta', slug: 'nacrt-posta', published: false });

    const full = await createIssueFromPost(db(), { postId: published, mode: 'full', audience: 'both', userId: null });
    const fullIssue = await queryIssueForEditor(db(), full!.id);
    expect(fullIssue).toMatchObject({
      subject: 'Kako smo organizovali Wild Mixer',
      intro: 'Kratko o tome kako je nastao.',
      content: '## Počeci\n\nSve je počelo u kafiću.',
      slug: 'kako-smo-organizovali-wild-mixer',
      status: 'draft',
      sourcePost: { title: 'Kako smo organizovali Wild Mixer', slug: 'kako-smo-organizovali-wild-mixer' },
    });

    const summary = await createIssueFromPost(db(), {
      postId: published,
      mode: 'summary',
      audience: 'members',
      userId: null,
    });
    const summaryIssue = await queryIssueForEditor(db(), summary!.id);
    expect(summaryIssue?.content).toBe(
      'Kratko o tome kako je nastao.\n\n[Pročitajte ceo tekst na blogu](/blog/kako-smo-organizovali-wild-mixer)',
    );
    expect(summaryIssue?.slug).toBe('kako-smo-organizovali-wild-mixer-2');
    expect(summaryIssue?.audience).toBe('members');
    expect(summaryWithLink({ excerpt: null, slug: 'x' })).toBe('[Pročitajte ceo tekst na blogu](/blog/x)');

    expect(
      await createIssueFromPost(db(), { postId: hidden, mode: 'full', audience: 'both', userId: null }),
    ).toBeNull();

    // The copies name the post only while it is published: unpublished later, its link would be a 404.
    expect((await getIssueForSending(db(), full!.id))?.sourcePost).toEqual({
      title: 'Kako smo organizovali Wild Mixer',
      slug: 'kako-smo-organizovali-wild-mixer',
    });
    await db().update(blogPosts).set({ published: false }).where(eq(blogPosts.id, published));
    expect((await getIssueForSending(db(), full!.id))?.sourcePost).toBeNull();
    expect((await queryIssueForEditor(db(), full!.id))?.sourcePost).toBeNull();
  });

  it('changes no text of an issue that is being sent or was sent', async () => {
    const issue = await createIssue(db(), { subject: 'Poslato izdanje', ...texts, userId: null });
    await markSent(issue.id, new Date());
    expect(await saveIssueTexts(db(), { id: issue.id, subject: 'Izmenjeno', ...texts })).toBeNull();
    expect((await queryIssueForEditor(db(), issue.id))?.subject).toBe('Poslato izdanje');
  });

  it('schedules only for a time in the future, and only an unsent issue', async () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const issue = await createIssue(db(), { subject: 'Zakazano', ...texts, userId: null });
    expect(await scheduleIssue(db(), issue.id, new Date(now.getTime() - HOUR), now)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect((await queryIssueForEditor(db(), issue.id))?.status).toBe('draft');
    const at = new Date(now.getTime() + HOUR);
    expect(await scheduleIssue(db(), issue.id, at, now)).toEqual({ ok: true });
    expect(await queryIssueForEditor(db(), issue.id)).toMatchObject({
      status: 'scheduled',
      scheduledAt: at.toISOString(),
    });
    await markSent(issue.id, now);
    expect(await scheduleIssue(db(), issue.id, at, now)).toEqual({ ok: false, reason: 'not_editable' });
  });

  it('pages the panel list in SQL, the most recently changed first', async () => {
    const start = Date.now();
    for (let n = 1; n <= 5; n += 1)
      await createIssue(db(), { subject: `Izdanje ${n}`, ...texts, userId: null, now: new Date(start + n * 1000) });
    const first = await queryIssuesForPanel(db(), { page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.subject)).toEqual(['Izdanje 5', 'Izdanje 4']);
    expect(first).toMatchObject({ total: 5, pageCount: 3, page: 1 });
    const last = await queryIssuesForPanel(db(), { page: 3, pageSize: 2 });
    expect(last.items.map((item) => item.subject)).toEqual(['Izdanje 1']);
  });

  it('the archive lists only sent issues, newest sent first, a page at a time, and finds one by slug only when sent', async () => {
    const base = new Date('2026-10-01T08:00:00Z').getTime();
    const ids: string[] = [];
    for (let n = 1; n <= 4; n += 1)
      ids.push((await createIssue(db(), { subject: `Arhiva ${n}`, ...texts, userId: null })).id);
    await markSent(ids[0]!, new Date(base + 1 * HOUR));
    await markSent(ids[1]!, new Date(base + 3 * HOUR));
    await markSent(ids[2]!, new Date(base + 2 * HOUR));
    // ids[3] stays a draft; another is only sending.
    const sending = await createIssue(db(), { subject: 'Šalje se', ...texts, userId: null });
    await db().update(newsletterIssues).set({ status: 'sending' }).where(eq(newsletterIssues.id, sending.id));

    const page1 = await queryArchivePage(db(), 1, 2);
    expect(page1.items.map((item) => item.subject)).toEqual(['Arhiva 2', 'Arhiva 3']);
    expect(page1).toMatchObject({ total: 3, pageCount: 2 });
    expect((await queryArchivePage(db(), 2, 2)).items.map((item) => item.subject)).toEqual(['Arhiva 1']);

    expect(await querySentIssue(db(), 'arhiva-2')).toMatchObject({ subject: 'Arhiva 2', content: 'Tekst izdanja.' });
    expect(await querySentIssue(db(), 'arhiva-4')).toBeNull();
    expect(await querySentIssue(db(), 'salje-se')).toBeNull();
    expect(await querySentIssue(db(), 'nema-ga')).toBeNull();
    expect((await querySentSlugs(db())).sort()).toEqual(['arhiva-1', 'arhiva-2', 'arhiva-3']);
  });

  it('actions: editors create, save and schedule; bad input gets a Serbian message and changes nothing; others are refused', async () => {
    const editor = await signedInAccount(db(), { roles: ['urednik'] });
    const moderator = await signedInAccount(db(), { roles: ['moderator'] });

    const empty = await createNewsletterIssue.run(
      { source: 'scratch', subject: '  ', audience: 'both' },
      editor.context.getContext,
    );
    expect(empty).toMatchObject({ ok: false, fieldErrors: { subject: ['Naslov (tema mejla) je obavezan'] } });
    expect(
      await createNewsletterIssue.run({ source: 'scratch', subject: 'X', audience: 'svi' }, editor.context.getContext),
    ).toMatchObject({ ok: false, fieldErrors: { audience: ['Izaberite kome se šalje'] } });
    expect(await db().select().from(newsletterIssues)).toHaveLength(0);

    const refused = await createNewsletterIssue.run(
      { source: 'scratch', subject: 'Tuđe', audience: 'both' },
      moderator.context.getContext,
    );
    expect(refused.ok).toBe(false);
    expect(await db().select().from(newsletterIssues)).toHaveLength(0);

    const created = await createNewsletterIssue.run(
      { source: 'scratch', subject: 'Decembarske vesti', audience: 'both' },
      editor.context.getContext,
    );
    if (!created.ok) throw new Error(created.formError);
    const id = created.data.id;
    const log = await db().select().from(staffLog).where(eq(staffLog.targetId, id));
    expect(log.map((line) => line.summary)).toEqual(['Novo izdanje newslettera „Decembarske vesti”']);

    const saved = await saveNewsletterIssue.run(
      { id, subject: 'Decembarske vesti', intro: 'Uvod', content: '**Zdravo**', audience: 'subscribers' },
      editor.context.getContext,
    );
    expect(saved).toMatchObject({ ok: true, data: { slug: 'decembarske-vesti', recipients: 0 } });

    const past = await scheduleNewsletterIssue.run({ id, scheduledAt: '2020-01-01T10:00' }, editor.context.getContext);
    expect(past).toMatchObject({ ok: false, fieldErrors: { scheduledAt: ['Vreme slanja mora biti u budućnosti'] } });
    const garbage = await scheduleNewsletterIssue.run(
      { id, scheduledAt: '2030-02-30T10:00' },
      editor.context.getContext,
    );
    expect(garbage).toMatchObject({ ok: false, fieldErrors: { scheduledAt: ['Datum i vreme nisu ispravni'] } });
    expect((await queryIssueForEditor(db(), id))?.status).toBe('draft');

    // 'Pošalji' with a number of recipients the editor did not see is refused; nothing is queued.
    const wrongCount = await sendNewsletterIssue.run({ id, expectedCount: '7' }, editor.context.getContext);
    expect(wrongCount).toMatchObject({
      ok: false,
      formError: 'Broj primalaca se promenio. Proverite ga i potvrdite ponovo.',
    });
    expect((await queryIssueForEditor(db(), id))?.status).toBe('draft');

    const future = await scheduleNewsletterIssue.run(
      { id, scheduledAt: '2099-05-12T18:00' },
      editor.context.getContext,
    );
    expect(future.ok).toBe(true);
    expect(await queryIssueForEditor(db(), id)).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2099-05-12T16:00:00.000Z', // 18:00 in Belgrade (summer time)
    });
  });

  it('autosaves a draft like a post: the newest texts stored, one staff-log line per issue for a run of autosaves', async () => {
    const editor = await signedInAccount(db(), { roles: ['urednik'] });
    const issue = await createIssue(db(), { subject: 'Autosave', ...texts, userId: editor.id });
    for (const content of ['Prva verzija', 'Druga verzija', 'Treća verzija']) {
      const result = await autosaveNewsletterIssue.run(
        { id: issue.id, subject: 'Autosave', intro: '', content, audience: 'both' },
        editor.context.getContext,
      );
      expect(result.ok).toBe(true);
    }
    expect((await queryIssueForEditor(db(), issue.id))?.content).toBe('Treća verzija');
    const lines = await db().select().from(staffLog).where(eq(staffLog.targetId, issue.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.summary).toBe('Automatski sačuvano izdanje „Autosave”');
  });

  it("'Pošalji meni' writes one newsletter.test mail to the signed-in editor's own address", async () => {
    const editor = await signedInAccount(db(), { roles: ['urednik'] });
    const issue = await createIssue(db(), {
      subject: 'Probno izdanje',
      intro: 'Uvod',
      content: 'Sadržaj probe',
      audience: 'both',
      userId: editor.id,
    });
    const result = await sendNewsletterTest.run({ id: issue.id }, editor.context.getContext);
    expect(result).toMatchObject({ ok: true, data: { to: editor.email } });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'newsletter.test'));
    const mine = mails.filter((mail) => mail.toAddresses.includes(editor.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: '[Proba] Probno izdanje', toAddresses: [editor.email] });
    expect(mine[0]?.textBody).toContain('Sadržaj probe');
    expect(mine[0]?.htmlBody).toContain('Odjavi se');
  });

  it("'Obriši nacrt' deletes a draft only, for editors; a scheduled or sent issue stays", async () => {
    const editor = await signedInAccount(db(), { roles: ['urednik'] });
    const moderator = await signedInAccount(db(), { roles: ['moderator'] });
    const draft = await createIssue(db(), { subject: 'Nacrt', ...texts, userId: editor.id });
    const sent = await createIssue(db(), { subject: 'Poslato', ...texts, userId: editor.id });
    await markSent(sent.id, new Date());

    expect((await deleteNewsletterDraft.run({ id: draft.id }, moderator.context.getContext)).ok).toBe(false);
    expect(await queryIssueForEditor(db(), draft.id)).not.toBeNull();
    expect(await deleteNewsletterDraft.run({ id: sent.id }, editor.context.getContext)).toMatchObject({
      ok: false,
      formError: 'Samo nacrt može da se obriše',
    });
    expect(await queryIssueForEditor(db(), sent.id)).not.toBeNull();

    expect((await deleteNewsletterDraft.run({ id: draft.id }, editor.context.getContext)).ok).toBe(true);
    expect(await queryIssueForEditor(db(), draft.id)).toBeNull();
  });
});
