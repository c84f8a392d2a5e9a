import type { Metadata } from 'next';

import { AdFormDialog } from '@/components/members/ads/ad-form-dialog';
import { AdCard, adCardTextsIn, AdFiltersForm, AdsEmptyState } from '@/components/members/ads/ads';
import { adFormTextsIn } from '@/components/members/ads/ad-form-texts';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import { CardGrid } from '@/components/members/card-grid';
import { getRequestContext } from '@/lib/auth';
import { requireMember } from '@/lib/auth/member';
import { readAdsPage } from '@/lib/data/ads';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import { adFiltersFrom, ADS_PATH, adsListHref, type AdsListPlace, newAdPath } from '@/lib/members/ads';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Oglasi & Zahtevi') };
}

/**
 * /members/requests (spec §2): every open ad, or the member's own (`?mine=1`, also closed and
 * expired ones, to renew or delete). Search and filters live in the URL (?q=&type=&category=);
 * `?new=1` opens the new-ad dialog, `?edit=<id>` an own ad's edit dialog, `?report=<id>` another's
 * ad's report dialog (the pages' forms without JavaScript: the page carries only the form asked
 * for). Both lists are read one page at a time (`?strana=N`, `ADS_PAGE_SIZE` ads), filtered in SQL.
 */
export default async function AdsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember({ withoutProfile: 'profile' });
  const { script, t, href } = await pageScript();
  const params = await searchParams;
  const filters = adFiltersFrom({
    q: firstParam(params.q),
    type: firstParam(params.type),
    category: firstParam(params.category),
  });
  const mine = firstParam(params.mine) === '1';
  const editing = firstParam(params.edit);
  const reporting = firstParam(params.report);
  const place: AdsListPlace = { mine, filters, page: pageNumberFrom(params[PAGE_PARAM]) };
  const ads = await readAdsPage(member.id, place);
  const { now } = await getRequestContext();
  const cardTexts = adCardTextsIn(script);
  const filtered = filters.query !== '' || filters.type !== 'all' || filters.category !== 'all';

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold">{t('Oglasi & Zahtevi')}</h1>
          <p className="text-muted-foreground">
            {t('Tražite partnera, mentora, finansiranje ili talenat? Ili nudite svoje usluge? Objavite oglas.')}
          </p>
        </div>
        <AdFormDialog
          triggerLabel={t('Novi oglas')}
          href={href(newAdPath(mine))}
          defaultOpen={firstParam(params.new) === '1'}
          texts={adFormTextsIn(script)}
        />
      </header>
      <LinkTabs
        label={t('Prikaz oglasa')}
        idPrefix="ads"
        active={mine ? 'mine' : 'all'}
        tabs={[
          { id: 'all', label: t('Svi oglasi'), href: href(ADS_PATH) },
          { id: 'mine', label: t('Moji oglasi'), href: href(`${ADS_PATH}?mine=1`) },
        ]}
      />
      <LinkTabPanel idPrefix="ads" active={mine ? 'mine' : 'all'} className="grid gap-6">
        <AdFiltersForm filters={filters} mine={mine} />
        <p role="status" className="text-sm text-muted-foreground">
          {t(`Pronađeno ${formatCount(ads.total, COUNTED.ad)}`)}
        </p>
        <CardGrid
          list={ads}
          empty={<AdsEmptyState filtered={filtered} mine={mine} />}
          pager={{ label: t('Stranice oglasa'), hrefFor: (page) => href(adsListHref({ ...place, page })) }}
        >
          {(ad) => (
            <AdCard
              ad={ad}
              viewerId={member.id}
              now={now}
              editing={ad.id === editing}
              reporting={ad.id === reporting}
              place={place}
              texts={cardTexts}
            />
          )}
        </CardGrid>
      </LinkTabPanel>
    </div>
  );
}
