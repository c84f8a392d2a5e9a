'use server';

/**
 * The panel's newsletter (issue 51, items 1–3; docs/admin.md "Newsletter"): a new issue from
 * scratch or from a post, the editor's autosave and save, the mail's preview, 'Pošalji meni',
 * 'Pošalji' (after a confirmation with the number of recipients), 'Zakaži', pause and resume.
 * Editors and admins ('urednik'). Nothing public changes until an issue is sent; the sending job
 * expires the archive's tag then (lib/newsletter/sending.ts).
 */
import {
  createIssue,
  createIssueFromPost,
  deleteDraftIssue,
  queryIssueForEditor,
  saveIssueTexts,
  scheduleIssue,
  unscheduleIssue,
} from '@/lib/data/newsletter-issues';
import { formatCount, COUNTED } from '@/lib/format/plural';
import { formatFullDateTime } from '@/lib/format/date';
import { renderNewsletterMail } from '@/lib/newsletter/render';
import { countAudience, pauseIssue, queueIssue, resumeIssue } from '@/lib/newsletter/sending';
import {
  ISSUE_FIELDS,
  ISSUE_ID_FIELDS,
  issueIdSchema,
  issueSchema,
  NEW_ISSUE_FIELDS,
  NEWSLETTER_MESSAGES,
  newIssueSchema,
  SCHEDULE_FIELDS,
  scheduleSchema,
  SEND_FIELDS,
  sendSchema,
  type IssueValues,
  type NewIssueValues,
} from '@/lib/validation/admin-newsletter';

import { defineAction } from './define';

const TARGET = 'newsletter';

/** 'Novo izdanje': a draft from scratch or from a published post; the editor opens it. */
export const createNewsletterIssue = defineAction<'urednik', NewIssueValues, { id: string }>({
  name: 'admin.newsletter.create',
  access: 'urednik',
  audit: (values, data) => ({
    targetType: TARGET,
    targetId: data?.id,
    summary:
      values.source === 'post'
        ? 'Novo izdanje newslettera iz blog posta'
        : `Novo izdanje newslettera „${values.subject}”`,
  }),
  fields: NEW_ISSUE_FIELDS,
  schema: newIssueSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: NEWSLETTER_MESSAGES.created },
  failureMessage: NEWSLETTER_MESSAGES.createFailed,
  async handle(values, { ctx, caller, succeed, fail }) {
    if (values.source === 'scratch') {
      const created = await createIssue(ctx.db, {
        subject: values.subject,
        intro: '',
        content: '',
        audience: values.audience,
        userId: caller.user.id,
        now: ctx.now,
      });
      return succeed({ id: created.id });
    }
    const created = await createIssueFromPost(ctx.db, {
      postId: values.postId,
      mode: values.mode,
      audience: values.audience,
      userId: caller.user.id,
      now: ctx.now,
    });
    if (!created)
      return fail(NEWSLETTER_MESSAGES.postNotFound, { fieldErrors: { postId: [NEWSLETTER_MESSAGES.postNotFound] } });
    return succeed({ id: created.id });
  },
});

export interface SavedIssueData {
  slug: string;
  savedAt: string;
  /** Recipients of the chosen audience now (the editor shows 'Primalaca: N'). */
  recipients: number;
}

function saveAction(mode: 'autosave' | 'save') {
  return defineAction<'urednik', IssueValues, SavedIssueData>({
    name: mode === 'autosave' ? 'admin.newsletter.autosave' : 'admin.newsletter.save',
    access: 'urednik',
    // The autosave runs every 30 s while someone writes: one line per issue and 30 minutes.
    audit: (values) => ({
      targetType: TARGET,
      targetId: values.id,
      summary: `${mode === 'autosave' ? 'Automatski sačuvano izdanje' : 'Sačuvano izdanje'} „${values.subject}”`,
      coalesceMinutes: mode === 'autosave' ? 30 : undefined,
    }),
    fields: ISSUE_FIELDS,
    schema: issueSchema,
    success: {
      title: NEWSLETTER_MESSAGES.successTitle,
      message: mode === 'autosave' ? NEWSLETTER_MESSAGES.autosaved : NEWSLETTER_MESSAGES.saved,
    },
    failureMessage: NEWSLETTER_MESSAGES.saveFailed,
    async handle(values, { ctx, succeed, fail }) {
      const saved = await saveIssueTexts(ctx.db, { ...values, now: ctx.now });
      if (!saved) {
        const issue = await queryIssueForEditor(ctx.db, values.id);
        return fail(issue ? NEWSLETTER_MESSAGES.notEditable : NEWSLETTER_MESSAGES.notFound);
      }
      return succeed({
        slug: saved.slug,
        savedAt: ctx.now.toISOString(),
        recipients: await countAudience(ctx.db, values.audience),
      });
    },
  });
}

/** Every 30 s while the draft has unsaved text. */
export const autosaveNewsletterIssue = saveAction('autosave');
/** 'Sačuvaj'. */
export const saveNewsletterIssue = saveAction('save');

/**
 * The editor's preview: the mail exactly as it will be rendered (the unsubscribe link points at
 * the generic page). Rendered on the server, where the sanitiser lives; stores nothing.
 */
export const previewNewsletterIssue = defineAction<'urednik', IssueValues, { html: string; recipients: number }>({
  name: 'admin.newsletter.preview',
  access: 'urednik',
  // Renders a preview: nothing is stored, so nothing is recorded.
  audit: () => null,
  fields: ISSUE_FIELDS,
  schema: issueSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: '' },
  failureMessage: NEWSLETTER_MESSAGES.previewFailed,
  async handle(values, { ctx, succeed, fail }) {
    const issue = await queryIssueForEditor(ctx.db, values.id);
    if (!issue) return fail(NEWSLETTER_MESSAGES.notFound);
    const { html } = renderNewsletterMail(
      { ...values, slug: issue.slug, sourcePost: issue.sourcePost },
      {
        siteUrl: ctx.mail.siteUrl,
        siteName: ctx.mail.siteName,
        unsubscribeUrl: `${ctx.mail.siteUrl}/newsletter/odjava`,
      },
    );
    return succeed({ html, recipients: await countAudience(ctx.db, values.audience) });
  },
});

/** 'Pošalji meni': the saved issue, rendered as the mail, to the signed-in editor's own address through the outbox. */
export const sendNewsletterTest = defineAction<'urednik', { id: string }, { to: string }>({
  name: 'admin.newsletter.test',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: TARGET, targetId: id, summary: 'Poslat probni primerak izdanja sebi' }),
  fields: ISSUE_ID_FIELDS,
  schema: issueIdSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: '' },
  failureMessage: NEWSLETTER_MESSAGES.testFailed,
  async handle({ id }, { ctx, caller, succeed, fail, queueMail }) {
    const issue = await queryIssueForEditor(ctx.db, id);
    if (!issue) return fail(NEWSLETTER_MESSAGES.notFound);
    const to = caller.user.email;
    const mail = renderNewsletterMail(issue, {
      siteUrl: ctx.mail.siteUrl,
      siteName: ctx.mail.siteName,
      unsubscribeUrl: `${ctx.mail.siteUrl}/newsletter/odjava`,
    });
    await queueMail(() => [
      { template: 'newsletter.test', to: [to], subject: `[Proba] ${mail.subject}`, text: mail.text, html: mail.html },
    ]);
    return succeed({ to }, NEWSLETTER_MESSAGES.testSent(to));
  },
});

/**
 * 'Pošalji', after the confirmation that named the number of recipients: refused when that number
 * changed since (the editor asks again with the new one) or the content is empty; otherwise the
 * recipients are fixed and the sending starts (`queueIssue`, which refuses anything but a draft or
 * a scheduled issue, so two clicks send once).
 */
export const sendNewsletterIssue = defineAction<
  'urednik',
  { id: string; expectedCount: number },
  { recipients: number }
>({
  name: 'admin.newsletter.send',
  access: 'urednik',
  audit: ({ id }, data) =>
    data
      ? {
          targetType: TARGET,
          targetId: id,
          summary: `Pokrenuto slanje izdanja (${formatCount(data.recipients, COUNTED.recipient)})`,
        }
      : null,
  fields: SEND_FIELDS,
  schema: sendSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: '' },
  failureMessage: NEWSLETTER_MESSAGES.sendFailed,
  async handle({ id, expectedCount }, { ctx, succeed, fail }) {
    const issue = await queryIssueForEditor(ctx.db, id);
    if (!issue) return fail(NEWSLETTER_MESSAGES.notFound);
    if (issue.status !== 'draft' && issue.status !== 'scheduled') return fail(NEWSLETTER_MESSAGES.notQueueable);
    if (!issue.content.trim()) return fail(NEWSLETTER_MESSAGES.contentRequired);
    if ((await countAudience(ctx.db, issue.audience)) !== expectedCount) return fail(NEWSLETTER_MESSAGES.countChanged);
    const queued = await queueIssue(ctx.db, id, ctx.now);
    if (!queued.ok)
      return fail(queued.reason === 'not_found' ? NEWSLETTER_MESSAGES.notFound : NEWSLETTER_MESSAGES.notQueueable);
    return succeed(
      { recipients: queued.recipients },
      NEWSLETTER_MESSAGES.queued(formatCount(queued.recipients, COUNTED.recipient)),
    );
  },
});

/** 'Zakaži': the sending job queues the issue when the time (Belgrade) comes; it must be in the future. */
export const scheduleNewsletterIssue = defineAction<
  'urednik',
  { id: string; scheduledAt: Date },
  { scheduledAt: string }
>({
  name: 'admin.newsletter.schedule',
  access: 'urednik',
  audit: ({ id, scheduledAt }, data) =>
    data
      ? { targetType: TARGET, targetId: id, summary: `Zakazano slanje izdanja za ${formatFullDateTime(scheduledAt)}` }
      : null,
  fields: SCHEDULE_FIELDS,
  schema: scheduleSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: NEWSLETTER_MESSAGES.scheduled },
  failureMessage: NEWSLETTER_MESSAGES.scheduleFailed,
  async handle({ id, scheduledAt }, { ctx, succeed, fail }) {
    const issue = await queryIssueForEditor(ctx.db, id);
    if (!issue) return fail(NEWSLETTER_MESSAGES.notFound);
    if (!issue.content.trim()) return fail(NEWSLETTER_MESSAGES.contentRequired);
    const result = await scheduleIssue(ctx.db, id, scheduledAt, ctx.now);
    if (!result.ok)
      return result.reason === 'past'
        ? fail(NEWSLETTER_MESSAGES.schedulePast, { fieldErrors: { scheduledAt: [NEWSLETTER_MESSAGES.schedulePast] } })
        : fail(NEWSLETTER_MESSAGES.notEditable);
    return succeed({ scheduledAt: scheduledAt.toISOString() });
  },
});

/** 'Otkaži zakazivanje': back to a draft. */
export const unscheduleNewsletterIssue = defineAction<'urednik', { id: string }, undefined>({
  name: 'admin.newsletter.unschedule',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: TARGET, targetId: id, summary: 'Otkazano zakazano slanje izdanja' }),
  fields: ISSUE_ID_FIELDS,
  schema: issueIdSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: NEWSLETTER_MESSAGES.unscheduled },
  failureMessage: NEWSLETTER_MESSAGES.scheduleFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await unscheduleIssue(ctx.db, id, ctx.now))) return fail(NEWSLETTER_MESSAGES.notEditable);
    return succeed();
  },
});

/** 'Pauziraj': no further batch leaves (one on its way finishes). */
export const pauseNewsletterIssue = defineAction<'urednik', { id: string }, undefined>({
  name: 'admin.newsletter.pause',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: TARGET, targetId: id, summary: 'Pauzirano slanje izdanja' }),
  fields: ISSUE_ID_FIELDS,
  schema: issueIdSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: NEWSLETTER_MESSAGES.paused },
  failureMessage: NEWSLETTER_MESSAGES.pauseFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await pauseIssue(ctx.db, id, ctx.now))) return fail(NEWSLETTER_MESSAGES.pauseFailed);
    return succeed();
  },
});

/** 'Nastavi': the paused issue sends its remaining batches. */
export const resumeNewsletterIssue = defineAction<'urednik', { id: string }, undefined>({
  name: 'admin.newsletter.resume',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: TARGET, targetId: id, summary: 'Nastavljeno slanje izdanja' }),
  fields: ISSUE_ID_FIELDS,
  schema: issueIdSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: NEWSLETTER_MESSAGES.resumed },
  failureMessage: NEWSLETTER_MESSAGES.resumeFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await resumeIssue(ctx.db, id, ctx.now))) return fail(NEWSLETTER_MESSAGES.resumeFailed);
    return succeed();
  },
});

/** 'Obriši nacrt': only a draft. */
export const deleteNewsletterDraft = defineAction<'urednik', { id: string }, undefined>({
  name: 'admin.newsletter.delete',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: TARGET, targetId: id, summary: 'Obrisan nacrt izdanja' }),
  fields: ISSUE_ID_FIELDS,
  schema: issueIdSchema,
  success: { title: NEWSLETTER_MESSAGES.successTitle, message: NEWSLETTER_MESSAGES.deleted },
  failureMessage: NEWSLETTER_MESSAGES.deleteFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await deleteDraftIssue(ctx.db, id))) return fail(NEWSLETTER_MESSAGES.deleteFailed);
    return succeed();
  },
});
