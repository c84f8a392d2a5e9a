import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { OutboxView, outboxHref } from '@/components/admin/outbox/outbox-view';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { OUTBOX_FILTERS, readOutboxScreen, type OutboxFilter } from '@/lib/data/admin-outbox';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const generateMetadata = titleInScript('Poslata pošta');

/** /admin/outbox: the e-mails the site sent or will send, with their delivery state (issue 7). */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const requested = firstParam(params.status);
  const filter: OutboxFilter = OUTBOX_FILTERS.find((item) => item === requested) ?? 'all';
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const access = await requireAdmin('admin', outboxHref(filter, page));
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const screen = await readOutboxScreen({ filter, page });
  const { t } = await pageScript();
  return (
    <AdminSubpage
      title={t('Poslata pošta')}
      description={t(
        'Svaki email koji sajt šalje prvo se upisuje ovde. Neuspele poruke se ponavljaju automatski, a možete ih i ponovo poslati.',
      )}
    >
      <OutboxView filter={filter} screen={screen} />
    </AdminSubpage>
  );
}
