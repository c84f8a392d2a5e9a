'use server';

/**
 * 'Moderacija' (docs/admin.md): an admin closes a member's report by hiding the message, closing
 * the ad, suspending the author or dismissing it; the report keeps who, when and the note.
 */
import { resolveReport } from '@/lib/data/moderation';
import { memberDecision } from '@/lib/mail/member-templates';
import {
  MODERATION_MESSAGES,
  REPORT_RESOLUTION_RESULTS,
  RESOLVE_REPORT_FIELDS,
  resolveReportSchema,
} from '@/lib/validation/admin-moderation';

import { defineAction } from './define';

export const resolveMemberReport = defineAction({
  name: 'admin.moderation.resolve',
  access: 'moderator',
  audit: ({ reportId, resolution, note }) => ({
    targetType: 'prijava',
    targetId: reportId,
    summary: REPORT_RESOLUTION_RESULTS[resolution].message,
    reason: note,
  }),
  fields: RESOLVE_REPORT_FIELDS,
  schema: resolveReportSchema,
  success: ({ resolution }) => REPORT_RESOLUTION_RESULTS[resolution],
  failureMessage: MODERATION_MESSAGES.failed,
  async handle(values, { ctx, caller, succeed, fail, queueMail }) {
    const outcome = await resolveReport(ctx.db, { ...values, admin: caller.user, now: ctx.now });
    if (!outcome.ok)
      return fail(outcome.reason === 'closed' ? MODERATION_MESSAGES.closed : MODERATION_MESSAGES.notApplicable);
    const suspended = outcome.suspendedMember;
    if (suspended) {
      await queueMail(() => [memberDecision(ctx.mail, { ...suspended, decision: 'suspended', note: values.note })]);
    }
    return succeed();
  },
});
