import type { Metadata } from 'next';

import { ResourceCard, ResourceFiltersForm, ResourcesEmptyState } from '@/components/members/resources/resources';
import { CardGrid } from '@/components/members/card-grid';
import { requireMember } from '@/lib/auth/member';
import { readResourcesPage } from '@/lib/data/member-resources';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import { resourceFiltersFrom } from '@/lib/members/resources';
import { PAGE_PARAM, pageHref, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Resursi') };
}

/**
 * /members/resources (spec §2): search and filters in the URL, the featured (at most 4, above the
 * first page of the unfiltered list) and all resources, 24 a page (`?strana=N`), filtered in SQL.
 */
export default async function ResourcesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember();
  const { t, href } = await pageScript();
  const params = await searchParams;
  const filters = resourceFiltersFrom({
    q: firstParam(params.q),
    type: firstParam(params.type),
    category: firstParam(params.category),
  });
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const filtered = filters.query !== '' || filters.type !== 'all' || filters.category !== 'all';
  const { resources, featured } = await readResourcesPage(filters, page, { featured: !filtered && page === 1 });
  const listQuery = {
    q: filters.query || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    category: filters.category === 'all' ? undefined : filters.category,
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('Resursi')}</h1>
        <p className="text-muted-foreground">
          {t('Vodiči, dokumenti i snimci radionica koje je tim izdvojio za članove.')}
        </p>
      </header>
      <ResourceFiltersForm filters={filters} />
      {featured.length > 0 ? (
        <section aria-labelledby="featured-resources" className="grid gap-3">
          <h2 id="featured-resources" className="text-xl font-bold">
            {t('Izdvojeni resursi')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {featured.map((resource) => (
              <li key={resource.id} className="grid">
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="all-resources" className="grid gap-3">
        <h2 id="all-resources" className="text-xl font-bold">
          {t('Svi resursi')}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {t(`Pronađeno ${formatCount(resources.total, COUNTED.resource)}`)}
        </p>
        <CardGrid
          list={resources}
          empty={<ResourcesEmptyState filtered={filtered} />}
          pager={{
            label: t('Stranice resursa'),
            hrefFor: (number) => href(pageHref('/members/resources', listQuery, number)),
          }}
        >
          {(resource) => <ResourceCard resource={resource} />}
        </CardGrid>
      </section>
    </div>
  );
}
