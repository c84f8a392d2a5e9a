import { buildEventCalendar } from '@/lib/events/calendar-feed';

/** `/events/<id or key>/event.ics`: one event to add to a calendar. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const calendar = await buildEventCalendar(id);
  if (!calendar)
    return new Response('Događaj nije pronađen', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(calendar.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendar.filename.replace(/[^a-z0-9.-]/gi, '-')}"`,
      'Cache-Control': 'public, max-age=300, s-maxage=300',
    },
  });
}
