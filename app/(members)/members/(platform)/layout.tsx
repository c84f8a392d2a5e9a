import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { SignOutButton } from '@/components/auth/sign-out-button';
import { MembersNav } from '@/components/members/members-nav';
import { getMemberStanding, getRequestContext } from '@/lib/auth';
import { memberBadgeCounts } from '@/lib/data/members';

export const metadata: Metadata = { title: { default: 'Platforma za članove', template: '%s | Platforma za članove' }, robots: { index: false, follow: false } };

/**
 * The members screens with their navigation (spec §2 Members navigation). Not the guard: every
 * page calls requireMember() itself. Only an approved member sees the navigation; the profile
 * page in create mode renders without it.
 */
export default async function MembersPlatformLayout({ children }: { children: ReactNode }) {
  const standing = await getMemberStanding();
  if (standing.kind !== 'approved') return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">{children}</div>;

  const ctx = await getRequestContext();
  const counts = await memberBadgeCounts(ctx.db, standing.profile.id, ctx.now);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <aside className="grid content-start gap-4 lg:sticky lg:top-20 lg:self-start">
        <div className="hidden lg:block">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Platforma za članove</p>
          <p className="truncate font-semibold">{standing.profile.fullName}</p>
        </div>
        <MembersNav badges={{ requests: counts.activeRequests, messages: counts.unreadMessages }} />
        <div className="hidden lg:block">
          <SignOutButton next="/" variant="ghost" />
        </div>
      </aside>
      <div className="grid min-w-0 content-start gap-6">
        {children}
        <div className="lg:hidden">
          <SignOutButton next="/" />
        </div>
      </div>
    </div>
  );
}
