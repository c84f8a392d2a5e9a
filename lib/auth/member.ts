import 'server-only';

import type { MemberAccessProfile } from '@/lib/data/member-access';
import { redirectInPageScript } from '@/lib/i18n/page-script';
import { memberRedirect, type MemberScreen } from '@/lib/members/access';

import { getMemberStanding, type AuthUser, type MemberStanding } from './index';

export interface ApprovedMember {
  user: AuthUser;
  member: MemberAccessProfile;
}

/**
 * The guard of every members screen (docs/members.md): an approved, active member, or a redirect
 * (spec §6), in the page's script. `withoutProfile: 'profile'` for requests, messages and mentorship: an account without
 * a profile is sent to the profile form instead of the sign-in page.
 */
export async function requireMember(options: { withoutProfile?: 'auth' | 'profile' } = {}): Promise<ApprovedMember> {
  const standing = await getMemberStanding();
  const target = memberRedirect(options.withoutProfile === 'profile' ? 'needs-profile' : 'platform', standing.kind);
  if (target || standing.kind !== 'approved') return redirectInPageScript(target ?? '/members/auth');
  return { user: standing.user, member: standing.profile };
}

/** The profile screen: an approved member (edit mode) or a signed-in account without a profile (create mode). */
export async function requireProfileEditor(): Promise<{ user: AuthUser; member: MemberAccessProfile | null }> {
  const standing = await getMemberStanding();
  const target = memberRedirect('profile', standing.kind);
  if (standing.kind === 'approved' && !target) return { user: standing.user, member: standing.profile };
  if (standing.kind === 'no-profile' && !target) return { user: standing.user, member: null };
  return redirectInPageScript(target ?? '/members/auth');
}

/** The status pages: the standing, after sending away whoever does not belong. */
export async function requireMemberScreen(
  screen: Extract<MemberScreen, 'pending' | 'rejected' | 'suspended'>,
): Promise<MemberStanding> {
  const standing = await getMemberStanding();
  const target = memberRedirect(screen, standing.kind);
  if (target) return redirectInPageScript(target);
  return standing;
}
