/** Addresses of an event's pages; keyed events (wild-mixer-april…) get readable ones. */

type EventReference = { id: string; eventKey: string | null };

const reference = (event: EventReference) => encodeURIComponent(event.eventKey ?? event.id);

/** The registration page for an event of ours. */
export function eventRegistrationPath(event: EventReference): string {
  return `/prijava-dogadjaj?event=${reference(event)}`;
}

/** The event's calendar (.ics) file. */
export function eventCalendarPath(event: EventReference): string {
  return `/events/${reference(event)}/event.ics`;
}

/** The admin's CSV export of an event's registrations (always by id: keys can change). */
export function eventRegistrationsCsvPath(event: { id: string }): string {
  return `/admin/events/${encodeURIComponent(event.id)}/registrations.csv`;
}

/** The panel's page of an event's registrants (by id, like the CSV). */
export function eventRegistrantsPath(event: { id: string }): string {
  return `/admin/events/${encodeURIComponent(event.id)}`;
}

/** Page `page` of the past events: the first is on /events itself, the rest in the archive. */
export function pastEventsPath(page: number): string {
  return page <= 1 ? '/events' : `/events/arhiva/${page}`;
}

/** Page `page` of the upcoming events (a second page only when more than one page of them is planned). */
export function upcomingEventsPath(page: number): string {
  return page <= 1 ? '/events' : `/events/predstojeci/${page}`;
}

/** The phone-first check-in page of an event at the door (by id). */
export function eventCheckInPath(event: { id: string }): string {
  return `/admin/events/${encodeURIComponent(event.id)}/ulaz`;
}

/** The check-in page's read of its counts and search (GET, reads only). */
export function eventCheckInStatePath(event: { id: string }): string {
  return `${eventCheckInPath(event)}/stanje`;
}
