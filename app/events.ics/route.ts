import { buildEventsFeed } from '@/lib/events/calendar-feed';

/** `/events.ics`: every active event as a subscribable iCalendar feed (Europe/Belgrade times). */
export async function GET(): Promise<Response> {
  const body = await buildEventsFeed();
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="dogadjaji.ics"',
      'Cache-Control': 'public, max-age=300, s-maxage=300',
    },
  });
}
