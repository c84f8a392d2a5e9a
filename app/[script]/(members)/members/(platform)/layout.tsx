import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';

import { SignOutButton } from '@/components/auth/sign-out-button';
import { LiveMessagesProvider } from '@/components/members/live-messages';
import { MembersNav } from '@/components/members/members-nav';
import { getMemberStanding } from '@/lib/auth';
import { readMemberBadgeCounts } from '@/lib/data/members';
import { MEMBER_PATHS, memberRedirect } from '@/lib/members/access';

export const metadata: Metadata = {
  title: { default: 'Platforma za članove', template: '%s | Platforma za članove' },
  robots: { index: false, follow: false },
};

/**
 * The members screens with their navigation (spec §2 Members navigation). Every page still calls
 * requireMember() itself, for the rules that differ by screen (an account without a profile).
 * Only an approved member sees the navigation; the profile page in create mode renders without it.
 */
export default async function MembersPlatformLayout({ children }: { children: ReactNode }) {
  const standing = await getMemberStanding();
  // Every screen here sends these standings to the same place (lib/members/access.ts). Sent from the
  // layout, before a page's loading state streams, the answer is a real redirect, not a 200.
  if (standing.kind !== 'approved' && standing.kind !== 'no-profile')
    redirect(memberRedirect('platform', standing.kind) ?? MEMBER_PATHS.auth);
  if (standing.kind !== 'approved')
    return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">{children}</div>;

  const counts = await readMemberBadgeCounts(standing.profile.id);
  return (
    <LiveMessagesProvider initialUnread={counts.unreadMessages} since={counts.countedAt}>
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="grid min-w-0 grid-cols-1 content-start gap-4 lg:sticky lg:top-20 lg:self-start">
          <div className="hidden lg:block">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Platforma za članove</p>
            <p className="truncate font-semibold">{standing.profile.fullName}</p>
          </div>
          <MembersNav badges={{ requests: counts.activeRequests, messages: counts.unreadMessages }} />
          <div className="hidden lg:block">
            <SignOutButton next="/" variant="ghost" />
          </div>
        </aside>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          {children}
          <div className="lg:hidden">
            <SignOutButton next="/" />
          </div>
        </div>
      </div>
    </LiveMessagesProvider>
  );
}
