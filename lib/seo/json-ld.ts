import 'server-only';

import { SCRIPT_LANG, type Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';
import { getSiteConfig } from '@/lib/site/config';
import { SITE_LOCALE } from '@/lib/site/locale';

import { pageUrl, type PageSeo } from './metadata';

type PageIdentity = Pick<PageSeo, 'title' | 'description' | 'path'>;

type JsonLdObject = Record<string, unknown>;

/** The page's language: the site's locale with the script's subtag (sr-Latn-RS, sr-Cyrl-RS). */
const PAGE_LANGUAGE: Record<Script, string> = {
  lat: SITE_LOCALE,
  cir: SITE_LOCALE.replace(SCRIPT_LANG.lat, SCRIPT_LANG.cir),
};

export function organizationJsonLd(script: Script = 'lat'): JsonLdObject {
  const site = getSiteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: textIn(script)(site.name),
    url: site.url,
    logo: `${site.url}${site.logoUrl.startsWith('/') ? site.logoUrl : `/${site.logoUrl}`}`,
    email: site.contactEmail,
    sameAs: [site.instagramUrl, site.linkedinUrl],
  };
}

/**
 * A page of a given schema.org type (WebPage, AboutPage, ContactPage…) published by the
 * organization; its title and description typed in Latin, shown in `script` as the page is.
 */
export function webPageJsonLd(
  type: 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage',
  page: PageIdentity,
  script: Script = 'lat',
): JsonLdObject {
  const site = getSiteConfig();
  const text = textIn(script);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: text(page.title),
    description: text(page.description),
    url: pageUrl(page.path, script),
    inLanguage: PAGE_LANGUAGE[script],
    isPartOf: { '@type': 'WebSite', name: text(site.name), url: site.url },
  };
}

export interface JsonLdEvent {
  title: string;
  description: string | null;
  eventDate: string;
  location: string | null;
  imageUrl: string | null;
}

/** One schema.org Event, organised by the site's organization; its texts already in `script` (the events' reader). */
export function eventJsonLd(event: JsonLdEvent, script: Script = 'lat'): JsonLdObject {
  const site = getSiteConfig();
  const online = event.location?.toLowerCase() === 'online';
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description ?? undefined,
    startDate: event.eventDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.location
      ? online
        ? { '@type': 'VirtualLocation', url: pageUrl('/events', script) }
        : { '@type': 'Place', name: event.location, address: event.location }
      : undefined,
    image: event.imageUrl ? new URL(event.imageUrl, site.url).toString() : undefined,
    organizer: { '@type': 'Organization', name: textIn(script)(site.name), url: site.url },
  };
}

/**
 * The events page: a collection whose items are schema.org Events. Each describes the event as its
 * card does, with the short description: structured data says what the page shows, and an event's
 * whole text (in its registration page's data) would be said twice, in the HTML and in the
 * payload, for each of the page's events (issue 47).
 */
export function eventsPageJsonLd(
  page: PageIdentity,
  events: (JsonLdEvent & { shortDescription: string | null })[],
  script: Script = 'lat',
): JsonLdObject {
  return {
    ...webPageJsonLd('CollectionPage', page, script),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: events.map((event, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: eventJsonLd({ ...event, description: event.shortDescription }, script),
      })),
    },
  };
}
