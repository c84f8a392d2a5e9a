import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { StaffLogView } from '@/components/admin/staff-log/staff-log-view';
import { staffLogFilterFrom, staffLogHref } from '@/lib/admin/staff-log';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { readStaffLogPage } from '@/lib/data/staff-log';
import { RETENTION_DAYS } from '@/lib/privacy/retention';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const generateMetadata = titleInScript('Dnevnik izmena');

/** /admin/dnevnik (issue 48, docs/admin.md "Dnevnik izmena"): what the team changed, for admins only. */
export default async function StaffLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const filter = staffLogFilterFrom({
    osoba: firstParam(params.osoba),
    radnja: firstParam(params.radnja),
    od: firstParam(params.od),
    do: firstParam(params.do),
  });
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const access = await requireAdmin('admin', staffLogHref(filter, page));
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const { entries, actors } = await readStaffLogPage(filter, page);
  const { t } = await pageScript();
  return (
    <AdminSubpage
      title={t('Dnevnik izmena')}
      description={t(
        `Svaka izmena napravljena iz admin panela: ko, kada, šta i zašto. Zapisi se ne mogu menjati ni brisati; čuvaju se ${RETENTION_DAYS.staffLog} dana.`,
      )}
    >
      <StaffLogView filter={filter} entries={entries} actors={actors} />
    </AdminSubpage>
  );
}
