import type { NextRequest } from 'next/server';

import { getMemberStanding } from '@/lib/auth';
import { readShownAttendees } from '@/lib/data/event-shown-attendees';
import { EVENT_ATTENDEES_PARAM, type EventAttendeesAnswer } from '@/lib/events/member-states';
import { ATTENDANCE_TEXTS, attendeeEventIdsFrom } from '@/lib/validation/event-rsvp';

/** Never kept by a browser or a shared cache: who is coming is for this member, now. */
const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * 'Ko dolazi' (docs/members.md): the members shown as coming to the events a public page shows
 * (`?dogadjaji=<id>,<id>…`), for the approved member's browser (`components/events/member-rsvp.tsx`).
 * The public pages come from the route cache, the same HTML for everybody, so the list is never
 * in them: it is read here, per request. A visitor without a session is sent to sign in by the
 * proxy; any other caller who is not an approved, active member gets 401 and no names.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const standing = await getMemberStanding();
  if (standing.kind !== 'approved') {
    return Response.json({ error: ATTENDANCE_TEXTS.notMember }, { status: 401, headers: PRIVATE });
  }
  const ids = attendeeEventIdsFrom(request.nextUrl.searchParams.get(EVENT_ATTENDEES_PARAM));
  if (!ids) return Response.json({ error: ATTENDANCE_TEXTS.badEvents }, { status: 400, headers: PRIVATE });
  const body: EventAttendeesAnswer = { events: await readShownAttendees(ids) };
  return Response.json(body, { headers: PRIVATE });
}
