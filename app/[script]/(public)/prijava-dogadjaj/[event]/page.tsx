import { EventRegistrationView } from '@/components/events/registration-view';
import { getRegistrationEvent } from '@/lib/data/event-registrations';
import { pageScript } from '@/lib/i18n/page-script';

export { generateMetadata } from '../page';

/**
 * `/prijava-dogadjaj?event=<key or id>` of one of our listed events, rewritten here by proxy.ts:
 * rendered on its first request from the cached event list, then served from the route cache until
 * `events` is revalidated (a registration, an admin edit) or the time bound passes, so the places
 * left are current on the next request. None is rendered at build: the build's database is not
 * the server's.
 */
export function generateStaticParams(): { event: string }[] {
  return [];
}

export default async function ListedEventRegistrationPage({ params }: { params: Promise<{ event: string }> }) {
  const { script } = await pageScript();
  const reference = { event: (await params).event };
  return <EventRegistrationView event={await getRegistrationEvent(reference, script)} reference={reference} />;
}
