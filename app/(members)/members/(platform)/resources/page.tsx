import type { Metadata } from 'next';

import { ResourceCard, ResourceFiltersForm, ResourcesEmptyState } from '@/components/members/resources/resources';
import { getRequestContext } from '@/lib/auth';
import { requireMember } from '@/lib/auth/member';
import { listActiveResources } from '@/lib/data/member-resources';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { FEATURED_RESOURCES_LIMIT, resourceFiltersFrom } from '@/lib/members/resources';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: 'Resursi' };

/** /members/resources (spec §2): search and filters in the URL, the featured (at most 4) and all resources. */
export default async function ResourcesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember();
  const params = await searchParams;
  const filters = resourceFiltersFrom({
    q: firstParam(params.q),
    type: firstParam(params.type),
    category: firstParam(params.category),
  });
  const ctx = await getRequestContext();
  const resources = await listActiveResources(ctx.db, filters);
  const filtered = filters.query !== '' || filters.type !== 'all' || filters.category !== 'all';
  const featured = filtered
    ? []
    : resources.filter((resource) => resource.isFeatured).slice(0, FEATURED_RESOURCES_LIMIT);

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">Resursi</h1>
        <p className="text-muted-foreground">Vodiči, dokumenti i snimci radionica koje je tim izdvojio za članove.</p>
      </header>
      <ResourceFiltersForm filters={filters} />
      {featured.length > 0 ? (
        <section aria-labelledby="featured-resources" className="grid gap-3">
          <h2 id="featured-resources" className="text-xl font-bold">
            Izdvojeni resursi
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
          Svi resursi
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          Pronađeno {formatCount(resources.length, COUNTED.resource)}
        </p>
        {resources.length === 0 ? (
          <ResourcesEmptyState filtered={filtered} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {resources.map((resource) => (
              <li key={resource.id} className="grid">
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
