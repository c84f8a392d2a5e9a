import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { InboxView } from '@/components/admin/inbox/inbox-view';
import { INBOX_SEARCH_MAX, inboxHref, inboxKindFrom, inboxKindsFor, inboxStatusFrom } from '@/lib/admin/inbox';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { readInboxScreen } from '@/lib/data/inbox';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const generateMetadata = titleInScript('Prijemno sanduče');

/** /admin/inbox: what visitors submitted, beside the eight tabs (issue 7). */
export default async function InboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const requested = firstParam(params.kind);
  const status = inboxStatusFrom(firstParam(params.status));
  const search = (firstParam(params.q) ?? '').trim().slice(0, INBOX_SEARCH_MAX);
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const access = await requireAdmin(
    (staff) => inboxKindsFor(staff).length > 0,
    inboxHref({ kind: inboxKindFrom(requested), status, q: search, page }),
  );
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  // Without a kind in the address, the first this person handles; a kind they do not handle is refused.
  const kinds = inboxKindsFor(access.staff);
  const kind = requested === undefined ? kinds[0]!.id : inboxKindFrom(requested);
  if (!kinds.some((item) => item.id === kind)) return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  // One page of the kind (the CSV export has every match).
  const screen = await readInboxScreen({ kind, status, search, page });
  const { t } = await pageScript();
  return (
    <AdminSubpage
      title={t('Prijemno sanduče')}
      description={t('Sve što su posetioci poslali preko formulara sajta i prijave poruka članova.')}
    >
      <InboxView kind={kind} kinds={kinds} status={status} search={search} screen={screen} />
    </AdminSubpage>
  );
}
