import type { Metadata } from 'next';

import { OwnReportCard, OwnReportsEmptyState } from '@/components/members/own-reports';
import { Pagination } from '@/components/ui/pagination';
import { requireMember } from '@/lib/auth/member';
import { readOwnReportsPage } from '@/lib/data/own-reports';
import { pageScript } from '@/lib/i18n/page-script';
import { OWN_REPORTS_PATH } from '@/lib/members/reports';
import { PAGE_PARAM, pageHref, pageNumberFrom } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Moje prijave') };
}

/**
 * /members/reports ('Moje prijave', linked from the dashboard): the reports the member filed,
 * newest first, 20 a page (`?strana=N`), each with 'Na čekanju' or what the moderators decided and
 * when (docs/members.md, "Moderation outcomes"). Server-rendered, no JavaScript needed.
 */
export default async function OwnReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember({ withoutProfile: 'profile' });
  const { t, href } = await pageScript();
  const params = await searchParams;
  const reports = await readOwnReportsPage(member.id, pageNumberFrom(params[PAGE_PARAM]));
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('Moje prijave')}</h1>
        <p className="text-muted-foreground">
          {t('Poruke i oglasi koje ste prijavili i šta su moderatori odlučili o njima.')}
        </p>
      </header>
      {reports.total === 0 ? (
        <OwnReportsEmptyState />
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {t(`Ukupno prijava: ${reports.total}`)}
          </p>
          <ul className="grid gap-3">
            {reports.items.map((report) => (
              <li key={report.id} className="grid">
                <OwnReportCard report={report} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        label={t('Stranice prijava')}
        of={reports}
        hrefFor={(page) => href(pageHref(OWN_REPORTS_PATH, {}, page))}
        className="mt-4"
      />
    </div>
  );
}
