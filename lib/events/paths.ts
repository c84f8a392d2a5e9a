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
