import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';

import { SignOutButton } from '@/components/auth/sign-out-button';
import { LiveMessagesProvider } from '@/components/members/live-messages';
import { MembersNav } from '@/components/members/members-nav';
import { getMemberStanding } from '@/lib/auth';
import { readMemberBadgeCounts } from '@/lib/data/members';
import { pageScript } from '@/lib/i18n/page-script';
import { MEMBER_PATHS, memberRedirect } from '@/lib/members/access';

const PLATFORM_NAME = 'Platforma za članove';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  const name = t(PLATFORM_NAME);
  return { title: { default: name, template: `%s | ${name}` }, robots: { index: false, follow: false } };
}

/**
 * The members screens with their navigation (spec §2 Members navigation). Every page still calls
 * requireMember() itself, for the rules that differ by screen (an account without a profile).
 * Only an approved member sees the navigation; the profile page in create mode renders without it.
 */
export default async function MembersPlatformLayout({ children }: { children: ReactNode }) {
  const [standing, { t, href }] = await Promise.all([getMemberStanding(), pageScript()]);
  // Every screen here sends these standings to the same place (lib/members/access.ts). Sent from the
  // layout, before a page's loading state streams, the answer is a real redirect, not a 200.
  if (standing.kind !== 'approved' && standing.kind !== 'no-profile')
    redirect(href(memberRedirect('platform', standing.kind) ?? MEMBER_PATHS.auth));
  if (standing.kind !== 'approved')
    return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">{children}</div>;

  const counts = await readMemberBadgeCounts(standing.profile.id);
  return (
    <LiveMessagesProvider initialUnread={counts.unreadMessages} since={counts.countedAt}>
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="grid min-w-0 grid-cols-1 content-start gap-4 lg:sticky lg:top-20 lg:self-start">
          <div className="hidden lg:block">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(PLATFORM_NAME)}</p>
            <p className="truncate font-semibold">{t(standing.profile.fullName)}</p>
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
