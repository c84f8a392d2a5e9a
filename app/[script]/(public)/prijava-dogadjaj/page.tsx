import type { Metadata } from 'next';

import { EventRegistrationView } from '@/components/events/registration-view';
import { getRegistrationEvent } from '@/lib/data/event-registrations';
import { pageScript } from '@/lib/i18n/page-script';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { EVENT_REFERENCE_FIELDS, type EventReference } from '@/lib/validation/event-registration';

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadataInScript({
      title: 'Prijava na događaj',
      description: 'Prijavi se na događaj zajednice preduzetnika: Wild Mixer, radionice i druženja.',
      keywords: ['prijava na događaj', 'Wild Mixer', 'radionica', 'networking'],
      path: '/prijava-dogadjaj',
    })),
    // One page per query string; the events list is what search engines should show.
    robots: { index: false, follow: true },
  };
}

/** The query parameters that name an event (spec §2), first value of each. */
function referenceFrom(params: SearchParams): EventReference {
  const reference: EventReference = {};
  for (const field of EVENT_REFERENCE_FIELDS) {
    const value = firstParam(params[field]);
    if (value) reference[field] = value;
  }
  return reference;
}

/**
 * /prijava-dogadjaj?event=<key or id> or ?title=…&date=…&time=…&location=…&description=… (spec §2),
 * rendered per request. A link that names only one of our listed events is served instead from
 * the cached page per event that proxy.ts rewrites it to ([event]/page.tsx).
 */
export default async function EventRegistrationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { script } = await pageScript();
  const reference = referenceFrom(await searchParams);
  return <EventRegistrationView event={await getRegistrationEvent(reference, script)} reference={reference} />;
}
