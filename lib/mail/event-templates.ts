import type { MailSettings } from './config';
import { footerFor, mail } from './templates';
import type { MailMessage } from './types';

/**
 * The mails an event's organisers send to its attendees (issue 50, items 4 and 5; docs/admin.md
 * "Događaji"): a message written in the panel, the reminder a day before, and the notice that the
 * date, time or place changed. Everything in them is ours: the event from our database and the
 * text an organiser wrote (sanitised), never what a registrant typed.
 */

const GREETING = 'Zdravo,';

/** The event as these mails name it. */
export interface AttendeeMailEvent {
  title: string;
  /** 'nedelja, 12. april 2026. u 18:00' (Belgrade). */
  date: string;
  location: string | null;
  /** The event's `.ics` path (eventCalendarPath). */
  calendarPath: string;
}

const calendarLink = (settings: MailSettings, event: AttendeeMailEvent) => ({
  label: 'Dodaj u kalendar (.ics)',
  url: `${settings.siteUrl}${event.calendarPath}`,
});

const cancelLink = (cancelUrl: string | null | undefined) =>
  cancelUrl ? [{ label: 'Otkaži prijavu', url: cancelUrl }] : [];

const eventDetails = (event: AttendeeMailEvent): [string, string | null][] => [
  ['Događaj', event.title],
  ['Datum', event.date],
  ['Lokacija', event.location],
];

/** 'Pošalji poruku prijavljenima': the organiser's subject and text, with the event named. */
export function attendeeMessageMail(
  settings: MailSettings,
  message: { email: string; subject: string; text: string; event: AttendeeMailEvent },
): MailMessage {
  return mail('event.message', message.email, message.subject, {
    heading: message.subject,
    paragraphs: [message.text],
    details: eventDetails(message.event),
    links: [calendarLink(settings, message.event)],
    footer: `Ovu poruku dobijaš jer si prijavljen/a za „${message.event.title}”. ${footerFor(settings)}`,
  });
}

/** The reminder 24 hours before the start, to each registered person once. */
export function eventReminderMail(
  settings: MailSettings,
  reminder: { email: string; event: AttendeeMailEvent; cancelUrl: string | null },
): MailMessage {
  const { event } = reminder;
  return mail('event.reminder', reminder.email, `Podsetnik: „${event.title}” je sutra`, {
    heading: GREETING,
    paragraphs: [
      `podsećamo te da je „${event.title}” ${event.date}${event.location ? `, ${event.location}` : ''}. Vidimo se!`,
      'Ako ipak ne možeš da dođeš, otkaži prijavu linkom ispod, da mesto dobije neko sa liste čekanja.',
    ],
    details: eventDetails(event),
    links: [calendarLink(settings, event), ...cancelLink(reminder.cancelUrl)],
    footer: footerFor(settings),
  });
}

/** The date, time or place changed: the new ones, and the `.ics` that moves the calendar entry. */
export function eventChangedMail(
  settings: MailSettings,
  notice: {
    email: string;
    event: AttendeeMailEvent;
    previous: { date: string; location: string | null };
    cancelUrl: string | null;
  },
): MailMessage {
  const { event, previous } = notice;
  const moved = previous.date !== event.date;
  const placeMoved = (previous.location ?? '') !== (event.location ?? '');
  const what = moved && placeMoved ? 'vreme i mesto' : moved ? 'vreme' : 'mesto';
  return mail('event.changed', notice.email, `Izmena: „${event.title}”`, {
    heading: GREETING,
    paragraphs: [
      `promenilo se ${what} događaja „${event.title}” za koji si prijavljen/a. Tvoja prijava i dalje važi.`,
      'Ako si događaj dodao/la u kalendar, otvori novu .ics datoteku ispod: kalendar će pomeriti postojeći unos.',
    ],
    details: [
      ...eventDetails(event),
      ...(moved ? ([['Ranije', previous.date]] as [string, string][]) : []),
      ...(placeMoved ? ([['Ranija lokacija', previous.location ?? '–']] as [string, string][]) : []),
    ],
    links: [calendarLink(settings, event), ...cancelLink(notice.cancelUrl)],
    footer: footerFor(settings),
  });
}
