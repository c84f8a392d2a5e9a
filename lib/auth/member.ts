import 'server-only';

import { redirect } from 'next/navigation';
import { cache } from 'react';

import type { MemberAccessProfile } from '@/lib/data/member-access';
import { listConversationPage, type Conversation } from '@/lib/data/member-messages';
import { memberBadgeCounts, type MemberBadgeCounts } from '@/lib/data/members';
import { memberRedirect, type MemberScreen } from '@/lib/members/access';
import type { Page } from '@/lib/site/paging';

import { getAccessMemo, topicKey } from './access-memo';
import { getMemberStanding, getRequestContext, type AuthUser, type MemberStanding } from './index';

export interface ApprovedMember {
  user: AuthUser;
  member: MemberAccessProfile;
}

/**
 * The guard of every members screen (docs/members.md): an approved, active member, or a redirect
 * (spec §6). `withoutProfile: 'profile'` for requests, messages and mentorship: an account without
 * a profile is sent to the profile form instead of the sign-in page.
 */
export async function requireMember(options: { withoutProfile?: 'auth' | 'profile' } = {}): Promise<ApprovedMember> {
  const standing = await getMemberStanding();
  const target = memberRedirect(options.withoutProfile === 'profile' ? 'needs-profile' : 'platform', standing.kind);
  if (target || standing.kind !== 'approved') redirect(target ?? '/members/auth');
  return { user: standing.user, member: standing.profile };
}

/** The profile screen: an approved member (edit mode) or a signed-in account without a profile (create mode). */
export async function requireProfileEditor(): Promise<{ user: AuthUser; member: MemberAccessProfile | null }> {
  const standing = await getMemberStanding();
  const target = memberRedirect('profile', standing.kind);
  if (standing.kind === 'approved' && !target) return { user: standing.user, member: standing.profile };
  if (standing.kind === 'no-profile' && !target) return { user: standing.user, member: null };
  redirect(target ?? '/members/auth');
}

/** The status pages: the standing, after sending away whoever does not belong. */
export async function requireMemberScreen(
  screen: Extract<MemberScreen, 'pending' | 'rejected' | 'suspended'>,
): Promise<MemberStanding> {
  const standing = await getMemberStanding();
  const target = memberRedirect(screen, standing.kind);
  if (target) redirect(target);
  return standing;
}

/**
 * The members navigation's badges, asked once per request (the layout and the dashboard both show
 * them) and remembered in the access memo until an ad or a message changes, or the next open ad
 * expires (docs/architecture.md "Access memo").
 */
export const getMemberBadgeCounts = cache(async (memberId: string): Promise<MemberBadgeCounts> => {
  const ctx = await getRequestContext();
  return getAccessMemo().remember(
    topicKey('badges', memberId),
    () => memberBadgeCounts(ctx.db, memberId, ctx.now),
    (counts) => counts.changesAt,
  );
});

/**
 * A page of the member's conversations, newest first, with their total. The first page is
 * remembered in the access memo until a message or a partner's name changes (docs/architecture.md
 * "Access memo"): it is what the messages page shows on every opened thread and on each refresh
 * after a mark or a live message, and it is 30 rows however many conversations there are. Later
 * pages are read per request: rarer, and one entry per page and member would crowd the memo.
 */
export async function getConversations(memberId: string, page: number): Promise<Page<Conversation>> {
  const ctx = await getRequestContext();
  if (page !== 1) return listConversationPage(ctx.db, memberId, page);
  return getAccessMemo().remember(topicKey('conversations', memberId), () => listConversationPage(ctx.db, memberId, 1));
}
