import { Suspense } from 'react';

import { AdminNoPermissionCard, AdminSignInCard } from '@/components/admin/admin-gate';
import { AdminPanel } from '@/components/admin/admin-panel';
import { AdminTabContent } from '@/components/admin/tab-panel';
import { AdminTabSkeleton } from '@/components/admin/tab-skeleton';
import { adminTabFrom } from '@/lib/admin/tabs';
import { getAdminAccess } from '@/lib/auth/admin';
import { readAdminPanelCounts } from '@/lib/data/admin-members';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

/**
 * /admin (spec platform §2): signed out, signed in without rights, or the panel with its eight tabs
 * (those the person's roles allow).
 */
export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const access = await getAdminAccess();
  if (access.kind === 'signed-out') return <AdminSignInCard />;
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const { user, staff } = access;
  const params = await searchParams;
  // A member of the team sees only the tabs their roles allow (docs/admin.md "Uloge"), at least one.
  const tab = adminTabFrom(firstParam(params.tab), staff)!;
  const { pendingMembers, pendingSubmissions, demoAccounts } = await readAdminPanelCounts();
  return (
    <AdminPanel
      user={user}
      staff={staff}
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
