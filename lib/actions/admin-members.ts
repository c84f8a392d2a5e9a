'use server';

/**
 * The admin's 'Članovi' tab (spec platform §2, §4, §7 Member approval; docs/admin.md): approve or
 * reject a pending member, suspend an approved one, re-open a rejection, lift a suspension. Who
 * decided and when is recorded, and the member is e-mailed through the outbox with the note.
 */
import { recordMemberDecision } from '@/lib/data/admin-members';
import { memberDecision } from '@/lib/mail/member-templates';
import {
  ADMIN_MEMBER_MESSAGES,
  MEMBER_DECISION_FIELDS,
  MEMBER_DECISION_RESULTS,
  memberDecisionSchema,
} from '@/lib/validation/admin-members';

import { defineAction } from './define';
import { actionSuccess } from './result';

export const decideMember = defineAction({
  name: 'admin.members.decide',
  access: 'admin',
  fields: MEMBER_DECISION_FIELDS,
  schema: memberDecisionSchema,
  success: { title: ADMIN_MEMBER_MESSAGES.approvedTitle, message: ADMIN_MEMBER_MESSAGES.approved },
  failureMessage: ADMIN_MEMBER_MESSAGES.failed,
  async handle(values, { ctx, caller, fail, queueMail }) {
    const member = await recordMemberDecision(ctx.db, {
      memberId: values.memberId,
      decision: values.decision,
      note: values.note,
      admin: { id: caller.user.id, email: caller.user.email },
      now: ctx.now,
    });
    if (!member) return fail(ADMIN_MEMBER_MESSAGES.alreadyDecided);
    await queueMail(() => [
      memberDecision(ctx.mail, {
        email: member.email,
        fullName: member.fullName,
        decision: values.decision,
        note: values.note,
      }),
    ]);
    const result = MEMBER_DECISION_RESULTS[values.decision];
    return actionSuccess(result.title, result.message);
  },
});
