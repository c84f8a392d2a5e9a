import { Suspense } from 'react';

import { AdminNoPermissionCard, AdminSignInCard } from '@/components/admin/admin-gate';
import { AdminPanel } from '@/components/admin/admin-panel';
import { AdminTabContent } from '@/components/admin/tab-panel';
import { AdminTabSkeleton } from '@/components/admin/tab-skeleton';
import { adminTabFrom } from '@/lib/admin/tabs';
import { getCurrentUser, getCurrentUserIsAdmin, getRequestContext } from '@/lib/auth';
import { countHostedDemoAccounts } from '@/lib/data/accounts';
import { countPendingMembers } from '@/lib/data/members';
import { countPendingEventSubmissions } from '@/lib/data/event-submissions';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

/** /admin (spec platform §2): signed out, signed in without rights, or the panel with its eight tabs. */
export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await getCurrentUser();
  if (!user) return <AdminSignInCard />;
  if (!(await getCurrentUserIsAdmin())) return <AdminNoPermissionCard user={user} />;
  const params = await searchParams;
  const tab = adminTabFrom(firstParam(params.tab));
  const { db } = await getRequestContext();
  const [pendingMembers, pendingSubmissions, demoAccounts] = await Promise.all([
    countPendingMembers(db),
    countPendingEventSubmissions(db),
    countHostedDemoAccounts(db),
  ]);
  return (
    <AdminPanel
      user={user}
      tab={tab}
      counts={{ members: pendingMembers, submissions: pendingSubmissions }}
      demoAccounts={demoAccounts}
    >
      <Suspense key={tab} fallback={<AdminTabSkeleton />}>
        <AdminTabContent tab={tab} searchParams={params} />
      </Suspense>
    </AdminPanel>
  );
}
