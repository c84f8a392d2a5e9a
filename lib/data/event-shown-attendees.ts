import 'server-only';

import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { eventRegistrations, events, memberProfiles } from '@/lib/db/schema';
import { ATTENDEE_FACES, directoryProfilePath, type EventAttendees } from '@/lib/events/member-states';
import { isUuid } from '@/lib/validation/shared';

import { directoryMember } from './member-conditions';

/**
 * 'Ko dolazi' (issue 50, item 7; docs/members.md "Ko dolazi"): the members an event shows to other
 * members as coming. Listed: a registration with a place (`status = 'registered'`, not the
 * waitlist) whose member ticked 'Prikaži me drugim članovima kao učesnika', and whose member the
 * directory may show (approved, active, not hidden from the directory). Only approved members
 * ever read this (the route handler `/members/dogadjaji/dolaze`); nothing of it is cached.
 */

/** The rows of one event the partial index `event_registrations_shown_idx` holds, with the member's join. */
const shownOf = (eventId: SQL) => sql`
  from ${eventRegistrations}
  join ${memberProfiles} on ${memberProfiles.id} = ${eventRegistrations.memberId}
  where ${eventRegistrations.eventId} = ${eventId}
    and ${eventRegistrations.showAttendance}
    and ${eventRegistrations.status} = 'registered'
    and ${directoryMember ?? sql`false`}`;

/**
 * One statement for every event a page shows: per listed, active event the number of members shown
 * and the first `limit` of them in the order they registered, read along the partial index
 * `(event_id, arrival) where show_attendance and status = 'registered'` (a lateral `limit`, so a
 * large event reads `limit` rows and the count, not all its registrations' members).
 */
export function shownAttendeesStatement(eventIds: readonly string[], limit: number): SQL {
  return sql`
    select ${events.id} as event_id,
      (select count(*)::int ${shownOf(sql`${events.id}`)}) as total,
      shown.member_id, shown.full_name, shown.profile_image
    from ${events}
    left join lateral (
      select ${memberProfiles.id} as member_id, ${memberProfiles.fullName} as full_name,
        ${memberProfiles.profileImage} as profile_image, ${eventRegistrations.arrival} as arrival
      ${shownOf(sql`${events.id}`)}
      order by ${eventRegistrations.arrival}
      limit ${limit}
    ) shown on true
    where ${inArray(events.id, [...eventIds])} and ${events.isActive}
    order by ${events.id}, shown.arrival`;
}

/**
 * The members shown as coming to each of `eventIds` (uuids; anything else is ignored), at most
 * `limit` faces per event with the total. Events that are unknown or hidden are absent; an event
 * nobody is shown for answers `{ total: 0, attendees: [] }`.
 */
export async function listShownAttendees(
  db: Database,
  eventIds: readonly string[],
  limit: number = ATTENDEE_FACES,
): Promise<Record<string, EventAttendees>> {
  const ids = [...new Set(eventIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return {};
  const rows = await rowsOf<{
    event_id: string;
    total: number | string;
    member_id: string | null;
    full_name: string | null;
    profile_image: string | null;
  }>(db.execute(shownAttendeesStatement(ids, limit)));
  const answer: Record<string, EventAttendees> = {};
  for (const row of rows) {
    const entry = (answer[row.event_id] ??= { total: Number(row.total), attendees: [] });
    if (row.member_id && row.full_name) {
      entry.attendees.push({
        id: row.member_id,
        fullName: row.full_name,
        profileImage: row.profile_image,
        profilePath: directoryProfilePath(row.member_id, row.full_name),
      });
    }
  }
  return answer;
}

/**
 * 'Prikaži me drugim članovima kao učesnika' changed after registering: on the member's live
 * registration (a place or the waitlist) for the event. False when there is none.
 */
export async function setAttendanceShown(
  db: Database,
  memberId: string,
  eventId: string,
  shown: boolean,
): Promise<boolean> {
  if (!isUuid(eventId)) return false;
  const updated = await db
    .update(eventRegistrations)
    .set({ showAttendance: shown })
    .where(
      and(
        eq(eventRegistrations.memberId, memberId),
        eq(eventRegistrations.eventId, eventId.toLowerCase()),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
    .returning({ id: eventRegistrations.id });
  return updated.length > 0;
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** `/members/dogadjaji/dolaze`: who is shown as coming to these events. */
export async function readShownAttendees(eventIds: readonly string[]): ReturnType<typeof listShownAttendees> {
  return listShownAttendees(await getDb(), eventIds);
}
