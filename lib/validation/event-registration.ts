import * as z from 'zod/mini';

import { FORM_MESSAGES } from './messages';
import { emailField, LIMITS, optionalTextField, textField } from './shared';

const requiredPart = (label: string) =>
  textField({
    required: FORM_MESSAGES.registrationRequired,
    max: { length: LIMITS.shortText, message: FORM_MESSAGES.tooLong(label) },
  });

/**
 * The visitor's part of an event registration (spec public-site §5): first name, last name and
 * email required, all with 'Molimo unesite sva obavezna polja.'. The event itself is resolved on
 * the server from the reference the form carries, never trusted from the form.
 */
export const eventRegistrationSchema = z.object({
  firstName: requiredPart('Ime'),
  lastName: requiredPart('Prezime'),
  email: emailField({ required: FORM_MESSAGES.registrationRequired, invalid: FORM_MESSAGES.invalidEmail }),
  phone: optionalTextField(50, 'Telefon'),
  company: optionalTextField(LIMITS.shortText, 'Kompanija'),
  position: optionalTextField(LIMITS.shortText, 'Pozicija'),
  message: optionalTextField(2_000, 'Poruka'),
});

export const EVENT_REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'position',
  'message',
] as const;

/**
 * How the form names its event: `event` (a database event's id or key), or the fields of an event
 * known only from the link (spec §2 query parameters). The same names as the page's query string.
 */
export const EVENT_REFERENCE_FIELDS = ['event', 'title', 'date', 'time', 'location', 'description'] as const;
export type EventReference = Partial<Record<(typeof EVENT_REFERENCE_FIELDS)[number], string>>;

export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistrationValues = z.output<typeof eventRegistrationSchema>;

/** Who registered, as stored and mailed: the checked values, each optional field null when empty. */
export interface RegistrantDetails {
  firstName: string;
  lastName: string;
  /** Lower-cased. */
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  message: string | null;
}
