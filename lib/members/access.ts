/**
 * Where each member standing may go (spec §4, §6; docs/members.md). Pure, so every rule is
 * unit-tested; `lib/auth/member.ts` applies it on the server for every page.
 */

export const MEMBER_PATHS = {
  auth: '/members/auth',
  pending: '/members/pending-approval',
  rejected: '/members/rejected',
  suspended: '/members/suspended',
  dashboard: '/members',
  profile: '/members/profile',
} as const;

export type StandingKind = 'anonymous' | 'no-profile' | 'pending' | 'rejected' | 'suspended' | 'approved' | 'unknown';

/**
 * - `platform`: dashboard, directory, resources: approved members only.
 * - `needs-profile`: requests, messages, mentorship: the same, but an account without a profile is sent to the profile form.
 * - `profile`: approved members edit; an account without a profile creates one.
 * - `pending`, `rejected`, `suspended`: the status pages, only for their status (a suspended member
 *   can only sign out and download their data there).
 * (/members/auth is for everybody: a signed-in member is moved on with `afterSignInPath`.)
 */
export type MemberScreen = 'platform' | 'needs-profile' | 'profile' | 'pending' | 'rejected' | 'suspended';

const STATUS_SCREENS: readonly MemberScreen[] = ['pending', 'rejected', 'suspended'];

/** The path a standing is sent to from a screen, or null when it may stay. */
export function memberRedirect(screen: MemberScreen, standing: StandingKind): string | null {
  if (standing === 'pending') return screen === 'pending' ? null : MEMBER_PATHS.pending;
  if (standing === 'rejected') return screen === 'rejected' ? null : MEMBER_PATHS.rejected;
  if (standing === 'suspended') return screen === 'suspended' ? null : MEMBER_PATHS.suspended;
  if (standing === 'approved') return STATUS_SCREENS.includes(screen) ? MEMBER_PATHS.dashboard : null;
  if (standing === 'no-profile') {
    if (screen === 'profile') return null;
    return screen === 'needs-profile' ? MEMBER_PATHS.profile : MEMBER_PATHS.auth;
  }
  // Nobody signed in, an unknown status, a deactivated profile, or a failed lookup.
  return MEMBER_PATHS.auth;
}

/** After a successful sign-in (spec §4): where each standing goes next. */
export function afterSignInPath(standing: StandingKind): string {
  if (standing === 'pending') return MEMBER_PATHS.pending;
  if (standing === 'rejected') return MEMBER_PATHS.rejected;
  if (standing === 'suspended') return MEMBER_PATHS.suspended;
  if (standing === 'approved') return MEMBER_PATHS.dashboard;
  // No profile yet: the sign-up tab, where the signed-in account completes its registration.
  return `${MEMBER_PATHS.auth}?tab=registracija`;
}
