/** Where a member stands for one event, as the one-click buttons show it. */
export type MemberEventState =
  { status: 'registered' } | { status: 'waitlisted'; position: number } | { status: 'none' };

/** The answer of `/members/dogadjaji/stanje`: whether the caller is an approved member, and their events. */
export interface MemberEventStates {
  member: boolean;
  /** By event id; events the member is not registered for are absent. */
  events: Record<string, MemberEventState>;
}

/** Where the browser reads the member's states (a route handler, per request). */
export const MEMBER_EVENT_STATES_PATH = '/members/dogadjaji/stanje';
