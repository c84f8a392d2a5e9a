import * as z from 'zod/mini';

import { parseBelgradeDateTimeInput } from '@/lib/events/schedule';

import { ADMIN_MESSAGES, optionalLinkField, rowIdField } from './admin-shared';
import { checkboxField, LIMITS, optionalTextField, textField } from './shared';

/** Texts of the 'Događaji' tab (spec platform §2, §8, §9). */
export const EVENT_MESSAGES = {
  created: { title: ADMIN_MESSAGES.successTitle, message: 'Događaj je uspešno kreiran' },
  updated: { title: ADMIN_MESSAGES.successTitle, message: 'Događaj je uspešno ažuriran' },
  deleted: { title: ADMIN_MESSAGES.successTitle, message: 'Događaj je uspešno obrisan' },
  createFailed: 'Greška pri kreiranju događaja',
  saveFailed: 'Greška pri čuvanju događaja',
  deleteFailed: 'Greška pri brisanju događaja',
  loadFailed: 'Greška pri učitavanju događaja',
  imageFailed: 'Greška pri otpremanju slike',
  titleRequired: 'Naslov je obavezan',
  dateRequired: 'Datum i vreme su obavezni',
  dateInvalid: 'Datum i vreme nisu ispravni',
  maxParticipantsInvalid: 'Maksimalan broj učesnika mora biti ceo broj veći od 0',
  imageHint: 'Preporučeno: format 16:9, na primer 1920x1080 px. Najviše 5MB.',
} as const;

/** Our own bound: a hall for more than this is not a community event. */
const MAX_PARTICIPANTS_LIMIT = 100_000;

const eventFields = {
  title: textField({
    required: EVENT_MESSAGES.titleRequired,
    max: { length: LIMITS.shortText, message: 'Naslov je predugačak' },
  }),
  shortDescription: optionalTextField(500, 'Sažetak'),
  description: optionalTextField(LIMITS.sanitizedText, 'Opis'),
  /** `datetime-local`, read on Belgrade's clocks (lib/events/schedule.ts). */
  eventDate: z.pipe(
    textField({ required: EVENT_MESSAGES.dateRequired }),
    z.transform((value: string, ctx) => {
      const date = parseBelgradeDateTimeInput(value);
      if (!date) ctx.issues.push({ code: 'custom', message: EVENT_MESSAGES.dateInvalid, input: value });
      return date ?? new Date(Number.NaN);
    }),
  ),
  location: optionalTextField(LIMITS.shortText, 'Lokacija'),
  /** Empty means no limit (null). */
  maxParticipants: z.pipe(
    optionalTextField(10, 'Maksimalan broj učesnika'),
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(count >= 1 && count <= MAX_PARTICIPANTS_LIMIT))
        ctx.issues.push({ code: 'custom', message: EVENT_MESSAGES.maxParticipantsInvalid, input: value });
      return count;
    }),
  ),
  registrationUrl: optionalLinkField('Link za registraciju'),
  /** The uploaded image's URL; the action accepts only our own event uploads (or the image it already has). */
  imageUrl: optionalTextField(LIMITS.url, 'Slika'),
  isFeatured: checkboxField(),
};

/** Spec §7: insert with title, description, short_description, event_date, location, max_participants or null, registration_url, image_url, is_featured. */
export const eventCreateSchema = z.object(eventFields);
/** Inline edit: the same fields plus active, by id. */
export const eventUpdateSchema = z.object({ ...eventFields, id: rowIdField(), isActive: checkboxField() });

export const EVENT_CREATE_FIELDS = [
  'title',
  'shortDescription',
  'description',
  'eventDate',
  'location',
  'maxParticipants',
  'registrationUrl',
  'imageUrl',
  'isFeatured',
] as const;
export const EVENT_UPDATE_FIELDS = [...EVENT_CREATE_FIELDS, 'id', 'isActive'] as const;

export type EventCreateValues = z.output<typeof eventCreateSchema>;
export type EventUpdateValues = z.output<typeof eventUpdateSchema>;
