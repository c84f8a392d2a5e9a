import 'server-only';

import { getActiveEvent } from '@/lib/data/event-registrations';
import { listFeedEvents } from '@/lib/data/events';
import { getSiteConfig } from '@/lib/site/config';

import { buildCalendar, type CalendarEvent } from './ics';
import { eventRegistrationPath } from './paths';
import { eventIn } from './texts';

interface FeedEvent {
  id: string;
  eventKey: string | null;
  title: string;
  shortDescription: string | null;
  description: string | null;
  eventDate: string | Date;
  location: string | null;
  registrationUrl: string | null;
  updatedAt?: Date;
  /** The calendar entry's revision (`events.sequence`). */
  sequence?: number;
}

/** A stored event as a calendar entry: its texts in Latin, as the feeds are (docs/i18n.md). */
function toCalendarEvent(stored: FeedEvent): CalendarEvent {
  const event = eventIn('lat', stored);
  const site = getSiteConfig();
  const registration = event.registrationUrl ?? `${site.url}${eventRegistrationPath(event)}`;
  const text = event.description ?? event.shortDescription ?? '';
  return {
    uid: `${event.id}@${new URL(site.url).hostname}`,
    title: event.title,
    description: [text, `Prijava: ${registration}`].filter(Boolean).join('\n\n'),
    location: event.location,
    url: registration,
    start: new Date(event.eventDate),
    updatedAt: event.updatedAt,
    sequence: event.sequence,
  };
}

function productId(): string {
  return `-//${getSiteConfig().name}//Događaji//SR`;
}

/**
 * The subscribable feed: every upcoming active event and those of the last `FEED_PAST_DAYS` days,
 * read in SQL with a bound (`listFeedEvents`). A subscribed calendar keeps the older ones it already has; a new
 * subscriber does not need years of history.
 */
export async function buildEventsFeed(now: Date = new Date()): Promise<string> {
  const events = await listFeedEvents();
  return buildCalendar(events.map(toCalendarEvent), {
    productId: productId(),
    name: `${getSiteConfig().name} – događaji`,
    now,
  });
}

/** One active event's calendar file by id or key, or null. */
export async function buildEventCalendar(
  reference: string,
  now: Date = new Date(),
): Promise<{ body: string; filename: string } | null> {
  const event = await getActiveEvent(reference);
  if (!event) return null;
  const body = buildCalendar([toCalendarEvent(event)], { productId: productId(), now });
  return { body, filename: `${event.eventKey ?? event.id}.ics` };
}
