import type { Metadata } from 'next';

import { DirectoryCard, DirectoryEmptyState, DirectoryFilters } from '@/components/members/directory';
import { CardGrid } from '@/components/members/card-grid';
import { requireMember } from '@/lib/auth/member';
import { readDirectoryPage } from '@/lib/data/members';
import { formatNumber } from '@/lib/format/number';
import { pageScript } from '@/lib/i18n/page-script';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { directoryTypeFrom, MAX_DIRECTORY_QUERY } from '@/lib/members/search';
import { PAGE_PARAM, pageHref, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Direktorijum') };
}

/**
 * /members/directory (spec §2): listed members, searched and filtered through the URL (?q=…&tip=…),
 * one page at a time (`?strana=N`, 24 members), searched and counted in SQL.
 */
export default async function DirectoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember();
  const { t, href } = await pageScript();
  const params = await searchParams;
  const query = (firstParam(params.q) ?? '').trim().slice(0, MAX_DIRECTORY_QUERY);
  const type = directoryTypeFrom(firstParam(params.tip));
  const found = await readDirectoryPage({ query, type }, pageNumberFrom(params[PAGE_PARAM]));
  const listQuery = { q: query || undefined, tip: type === 'all' ? undefined : type };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('Direktorijum članova')}</h1>
        <p className="text-muted-foreground">
          {t('Povežite se sa startapima, preduzećima i pojedincima iz zajednice.')}
        </p>
      </header>
      <DirectoryFilters query={query} type={type} />
      <p role="status" className="text-sm text-muted-foreground">
        {t(`Pronađeno ${formatNumber(found.total)} od ${formatCount(found.listed, COUNTED.ofMembers)}`)}
      </p>
      <CardGrid
        list={found}
        empty={<DirectoryEmptyState filtered={query !== '' || type !== 'all'} />}
        pager={{
          label: t('Stranice direktorijuma'),
          hrefFor: (page) => href(pageHref('/members/directory', listQuery, page)),
        }}
      >
        {(item) => <DirectoryCard member={item} isSelf={item.id === member.id} />}
      </CardGrid>
    </div>
  );
}
