import { NextResponse, type NextRequest } from 'next/server';

import { getMemberStanding, getRequestContext } from '@/lib/auth';
import { streamAccessOf } from '@/lib/auth/stream-access';
import { getLiveMessages, openLiveMessageStream } from '@/lib/members/live-messages';

/**
 * GET /members/messages/stream: the signed-in member's live messages as Server-Sent Events
 * (docs/members.md "Live messages"). It only reads. The browser's EventSource reconnects by itself
 * and sends `Last-Event-ID` (the last message id it saw); the first connection gives `since`, the
 * page's render time, so nothing sent between the render and the connection is missed. The stream
 * keeps the session it was opened with and closes once that session ends or the member may no
 * longer read messages; the browser's reconnect is then refused here.
 */
export async function GET(request: NextRequest) {
  const standing = await getMemberStanding();
  const access = standing.kind === 'approved' ? await streamAccessOf(await getRequestContext()) : null;
  // Not 200: EventSource gives up instead of reconnecting to a stream it may not open.
  if (standing.kind !== 'approved' || !access) return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
  const body = openLiveMessageStream(
    await getLiveMessages(),
    standing.profile.id,
    access,
    {
      lastEventId: request.headers.get('last-event-id'),
      since: request.nextUrl.searchParams.get('since'),
    },
    request.signal,
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: Next's compression (and proxies) would otherwise hold events back to fill a block.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
