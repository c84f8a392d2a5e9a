import * as z from 'zod/mini';

import { COUNTED, formatCount } from '@/lib/format/plural';

import { rowIdField } from './admin-shared';
import { checkboxField, textField } from './shared';

/**
 * The organisers' attendee tools on /admin/events/{id} (issue 50, item 5; docs/admin.md
 * "Događaji"): removing a person and 'Pošalji poruku prijavljenima'.
 */

/** A message's subject: one line, as long as a mail subject sensibly gets. */
export const ATTENDEE_MESSAGE_SUBJECT_MAX = 150;
/** A message's text. */
export const ATTENDEE_MESSAGE_TEXT_MAX = 5_000;

export const ATTENDEE_TEXTS = {
  removeTitle: 'Ukloniti prijavu?',
  removed: { title: 'Prijava uklonjena', message: 'Osoba je uklonjena sa događaja.' },
  removedPromoted: 'Osoba je uklonjena sa događaja, a mesto je dobio prvi sa liste čekanja (obavešten je emailom).',
  alreadyCancelled: 'Ova prijava je već otkazana.',
  started: 'Događaj je već počeo: prijave se više ne menjaju.',
  removeFailed: 'Greška pri uklanjanju prijave',
  messageSent: { title: 'Poruka poslata', message: 'Poruka je upisana za slanje.' },
  messageSentTo: (count: number) => `Poruka je upisana za slanje: ${formatCount(count, COUNTED.recipient)}.`,
  noRecipients: 'Niko nije prijavljen: poruka nema kome da ode.',
  messageFailed: 'Greška pri slanju poruke',
  subjectRequired: 'Naslov poruke je obavezan',
  subjectTooLong: `Naslov poruke može imati najviše ${ATTENDEE_MESSAGE_SUBJECT_MAX} karaktera`,
  textRequired: 'Tekst poruke je obavezan',
  textTooLong: `Tekst poruke može imati najviše ${ATTENDEE_MESSAGE_TEXT_MAX} karaktera`,
  changedRecipients: (count: number) =>
    `Broj primalaca se promenio u međuvremenu (sada ${count}). Pogledajte pregled ponovo i potvrdite.`,
} as const;

/** 'Ukloni': the event of the page and the registration removed from it. */
export const attendeeRemoveSchema = z.object({ event: rowIdField(), registration: rowIdField() });
export const ATTENDEE_REMOVE_FIELDS = ['event', 'registration'] as const;

const messageFields = {
  event: rowIdField(),
  subject: textField({
    required: ATTENDEE_TEXTS.subjectRequired,
    max: { length: ATTENDEE_MESSAGE_SUBJECT_MAX, message: ATTENDEE_TEXTS.subjectTooLong },
  }),
  text: textField({
    required: ATTENDEE_TEXTS.textRequired,
    max: { length: ATTENDEE_MESSAGE_TEXT_MAX, message: ATTENDEE_TEXTS.textTooLong },
  }),
  /** 'I lista čekanja': the waitlisted get it too. */
  includeWaitlist: checkboxField(),
};

/** 'Pregledaj': what would be sent and to how many people; sends nothing. */
export const attendeeMessagePreviewSchema = z.object(messageFields);

/**
 * 'Pošalji': the same fields and the number of recipients the preview announced; when it no longer
 * matches (someone registered or cancelled meanwhile) nothing is sent and the preview is asked again,
 * so the confirmation never states a wrong number.
 */
export const attendeeMessageSendSchema = z.object({
  ...messageFields,
  recipients: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : -1)),
    z.number(),
  ),
});
export const ATTENDEE_MESSAGE_FIELDS = ['event', 'subject', 'text', 'includeWaitlist'] as const;
export const ATTENDEE_MESSAGE_SEND_FIELDS = [...ATTENDEE_MESSAGE_FIELDS, 'recipients'] as const;
