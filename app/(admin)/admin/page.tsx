import { AdminNoPermissionCard, AdminSignInCard } from '@/components/admin/admin-gate';
import { AdminPanel } from '@/components/admin/admin-panel';
import { AdminTabContent } from '@/components/admin/tab-panel';
import { adminTabFrom } from '@/lib/admin/tabs';
import { getCurrentUser, getCurrentUserIsAdmin, getRequestContext } from '@/lib/auth';
import { countPendingMembers } from '@/lib/data/members';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

/** /admin (spec platform §2): signed out, signed in without rights, or the panel with its eight tabs. */
export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await getCurrentUser();
  if (!user) return <AdminSignInCard />;
  if (!(await getCurrentUserIsAdmin())) return <AdminNoPermissionCard user={user} />;
  const tab = adminTabFrom(firstParam((await searchParams).tab));
  const ctx = await getRequestContext();
  const counts = { members: await countPendingMembers(ctx.db) };
  return (
    <AdminPanel user={user} tab={tab} counts={counts}>
      <AdminTabContent tab={tab} />
    </AdminPanel>
  );
}
