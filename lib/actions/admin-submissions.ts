'use server';

/**
 * The admin 'Predlozi' tab (spec platform §2, §4, §7): approve or reject a proposal with optional
 * notes; an approved one can become a draft event. Nothing here is on a public page (a draft is
 * inactive), so no cache tag changes; the tab refreshes itself.
 */
import { createDraftEventFromSubmission, reviewEventSubmission } from '@/lib/data/event-submissions';
import { draftFromProposal } from '@/lib/events/proposals';
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
    access: 'admin',
    fields: SUBMISSION_REVIEW_FIELDS,
    sanitize: ['adminNotes'],
    schema: submissionReviewSchema,
    success: SUBMISSION_MESSAGES[status],
    failureMessage: SUBMISSION_MESSAGES.updateFailed,
    async handle({ id, adminNotes }, { ctx, succeed, fail }) {
      const outcome = await reviewEventSubmission(ctx.db, id, { status, adminNotes: orNull(adminNotes) }, ctx.now);
      if (outcome === 'reviewed') return succeed();
      return fail(outcome === 'missing' ? ADMIN_MESSAGES.unknownItem : SUBMISSION_MESSAGES.alreadyReviewed);
    },
  });
}

export const approveEventSubmission = reviewAction('approved');
export const rejectEventSubmission = reviewAction('rejected');

/** One click: an approved proposal becomes an inactive event, prefilled, to finish in 'Događaji'. */
export const draftEventFromSubmission = defineAction({
  name: 'admin.submissions.draft_event',
  access: 'admin',
  fields: ROW_ID_FIELDS,
  schema: rowIdSchema,
  success: SUBMISSION_MESSAGES.draftCreated,
  failureMessage: SUBMISSION_MESSAGES.draftFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    let dateRecognised = true;
    const outcome = await createDraftEventFromSubmission(ctx.db, id, (proposal) => {
      const { dateRecognised: recognised, ...draft } = draftFromProposal(proposal, ctx.now);
      dateRecognised = recognised;
      return draft;
    });
    if (outcome.status === 'created')
      return succeed(undefined, dateRecognised ? undefined : SUBMISSION_MESSAGES.draftCreatedWithoutDate);
    if (outcome.status === 'missing') return fail(ADMIN_MESSAGES.unknownItem);
    return fail(outcome.status === 'exists' ? SUBMISSION_MESSAGES.draftExists : SUBMISSION_MESSAGES.draftNotApproved);
  },
});
