/** Where a member stands for one event, as the one-click buttons show it. */
export type MemberEventState = (
  { status: 'registered' } | { status: 'waitlisted'; position: number } | { status: 'none' }
) & {
  /** The member is shown to other members as coming ('Prikaži me drugim članovima kao učesnika'). */
  shown?: boolean;
};

/** The answer of `/members/dogadjaji/stanje`: whether the caller is an approved member, and their events. */
export interface MemberEventStates {
  member: boolean;
  /** By event id; events the member is not registered for are absent. */
  events: Record<string, MemberEventState>;
}

/** Where the browser reads the member's states (a route handler, per request). */
export const MEMBER_EVENT_STATES_PATH = '/members/dogadjaji/stanje';

/**
 * 'Ko dolazi' (issue 50, item 7): where an approved member's browser reads the members shown as
 * coming to the events a page shows, `?dogadjaji=<id>,<id>…` (at most MAX_ATTENDEE_EVENTS ids).
 */
export const EVENT_ATTENDEES_PATH = '/members/dogadjaji/dolaze';
export const EVENT_ATTENDEES_PARAM = 'dogadjaji';
export const MAX_ATTENDEE_EVENTS = 24;
/** Faces per event; the rest is 'i još N'. */
export const ATTENDEE_FACES = 12;

/** One member shown as coming. */
export interface ShownAttendee {
  id: string;
  fullName: string;
  profileImage: string | null;
  /** Their card in the members' directory. */
  profilePath: string;
}

/** The members shown as coming to one event: the first ATTENDEE_FACES, and how many there are. */
export interface EventAttendees {
  total: number;
  attendees: ShownAttendee[];
}

/** The answer of EVENT_ATTENDEES_PATH, by event id (unknown and hidden events are absent). */
export interface EventAttendeesAnswer {
  events: Record<string, EventAttendees>;
}

/** A member's card in the directory: the directory searched for their name, scrolled to their card. */
export function directoryProfilePath(memberId: string, fullName: string): string {
  return `/members/directory?q=${encodeURIComponent(fullName)}#member-${memberId}`;
}
