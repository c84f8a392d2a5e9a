'use server';

/**
 * The admin's 'Članovi' tab (spec platform §2, §4, §7 Member approval): approve or reject a
 * pending member; who decided and when is stamped, and the member is e-mailed through the outbox.
 */
import { decidePendingMember } from '@/lib/data/members';
import { memberDecision } from '@/lib/mail/member-templates';
import { ADMIN_MEMBER_MESSAGES, MEMBER_DECISION_FIELDS, memberDecisionSchema } from '@/lib/validation/admin-members';

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
    const member = await decidePendingMember(ctx.db, {
      memberId: values.memberId,
      status: values.decision,
      adminId: caller.user.id,
      now: ctx.now,
    });
    if (!member) return fail(ADMIN_MEMBER_MESSAGES.alreadyDecided);
    await queueMail(() => [
      memberDecision(ctx.mail, { email: member.email, fullName: member.fullName, status: values.decision }),
    ]);
    return values.decision === 'approved'
      ? actionSuccess(ADMIN_MEMBER_MESSAGES.approvedTitle, ADMIN_MEMBER_MESSAGES.approved)
      : actionSuccess(ADMIN_MEMBER_MESSAGES.rejectedTitle, ADMIN_MEMBER_MESSAGES.rejected);
  },
});
