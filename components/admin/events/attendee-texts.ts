import { COUNTED } from '@/lib/format/plural';
import { ATTENDEE_TEXTS } from '@/lib/validation/event-attendees';
import { CHECK_IN_TEXTS } from '@/lib/validation/event-check-in';

/**
 * The words of an event's attendees page and its door, typed in Latin: the pages convert them on
 * the server for Cyrillic and hand them to the client components. `{0}`, `{1}` are filled on the
 * client (`fillText`).
 */
export const ATTENDEE_MESSAGE_TEXTS = {
  heading: 'Pošalji poruku prijavljenima',
  form: 'Poruka prijavljenima',
  subject: 'Naslov',
  text: 'Tekst poruke',
  waitlist: 'Pošalji i listi čekanja',
  preparing: 'Priprema pregleda...',
  preview: 'Pregledaj poruku',
  previewRegion: 'Pregled poruke',
  recipients: 'Poruku će dobiti: {0}.',
  /** Who gets it: `{0}` is the number of people. */
  registered: '{0} (prijavljeni)',
  registeredAndWaitlist: '{0} (prijavljeni i lista čekanja)',
  confirmTitle: 'Poslati poruku?',
  confirmDescription: 'Poruku „{0}” će dobiti {1}. Slanje se ne može poništiti.',
  send: 'Pošalji',
  edit: 'Izmeni',
  person: COUNTED.person,
  failed: ATTENDEE_TEXTS.messageFailed,
};

export type AttendeeMessageTexts = typeof ATTENDEE_MESSAGE_TEXTS;

export const CHECK_IN_DESK_TEXTS = {
  /** `{0}` arrived of `{1}` registered. */
  counts: 'Stiglo: {0} / Prijavljeno: {1}',
  offline: 'Veza sa serverom je prekinuta: brojevi se trenutno ne osvežavaju.',
  search: 'Pretraga prijavljenih',
  searchLabel: 'Ime ili email',
  searchPlaceholder: 'Počnite da kucate…',
  noMatch: 'Nijedna prijava ne odgovara pretrazi.',
  /** `{0}` shown of `{1}` found. */
  narrow: 'Prikazano {0} od {1}: suzite pretragu.',
  found: 'Pronađeno: {0}',
  people: 'Prijavljeni',
  /** `{0}` is the time. */
  arrivedAt: 'Stigao/la u {0}',
  notArrived: 'Nije stigao/la',
  waitlisted: 'Lista čekanja: ne može da uđe',
  cancelled: 'Otkazano: ne može da uđe',
  /** `{0}` is the person's name. */
  checkedIn: '{0}: dolazak prijavljen.',
  undone: '{0}: dolazak poništen.',
  checkIn: CHECK_IN_TEXTS.checkIn,
  undo: CHECK_IN_TEXTS.undo,
  notSaved: CHECK_IN_TEXTS.notSaved,
};

export type CheckInDeskTexts = typeof CHECK_IN_DESK_TEXTS;
