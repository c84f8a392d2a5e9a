import { ActionButton } from '@/components/forms/action-button';
import { removeEventAttendee } from '@/lib/actions/admin-event-attendees';
import type { AttendeeStatus, EventAttendee } from '@/lib/data/event-attendees';
import { formatTime, formatWeekdayDateTime } from '@/lib/format/date';
import { ATTENDEE_TEXTS } from '@/lib/validation/event-attendees';

/** A status as the panel names it. */
export const ATTENDEE_STATUS_LABELS: Record<AttendeeStatus, string> = {
  registered: 'Prijavljen',
  waitlisted: 'Lista čekanja',
  cancelled: 'Otkazano',
};

/** The table's named columns, in order (the last, unnamed one holds the row's actions). */
const ATTENDEE_COLUMNS = ['Ime i prezime', 'Email', 'Telefon', 'Kompanija', 'Izvor', 'Status', 'Prijavljen'] as const;

function statusText(attendee: EventAttendee): string {
  if (attendee.status === 'waitlisted' && attendee.position !== null)
    return `Lista čekanja: ${attendee.position}. mesto`;
  if (attendee.status === 'registered' && attendee.checkedInAt)
    return `${ATTENDEE_STATUS_LABELS.registered}, stigao/la u ${formatTime(attendee.checkedInAt)}`;
  return ATTENDEE_STATUS_LABELS[attendee.status];
}

/**
 * One page of an event's attendees (the panel's page of the event): name, address, phone,
 * company, source (form or member), status with the waitlist position, when, and 'Ukloni' for a
 * live registration (asked in a dialog: the place goes to the first in line, who is mailed).
 */
export function AttendeesTable({
  eventId,
  title,
  attendees,
}: {
  eventId: string;
  title: string;
  attendees: readonly EventAttendee[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Prijave za {title}</caption>
        <thead className="text-muted-foreground">
          <tr>
            {ATTENDEE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">Radnje</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attendees.map((attendee) => {
            const name = `${attendee.firstName} ${attendee.lastName}`.trim();
            return (
              <tr key={attendee.id} className="border-t align-top">
                <td className="py-1 pr-3">{name}</td>
                <td className="py-1 pr-3">
                  <a href={`mailto:${attendee.email}`} className="underline-offset-4 hover:underline">
                    {attendee.email}
                  </a>
                </td>
                <td className="py-1 pr-3">{attendee.phone ?? '–'}</td>
                <td className="py-1 pr-3">{attendee.company ?? '–'}</td>
                <td className="py-1 pr-3">{attendee.source === 'member' ? 'Član' : 'Forma'}</td>
                <td className="py-1 pr-3">{statusText(attendee)}</td>
                <td className="py-1 pr-3">{formatWeekdayDateTime(attendee.createdAt)}</td>
                <td className="py-1">
                  {attendee.status === 'cancelled' ? null : (
                    <ActionButton
                      action={removeEventAttendee}
                      fields={{ event: eventId, registration: attendee.id }}
                      fallbackError={ATTENDEE_TEXTS.removeFailed}
                      aria-label={`Ukloni: ${name}`}
                      confirm={{
                        title: ATTENDEE_TEXTS.removeTitle,
                        description:
                          attendee.status === 'registered'
                            ? `${name} (${attendee.email}) gubi mesto; dobija ga prvi sa liste čekanja, kome šaljemo email.`
                            : `${name} (${attendee.email}) se briše sa liste čekanja.`,
                        confirmLabel: 'Ukloni',
                      }}
                    >
                      Ukloni
                    </ActionButton>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
