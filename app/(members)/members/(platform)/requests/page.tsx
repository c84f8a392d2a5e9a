import type { Metadata } from 'next';

import { AdFormDialog } from '@/components/members/requests/ad-form-dialog';
import { RequestCard, RequestFiltersForm, RequestsEmptyState } from '@/components/members/requests/requests';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import { Pagination } from '@/components/ui/pagination';
import { getRequestContext } from '@/lib/auth';
import { requireMember } from '@/lib/auth/member';
import { readRequestsPage } from '@/lib/data/member-requests';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { newAdPath, requestFiltersFrom, requestsListHref, type RequestsListPlace } from '@/lib/members/requests';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: 'Oglasi & Zahtevi' };

/**
 * /members/requests (spec §2): every open ad, or the member's own (`?mine=1`, also closed and
 * expired ones, to renew or delete). Search and filters live in the URL (?q=&type=&category=);
 * `?new=1` opens the new-ad dialog, `?edit=<id>` an own ad's edit dialog, `?report=<id>` another's
 * ad's report dialog (the pages' forms without JavaScript: the page carries only the form asked
 * for). Both lists are read one page at a time (`?strana=N`, 20 ads), filtered in SQL.
 */
export default async function RequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember({ withoutProfile: 'profile' });
  const params = await searchParams;
  const filters = requestFiltersFrom({
    q: firstParam(params.q),
    type: firstParam(params.type),
    category: firstParam(params.category),
  });
  const mine = firstParam(params.mine) === '1';
  const editing = firstParam(params.edit);
  const reporting = firstParam(params.report);
  const place: RequestsListPlace = { mine, filters, page: pageNumberFrom(params[PAGE_PARAM]) };
  const ads = await readRequestsPage(member.id, place);
  const { now } = await getRequestContext();
  const filtered = filters.query !== '' || filters.type !== 'all' || filters.category !== 'all';

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold">Oglasi & Zahtevi</h1>
          <p className="text-muted-foreground">
            Tražite partnera, mentora, finansiranje ili talenat? Ili nudite svoje usluge? Objavite oglas.
          </p>
        </div>
        <AdFormDialog triggerLabel="Novi oglas" href={newAdPath(mine)} defaultOpen={firstParam(params.new) === '1'} />
      </header>
      <LinkTabs
        label="Prikaz oglasa"
        idPrefix="requests"
        active={mine ? 'mine' : 'all'}
        tabs={[
          { id: 'all', label: 'Svi oglasi', href: '/members/requests' },
          { id: 'mine', label: 'Moji oglasi', href: '/members/requests?mine=1' },
        ]}
      />
      <LinkTabPanel idPrefix="requests" active={mine ? 'mine' : 'all'} className="grid gap-6">
        <RequestFiltersForm filters={filters} mine={mine} />
        <p role="status" className="text-sm text-muted-foreground">
          Pronađeno {formatCount(ads.total, COUNTED.ad)}
        </p>
        {ads.total === 0 ? (
          <RequestsEmptyState filtered={filtered} mine={mine} />
        ) : ads.items.length === 0 ? null : (
          <ul className="grid gap-4 md:grid-cols-2">
            {ads.items.map((ad) => (
              <li key={ad.id} className="grid">
                <RequestCard
                  ad={ad}
                  viewerId={member.id}
                  now={now}
                  editing={ad.id === editing}
                  reporting={ad.id === reporting}
                  place={place}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          label="Stranice oglasa"
          page={ads.page}
          pageCount={ads.pageCount}
          hrefFor={(page) => requestsListHref({ ...place, page })}
          className="mt-4"
        />
      </LinkTabPanel>
    </div>
  );
}
