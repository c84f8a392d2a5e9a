'use server';

/**
 * 'Tim i uloge' (issue 48, docs/admin.md "Uloge"): an admin gives a confirmed account one of the
 * team's roles, or takes it back. Only admins, like admin rights themselves; the change is
 * announced, so the holder's panel follows on the next request on every instance.
 */
import { ROLE_LABELS } from '@/lib/admin/roles';
import { grantStaffRole, revokeStaffRole } from '@/lib/data/staff';
import { log } from '@/lib/log';
import { ROLE_CHANGE_FIELDS, ROLE_MESSAGES, roleChangeSchema } from '@/lib/validation/admin-team';

import { defineAction } from './define';

export const grantRole = defineAction({
  name: 'admin.team.grant_role',
  access: 'admin',
  audit: ({ userId, role }) => ({
    targetType: 'nalog',
    targetId: userId,
    summary: `Dodeljena uloga: ${ROLE_LABELS[role]}`,
  }),
  fields: ROLE_CHANGE_FIELDS,
  schema: roleChangeSchema,
  success: { title: ROLE_MESSAGES.grantedTitle, message: ROLE_MESSAGES.grantedTitle },
  failureMessage: ROLE_MESSAGES.failed,
  async handle({ userId, role }, { ctx, caller, succeed, fail }) {
    const { outcome } = await grantStaffRole(ctx.db, {
      userId,
      role,
      grantedBy: { id: caller.user.id, email: caller.user.email },
      now: ctx.now,
    });
    if (outcome === 'unconfirmed') return fail(ROLE_MESSAGES.unconfirmed);
    if (outcome === 'already') return fail(ROLE_MESSAGES.alreadyHeld);
    log.info('admin.role_granted', { grantedTo: userId, role, grantedBy: caller.user.id });
    return succeed(undefined, ROLE_MESSAGES.granted(ROLE_LABELS[role]));
  },
});

export const revokeRole = defineAction({
  name: 'admin.team.revoke_role',
  access: 'admin',
  audit: ({ userId, role }) => ({
    targetType: 'nalog',
    targetId: userId,
    summary: `Oduzeta uloga: ${ROLE_LABELS[role]}`,
  }),
  fields: ROLE_CHANGE_FIELDS,
  schema: roleChangeSchema,
  success: { title: ROLE_MESSAGES.revokedTitle, message: ROLE_MESSAGES.revokedTitle },
  failureMessage: ROLE_MESSAGES.failed,
  async handle({ userId, role }, { ctx, caller, succeed, fail }) {
    if (!(await revokeStaffRole(ctx.db, userId, role))) return fail(ROLE_MESSAGES.notHeld);
    log.info('admin.role_revoked', { revokedFrom: userId, role, revokedBy: caller.user.id });
    return succeed(undefined, ROLE_MESSAGES.revoked(ROLE_LABELS[role]));
  },
});
