import 'server-only';

import { getSiteConfig } from '@/lib/site/config';
import { SITE_LOCALE } from '@/lib/site/locale';

import type { PageSeo } from './metadata';

type PageIdentity = Pick<PageSeo, 'title' | 'description' | 'path'>;

type JsonLdObject = Record<string, unknown>;

export function organizationJsonLd(): JsonLdObject {
  const site = getSiteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: `${site.url}${site.logoUrl.startsWith('/') ? site.logoUrl : `/${site.logoUrl}`}`,
    email: site.contactEmail,
    sameAs: [site.instagramUrl, site.linkedinUrl],
  };
}

/** A page of a given schema.org type (WebPage, AboutPage, ContactPage…) published by the organization. */
export function webPageJsonLd(
  type: 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage',
  page: PageIdentity,
): JsonLdObject {
  const site = getSiteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: page.title,
    description: page.description,
    url: `${site.url}${page.path === '/' ? '' : page.path}`,
    inLanguage: SITE_LOCALE,
    isPartOf: { '@type': 'WebSite', name: site.name, url: site.url },
  };
}

export interface JsonLdEvent {
  title: string;
  description: string | null;
  eventDate: string;
  location: string | null;
  imageUrl: string | null;
}

/** One schema.org Event, organised by the site's organization. */
export function eventJsonLd(event: JsonLdEvent): JsonLdObject {
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
        ? { '@type': 'VirtualLocation', url: `${site.url}/events` }
        : { '@type': 'Place', name: event.location, address: event.location }
      : undefined,
    image: event.imageUrl ? new URL(event.imageUrl, site.url).toString() : undefined,
    organizer: { '@type': 'Organization', name: site.name, url: site.url },
  };
}

/** The events page: a collection whose items are schema.org Events. */
export function eventsPageJsonLd(page: PageIdentity, events: JsonLdEvent[]): JsonLdObject {
  return {
    ...webPageJsonLd('CollectionPage', page),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: events.map((event, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: eventJsonLd(event),
      })),
    },
  };
}
