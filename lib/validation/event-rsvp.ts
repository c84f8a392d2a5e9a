import * as z from 'zod/mini';

import { ATTENDANCE_TEXTS, RSVP_TEXTS } from './event-rsvp-texts';
import { MAX_ATTENDEE_EVENTS } from '@/lib/events/member-states';

import { checkboxField, isUuid } from './shared';

export { ATTENDANCE_TEXTS, RSVP_TEXTS };

const eventIdField = () => z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/, RSVP_TEXTS.badEvent));

/** The one field of both buttons: the event's id. */
export const eventRsvpSchema = z.object({
  event: eventIdField(),
});

/**
 * 'Prijavi se' with its checkbox, and the toggle after registering: the event and whether the
 * member is shown to other members as coming ('Prikaži me drugim članovima kao učesnika';
 * unticked or absent is false).
 */
export const eventAttendanceSchema = z.object({
  event: eventIdField(),
  show: checkboxField(),
});

/**
 * The events of `/members/dogadjaji/dolaze?dogadjaji=<id>,<id>…`: one to MAX_ATTENDEE_EVENTS
 * uuids (lower case, each once), or null for anything else (the answer is 400, nothing read).
 */
export function attendeeEventIdsFrom(param: string | null): string[] | null {
  if (!param || param.length > MAX_ATTENDEE_EVENTS * 37) return null;
  const ids = [...new Set(param.split(',').map((id) => id.trim().toLowerCase()))];
  if (ids.length === 0 || ids.length > MAX_ATTENDEE_EVENTS || !ids.every(isUuid)) return null;
  return ids;
}
