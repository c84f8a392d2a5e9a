import { AD_CATEGORIES, AD_TYPES } from '@/lib/domain/enums';

import { pageHref } from '@/lib/site/paging';

import { type TypeCategoryFilters, type TypeCategoryParams, typeCategoryFiltersFrom } from './filters';

/** Ads (spec platform §2 /members/requests, §3 member_request): labels, filters and limits. */

export type AdType = (typeof AD_TYPES)[number];
export type AdCategory = (typeof AD_CATEGORIES)[number];

export const AD_TYPE_LABELS: Record<AdType, string> = { seeking: 'Tražim', offering: 'Nudim' };

export const AD_CATEGORY_LABELS: Record<AdCategory, string> = {
  mentorship: 'Mentorstvo',
  partnership: 'Partnerstvo',
  funding: 'Finansiranje',
  talent: 'Talenti',
  services: 'Usluge',
  other: 'Ostalo',
};

/** An ad is shown for this many days after posting or renewal (ours; the spec has no expiry). */
export const AD_LIFETIME_DAYS = 60;
/**
 * At most this many new ads per member in 24 hours (ours): a member with more to offer in a day
 * is rare, and each ad earns points, so a higher cap would only reward farming them.
 */
export const AD_DAILY_LIMIT = 5;
/** Points for posting an ad (spec §9). */
export const AD_POINTS = 10;
/** At most this many tags are kept per ad, each at most this long (ours). */
export const AD_TAG_LIMIT = 10;
export const AD_TAG_MAX_LENGTH = 40;

/** Tags typed comma separated (spec §5): trimmed, empty ones dropped, each kept once. */
export function parseTags(input: string): string[] {
  const tags: string[] = [];
  for (const part of input.split(',')) {
    const tag = part.trim().slice(0, AD_TAG_MAX_LENGTH).trim();
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.slice(0, AD_TAG_LIMIT);
}

export type AdFilters = TypeCategoryFilters<AdType, AdCategory>;

/** The filters a `/members/requests?q=&type=&category=` URL asks for; anything unknown means all. */
export function adFiltersFrom(params: TypeCategoryParams): AdFilters {
  return typeCategoryFiltersFrom(AD_TYPES, AD_CATEGORIES, params);
}

/** The ads page (spec §2). */
export const ADS_PATH = '/members/requests';

/**
 * Ads on one page of the list (two columns on a wide screen, one on a phone). Twelve: a phone's screenful or two, and a page's weight stays near the demo's (issue 47).
 */
export const ADS_PAGE_SIZE = 12;

/** Where the list stands: the tab, its filters and its page, which the list's links keep. */
export interface AdsListPlace {
  mine: boolean;
  filters: AdFilters;
  page: number;
}

/** The list's address at `place`, with more parameters (a dialog to open) when given. */
export function adsListHref(place: AdsListPlace, extra: Record<string, string> = {}): string {
  const { query, type, category } = place.filters;
  return pageHref(
    ADS_PATH,
    {
      mine: place.mine ? '1' : undefined,
      q: query || undefined,
      type: type === 'all' ? undefined : type,
      category: category === 'all' ? undefined : category,
      ...extra,
    },
    place.page,
  );
}

/** The ads' page with the new-ad dialog open; on the own ads' tab with `mine`. */
export function newAdPath(mine: boolean): string {
  return mine ? `${ADS_PATH}?mine=1&new=1` : `${ADS_PATH}?new=1`;
}

/** The list with one own ad's edit dialog open, on the page (tab, filters, page) the ad is on. */
export function adEditPath(id: string, place: AdsListPlace): string {
  return adsListHref(place, { edit: id });
}

/** The list with one ad's report dialog open (the dialog's address without JavaScript), where the ad is listed. */
export function adReportPath(id: string, place: AdsListPlace): string {
  return adsListHref(place, { report: id });
}

/** The date an ad stops being shown when posted or renewed at `from`. */
export function adExpiryFrom(from: Date): Date {
  return new Date(from.getTime() + AD_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}
