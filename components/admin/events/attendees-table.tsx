import { ActionButton } from '@/components/forms/action-button';
import { removeEventAttendee } from '@/lib/actions/admin-event-attendees';
import type { AttendeeStatus, EventAttendee } from '@/lib/data/event-attendees';
import { formatTime, formatWeekdayDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';

import { scriptFields } from '@/lib/actions/result';
import { storedTextIn } from '@/lib/i18n/texts';
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
 * live registration (asked in a dialog: the place goes to the first in line, who is mailed). In
 * the page's script, the attendees' names and companies as displayed; `title` comes as the page
 * shows it.
 */
export async function AttendeesTable({
  eventId,
  title,
  attendees,
}: {
  eventId: string;
  title: string;
  attendees: readonly EventAttendee[];
}) {
  const { script, t } = await pageScript();
  const shown = storedTextIn(script);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t('Prijave za')} {title}
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            {ATTENDEE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium">
                {t(column)}
              </th>
            ))}
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">{t('Radnje')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attendees.map((attendee) => {
            const name = shown(`${attendee.firstName} ${attendee.lastName}`.trim());
            return (
              <tr key={attendee.id} className="border-t align-top">
                <td className="py-1 pr-3">{name}</td>
                <td className="py-1 pr-3">
                  <a href={`mailto:${attendee.email}`} className="underline-offset-4 hover:underline">
                    {attendee.email}
                  </a>
                </td>
                <td className="py-1 pr-3">{attendee.phone ?? '–'}</td>
                <td className="py-1 pr-3">{attendee.company ? shown(attendee.company) : '–'}</td>
                <td className="py-1 pr-3">{t(attendee.source === 'member' ? 'Član' : 'Forma')}</td>
                <td className="py-1 pr-3">{t(statusText(attendee))}</td>
                <td className="py-1 pr-3">{t(formatWeekdayDateTime(attendee.createdAt))}</td>
                <td className="py-1">
                  {attendee.status === 'cancelled' ? null : (
                    <ActionButton
                      action={removeEventAttendee}
                      fields={{ event: eventId, registration: attendee.id, ...scriptFields(script) }}
                      fallbackError={t(ATTENDEE_TEXTS.removeFailed)}
                      aria-label={`${t('Ukloni')}: ${name}`}
                      confirm={{
                        title: t(ATTENDEE_TEXTS.removeTitle),
                        description: `${name} (${attendee.email}) ${t(
                          attendee.status === 'registered'
                            ? 'gubi mesto; dobija ga prvi sa liste čekanja, kome šaljemo email.'
                            : 'se briše sa liste čekanja.',
                        )}`,
                        confirmLabel: t('Ukloni'),
                      }}
                    >
                      {t('Ukloni')}
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
