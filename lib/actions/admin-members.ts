'use server';

/**
 * The admin's 'Članovi' tab (spec platform §2, §4, §7 Member approval; docs/admin.md): approve or
 * reject a pending member, suspend an approved one, re-open a rejection, lift a suspension. Who
 * decided and when is recorded, and the member is e-mailed through the outbox with the note.
 */
import { grantAdminToAccount } from '@/lib/data/accounts';
import type { MemberDecisionKind } from '@/lib/domain/enums';
import { recordMemberDecision } from '@/lib/data/admin-members';
import { log } from '@/lib/log';
import { memberDecision } from '@/lib/mail/member-templates';
import {
  ADMIN_GRANT_FIELDS,
  ADMIN_GRANT_MESSAGES,
  ADMIN_MEMBER_MESSAGES,
  adminGrantSchema,
  MEMBER_DECISION_FIELDS,
  MEMBER_DECISION_RESULTS,
  memberDecisionSchema,
} from '@/lib/validation/admin-members';

import { defineAction } from './define';

const MEMBER_DECISION_SUMMARIES: Record<MemberDecisionKind, string> = {
  approved: 'Član odobren',
  rejected: 'Član odbijen',
  suspended: 'Član suspendovan',
  reopened: 'Odbijanje povučeno, član ponovo na čekanju',
  reinstated: 'Suspenzija ukinuta',
};

export const decideMember = defineAction({
  name: 'admin.members.decide',
  access: 'moderator',
  audit: ({ memberId, decision, note }) => ({
    targetType: 'član',
    targetId: memberId,
    summary: MEMBER_DECISION_SUMMARIES[decision],
    reason: note,
  }),
  fields: MEMBER_DECISION_FIELDS,
  schema: memberDecisionSchema,
  success: ({ decision }) => MEMBER_DECISION_RESULTS[decision],
  failureMessage: ADMIN_MEMBER_MESSAGES.failed,
  async handle(values, { ctx, caller, succeed, fail, queueMail }) {
    const member = await recordMemberDecision(ctx.db, { ...values, admin: caller.user, now: ctx.now });
    if (!member) return fail(ADMIN_MEMBER_MESSAGES.alreadyDecided);
    await queueMail(() => [
      memberDecision(ctx.mail, {
        email: member.email,
        fullName: member.fullName,
        decision: values.decision,
        note: values.note,
      }),
    ]);
    return succeed();
  },
});

/**
 * An admin makes another account an admin by its id (docs/accounts.md): only a confirmed address,
 * after ticking the confirmation box; the row records who granted it and when.
 */
export const grantAdminRights = defineAction({
  name: 'admin.members.grant_admin',
  access: 'admin',
  audit: ({ userId }) => ({ targetType: 'nalog', targetId: userId, summary: 'Dodeljena administratorska prava' }),
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
