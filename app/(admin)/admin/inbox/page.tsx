import type { Metadata } from 'next';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { InboxView } from '@/components/admin/inbox/inbox-view';
import { INBOX_SEARCH_MAX, inboxHref, inboxKindFrom, inboxStatusFrom } from '@/lib/admin/inbox';
import { requireAdmin } from '@/lib/auth/admin';
import { getRequestContext } from '@/lib/auth';
import { queryInboxScreen } from '@/lib/data/inbox';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: 'Prijemno sanduče' };

/** /admin/inbox: what visitors submitted, beside the eight tabs (issue 7). */
export default async function InboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const kind = inboxKindFrom(firstParam(params.kind));
  const status = inboxStatusFrom(firstParam(params.status));
  const search = (firstParam(params.q) ?? '').trim().slice(0, INBOX_SEARCH_MAX);
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const access = await requireAdmin(inboxHref({ kind, status, q: search, page }));
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} />;
  const { db } = await getRequestContext();
  // One page of the kind (the CSV export has every match).
  const screen = await queryInboxScreen(db, { kind, status, search, page });
  return (
    <AdminSubpage
      title="Prijemno sanduče"
      description="Sve što su posetioci poslali preko formulara sajta i prijave poruka članova."
    >
      <InboxView kind={kind} status={status} search={search} screen={screen} />
    </AdminSubpage>
  );
}
