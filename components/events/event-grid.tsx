import type { PublicEvent } from '@/lib/data/events';

import { EventCard } from './event-card';

/** Names of the two pagers' navigation landmarks, on /events and on the archive pages. */
export const EVENT_PAGER_LABELS = {
  upcoming: 'Stranice predstojećih događaja',
  past: 'Stranice prošlih događaja',
} as const;

/** A grid of event cards (a page of /events' upcoming or past list, or of the archive). */
export function EventGrid({ events, past = false }: { events: readonly PublicEvent[]; past?: boolean }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id} className="flex">
          <EventCard event={event} past={past} />
        </li>
      ))}
    </ul>
  );
}
