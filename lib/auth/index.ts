import 'server-only';

import { cache } from 'react';

import { requestContext, type ActionContext } from './context';
import { NO_STAFF_ACCESS, type StaffAccess } from '@/lib/admin/roles';
import { getAccessMemo, NO_MEMO, type AccessMemo } from '@/lib/cache/access-memo';
import { findMemberAccessProfile, type MemberAccessProfile } from '@/lib/data/member-access';
import { readStaffAccess } from '@/lib/data/staff';
import { getAuthConfig } from '@/lib/env';
import { log } from '@/lib/log';

import { localAuth } from './local';
import type { SupabaseAuthConfig } from './supabase';
import type { AuthAdapter, AuthUser } from './types';

export type { AuthUser } from './types';

let adapter: AuthAdapter | undefined;

/** supabase-js is loaded only when Supabase mode is on: local mode never pays for it. */
function lazySupabaseAuth(config: SupabaseAuthConfig): AuthAdapter {
  let loaded: Promise<AuthAdapter> | undefined;
  const load = () => (loaded ??= import('./supabase').then((module) => module.supabaseAuth(config)));
  return {
    kind: 'supabase',
    currentUser: async (ctx, memo) => (await load()).currentUser(ctx, memo),
    keepSessionAlive: async (ctx) => (await load()).keepSessionAlive(ctx),
    signIn: async (ctx, email, password) => (await load()).signIn(ctx, email, password),
    signUp: async (ctx, input) => (await load()).signUp(ctx, input),
    signOut: async (ctx) => (await load()).signOut(ctx),
    changePassword: async (ctx, user, current, next) => (await load()).changePassword(ctx, user, current, next),
  };
}

/** The accounts adapter of this deployment (lib/env.ts decides: Supabase or local). */
export function getAuth(): AuthAdapter {
  if (!adapter) {
    const config = getAuthConfig();
    adapter = config.kind === 'supabase' ? lazySupabaseAuth(config) : localAuth;
  }
  return adapter;
}

/**
 * The signed-in user of a context; null when nobody is, or when the check itself fails. `memo`
 * (pages only): answers may come from what this process remembers (lib/cache/access-memo.ts).
 */
export async function currentUserOf(ctx: ActionContext, memo: AccessMemo = NO_MEMO): Promise<AuthUser | null> {
  try {
    return await getAuth().currentUser(ctx, memo);
  } catch (error) {
    log.error('auth.current_user_failed', { error });
    return null;
  }
}

/** After a signed-in action's access check: an active session does not expire; a failure only logs. */
export async function keepSessionAlive(ctx: ActionContext): Promise<void> {
  try {
    await getAuth().keepSessionAlive(ctx);
  } catch (error) {
    log.error('auth.keep_session_alive_failed', { error });
  }
}

/**
 * What `user` may do in the admin panel: admin rights through the SQL function is_admin (spec §6)
 * and the team roles they hold (docs/admin.md "Uloge"); any failure means nothing. `memo`: as in
 * `currentUserOf` (a grant or revocation is announced, so every instance forgets the answer).
 */
export async function staffAccessOf(
  ctx: ActionContext,
  user: AuthUser,
  memo: AccessMemo = NO_MEMO,
): Promise<StaffAccess> {
  try {
    return await memo.remember(`staff:${user.id}:${user.email}`, () => readStaffAccess(ctx.db, user.id, user.email));
  } catch (error) {
    log.error('auth.staff_access_failed', { error });
    return NO_STAFF_ACCESS;
  }
}

/** Admin rights alone (everything, and granting roles). */
export async function isAdmin(ctx: ActionContext, user: AuthUser, memo: AccessMemo = NO_MEMO): Promise<boolean> {
  return (await staffAccessOf(ctx, user, memo)).admin;
}

/** Where a member stands (spec §6): what the members area lets them see. */
export type MemberStanding =
  | { kind: 'anonymous' }
  | { kind: 'no-profile'; user: AuthUser }
  | { kind: 'pending' | 'rejected' | 'suspended' | 'approved'; user: AuthUser; profile: MemberAccessProfile }
  /** A profile lookup error or an unknown status: treated like no access (spec: → /members/auth). */
  | { kind: 'unknown'; user: AuthUser };

/** Where `user` stands; `memo`: as in `currentUserOf`. */
export async function memberStandingOf(
  ctx: ActionContext,
  user: AuthUser | null,
  memo: AccessMemo = NO_MEMO,
): Promise<MemberStanding> {
  if (!user) return { kind: 'anonymous' };
  let profile: MemberAccessProfile | null;
  try {
    profile = await memo.remember(`profile:${user.id}`, () => findMemberAccessProfile(ctx.db, user.id));
  } catch (error) {
    log.error('auth.member_profile_failed', { error });
    return { kind: 'unknown', user };
  }
  if (!profile) return { kind: 'no-profile', user };
  const status = profile.approvalStatus;
  if (status === 'approved' && !profile.isActive) return { kind: 'unknown', user };
  if (status === 'pending' || status === 'rejected' || status === 'suspended' || status === 'approved')
    return { kind: status, user, profile };
  return { kind: 'unknown', user };
}

/**
 * Per request, for pages and layouts: one context, one user lookup, however many components ask,
 * answered from the process's access memo when it can (actions read afresh, see lib/actions/define.ts).
 */
export const getRequestContext = cache(requestContext);
export const getCurrentUser = cache(async (): Promise<AuthUser | null> =>
  currentUserOf(await getRequestContext(), getAccessMemo()),
);
export const getCurrentStaffAccess = cache(async (): Promise<StaffAccess> => {
  const user = await getCurrentUser();
  return user ? staffAccessOf(await getRequestContext(), user, getAccessMemo()) : NO_STAFF_ACCESS;
});
export const getMemberStanding = cache(async (): Promise<MemberStanding> =>
  memberStandingOf(await getRequestContext(), await getCurrentUser(), getAccessMemo()),
);
