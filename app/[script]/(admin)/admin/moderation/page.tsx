import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { ModerationView, moderationHref } from '@/components/admin/moderation/moderation-view';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { readModerationPage, type ReportFilter } from '@/lib/data/moderation';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const generateMetadata = titleInScript('Moderacija');

/** /admin/moderation: the members' reports of messages and ads, with what an admin can do about each. */
export default async function ModerationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const filter: ReportFilter = firstParam(params.status) === 'closed' ? 'closed' : 'open';
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const access = await requireAdmin('moderator', moderationHref(filter, page));
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const { reports, counts: allCounts } = await readModerationPage(filter, page);
  const { t } = await pageScript();
  return (
    <AdminSubpage
      title={t('Moderacija')}
      description={t('Poruke i oglasi koje su članovi prijavili. Svaka odluka zatvara prijavu i ostaje zapisana.')}
    >
      <ModerationView filter={filter} reports={reports} counts={allCounts} />
    </AdminSubpage>
  );
}
