import { getMemberStanding } from '@/lib/auth';
import { readMemberRegistrations } from '@/lib/data/event-registrations';
import type { MemberEventStates } from '@/lib/events/member-states';

/**
 * The signed-in member's registrations for upcoming events, for the one-click buttons on the
 * public event pages (`components/events/member-rsvp.tsx`). Those pages come from the route cache
 * and never read the session, so the member's part is read here, per request, by the browser;
 * a visitor without a session is sent to sign in by the proxy before any of this runs.
 */
export async function GET(): Promise<Response> {
  const standing = await getMemberStanding();
  const body: MemberEventStates = { member: false, events: {} };
  if (standing.kind === 'approved') {
    const registrations = await readMemberRegistrations(standing.profile.id);
    body.member = true;
    body.events = Object.fromEntries(
      registrations.map((entry) => [entry.eventId, { ...entry.state, shown: entry.showAttendance }]),
    );
  }
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
