import { Suspense } from 'react';

import { AdminNoPermissionCard, AdminSignInCard } from '@/components/admin/admin-gate';
import { AdminPanel } from '@/components/admin/admin-panel';
import { AdminTabContent } from '@/components/admin/tab-panel';
import { AdminTabSkeleton } from '@/components/admin/tab-skeleton';
import { adminTabFrom } from '@/lib/admin/tabs';
import { getAdminAccess, getAdminPanelCounts } from '@/lib/auth/admin';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

/** /admin (spec platform §2): signed out, signed in without rights, or the panel with its eight tabs. */
export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const access = await getAdminAccess();
  if (access.kind === 'signed-out') return <AdminSignInCard />;
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} />;
  const { user } = access;
  const params = await searchParams;
  const tab = adminTabFrom(firstParam(params.tab));
  const { pendingMembers, pendingSubmissions, demoAccounts } = await getAdminPanelCounts();
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
