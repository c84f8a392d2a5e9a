'use server';

/**
 * The admin 'Predlozi' tab (spec platform §2, §4, §7): approve or reject a proposal with optional
 * notes; an approved one can become a draft event crediting its proposer. The proposer is mailed
 * each step (the decision with the note, the draft) through the outbox. Nothing here is on a public page (a draft is
 * inactive), so no cache tag changes; the tab refreshes itself.
 */
import { createDraftEventFromSubmission, reviewEventSubmission } from '@/lib/data/event-submissions';
import { draftFromProposal } from '@/lib/events/proposals';
import { proposalDecisionMail, proposalDraftMail } from '@/lib/mail/proposal-templates';
import { ADMIN_MESSAGES, orNull, ROW_ID_FIELDS, rowIdSchema } from '@/lib/validation/admin-shared';
import {
  SUBMISSION_MESSAGES,
  SUBMISSION_REVIEW_FIELDS,
  submissionReviewSchema,
} from '@/lib/validation/admin-submissions';

import { defineAction } from './define';

function reviewAction(status: 'approved' | 'rejected') {
  return defineAction({
    name: `admin.submissions.${status}`,
    access: 'organizator',
    audit: ({ id, adminNotes }) => ({
      targetType: 'predlog',
      targetId: id,
      summary: status === 'approved' ? 'Predlog događaja odobren' : 'Predlog događaja odbijen',
      reason: adminNotes,
    }),
    fields: SUBMISSION_REVIEW_FIELDS,
    sanitize: ['adminNotes'],
    schema: submissionReviewSchema,
    success: SUBMISSION_MESSAGES[status],
    failureMessage: SUBMISSION_MESSAGES.updateFailed,
    async handle({ id, adminNotes }, { ctx, succeed, fail, queueMail }) {
      const note = orNull(adminNotes);
      const outcome = await reviewEventSubmission(ctx.db, id, { status, adminNotes: note }, ctx.now);
      if (outcome === 'missing') return fail(ADMIN_MESSAGES.unknownItem);
      if (outcome === 'already-reviewed') return fail(SUBMISSION_MESSAGES.alreadyReviewed);
      await queueMail(() => [proposalDecisionMail(ctx.mail, { ...outcome, status, note })]);
      return succeed();
    },
  });
}

export const approveEventSubmission = reviewAction('approved');
export const rejectEventSubmission = reviewAction('rejected');

/** One click: an approved proposal becomes an inactive event, prefilled, to finish in 'Događaji'. */
export const draftEventFromSubmission = defineAction({
  name: 'admin.submissions.draft_event',
  access: 'organizator',
  audit: ({ id }) => ({ targetType: 'predlog', targetId: id, summary: 'Napravljen nacrt događaja iz predloga' }),
  fields: ROW_ID_FIELDS,
  schema: rowIdSchema,
  success: SUBMISSION_MESSAGES.draftCreated,
  failureMessage: SUBMISSION_MESSAGES.draftFailed,
  async handle({ id }, { ctx, succeed, fail, queueMail }) {
    let dateRecognised = true;
    const outcome = await createDraftEventFromSubmission(ctx.db, id, (proposal) => {
      const { dateRecognised: recognised, ...draft } = draftFromProposal(proposal, ctx.now);
      dateRecognised = recognised;
      return draft;
    });
    if (outcome.status === 'created') {
      const { sender } = outcome;
      await queueMail(() => [proposalDraftMail(ctx.mail, sender)]);
      return succeed(undefined, dateRecognised ? undefined : SUBMISSION_MESSAGES.draftCreatedWithoutDate);
    }
    if (outcome.status === 'missing') return fail(ADMIN_MESSAGES.unknownItem);
    return fail(outcome.status === 'exists' ? SUBMISSION_MESSAGES.draftExists : SUBMISSION_MESSAGES.draftNotApproved);
  },
});
