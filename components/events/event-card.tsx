import { memberRsvpTextsIn } from '@/components/events/member-rsvp-in-script';
import { DEFAULT_IMAGE } from '@/lib/content/resolve';
import type { PublicEvent } from '@/lib/data/events';
import { eventCalendarPath, eventRegistrationPath } from '@/lib/events/paths';
import { spotsLeft } from '@/lib/events/schedule';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { oncePerScript, textIn } from '@/lib/i18n/texts';

import { EventCardContent, type EventCardTexts, type EventCardView, type EventSignUp } from './event-card-content';

/** The texts every event card of a page shares. */
const eventCardTextsIn = oncePerScript((script): EventCardTexts => ({
  addToCalendar: textIn(script)('Dodaj u kalendar'),
  rsvp: memberRsvpTextsIn(script),
}));

interface EventCardProps {
  event: PublicEvent;
  past?: boolean;
}

/**
 * One event's card (`EventCardContent`) in the page's script (its texts come converted from the
 * reader): image, date and time in Belgrade, place, places left and how to register.
 */
export async function EventCard({ event, past = false }: EventCardProps) {
  const { script, t, href } = await pageScript();
  const left = spotsLeft(event);
  const full = left === 0;
  const signUp: EventSignUp =
    full && event.registrationUrl
      ? { kind: 'closed', text: t('Popunjeno') }
      : full
        ? // Our own full event takes people on its waitlist (issue 50).
          {
            kind: 'page',
            href: href(eventRegistrationPath(event)),
            text: t('Lista čekanja'),
            more: `${t(' za događaj ')}${event.title}`,
            secondary: true,
          }
        : event.registrationUrl
          ? {
              kind: 'elsewhere',
              href: event.registrationUrl,
              text: t('Prijavi se'),
              more: `${t(' na događaj ')}${event.title}${t(' (otvara se u novom prozoru)')}`,
            }
          : {
              kind: 'page',
              href: href(eventRegistrationPath(event)),
              text: t('Prijavi se'),
              more: `${t(' na događaj ')}${event.title}`,
              secondary: false,
            };
  const view: EventCardView = {
    id: event.id,
    title: event.title,
    image: {
      src: event.imageUrl || DEFAULT_IMAGE,
      alt: event.imageUrl ? `${t('Fotografija događaja')} ${event.title}` : '',
    },
    featured: event.isFeatured && !past ? t('Izdvojeno') : null,
    date: { iso: event.eventDate, text: t(formatWeekdayDate(event.eventDate)) },
    time: formatTime(event.eventDate),
    location: event.location,
    seats: past || left === null ? null : full ? t('Nema slobodnih mesta') : `${t('Slobodnih mesta:')} ${left}`,
    shortDescription: event.shortDescription,
    upcoming: past
      ? null
      : {
          signUp,
          calendarHref: eventCalendarPath(event),
          rsvp: event.registrationUrl ? null : { full },
        },
  };
  return <EventCardContent event={view} texts={eventCardTextsIn(script)} />;
}
