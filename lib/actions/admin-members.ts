'use server';

/**
 * The admin's 'Članovi' tab (spec platform §2, §4, §7 Member approval): approve or reject a
 * pending member; who decided and when is stamped, and the member is e-mailed through the outbox.
 */
import { grantAdminToAccount } from '@/lib/data/accounts';
import { decidePendingMember } from '@/lib/data/members';
import { log } from '@/lib/log';
import { memberDecision } from '@/lib/mail/member-templates';
import {
  ADMIN_GRANT_FIELDS,
  ADMIN_GRANT_MESSAGES,
  ADMIN_MEMBER_MESSAGES,
  adminGrantSchema,
  MEMBER_DECISION_FIELDS,
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

/**
 * An admin makes another account an admin by its id (docs/accounts.md): only a confirmed address,
 * after ticking the confirmation box; the row records who granted it and when.
 */
export const grantAdminRights = defineAction({
  name: 'admin.members.grant_admin',
  access: 'admin',
  fields: ADMIN_GRANT_FIELDS,
  schema: adminGrantSchema,
  success: { title: ADMIN_GRANT_MESSAGES.grantedTitle, message: ADMIN_GRANT_MESSAGES.granted },
  failureMessage: ADMIN_GRANT_MESSAGES.failed,
  async handle(values, { ctx, caller, succeed, fail }) {
    const outcome = await grantAdminToAccount(ctx.db, {
      userId: values.userId,
      grantedBy: caller.user.id,
      now: ctx.now,
    });
    if (outcome === 'unconfirmed') return fail(ADMIN_GRANT_MESSAGES.unconfirmed);
    if (outcome === 'already-admin') return fail(ADMIN_GRANT_MESSAGES.alreadyAdmin);
    log.info('admin.granted', { grantedTo: values.userId, grantedBy: caller.user.id });
    return succeed();
  },
});
