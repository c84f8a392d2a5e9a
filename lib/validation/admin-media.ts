import * as z from 'zod/mini';

import { MEDIA_PLACEMENTS } from '@/lib/domain/enums';

import { ADMIN_MESSAGES, rowIdField } from './admin-shared';
import { LIMITS, optionalTextField, submittedText, textField } from './shared';

/** Texts of the 'Media' tab (spec platform §8). */
export const MEDIA_MESSAGES = {
  created: { title: ADMIN_MESSAGES.successTitle, message: 'Novi media item je kreiran' },
  uploaded: { title: ADMIN_MESSAGES.successTitle, message: 'Fajl je uspešno učitan' },
  deleted: { title: ADMIN_MESSAGES.successTitle, message: 'Media item je obrisan' },
  restored: { title: ADMIN_MESSAGES.successTitle, message: 'Media item je vraćen' },
  failed: 'Greška pri učitavanju media fajlova',
  keyRequired: 'Ključ je obavezan',
  keyFormat: 'Ključ sme da sadrži samo mala slova, brojeve, donju crtu i crticu (npr. home_hero)',
  keyTaken: 'Media item sa ovim ključem već postoji',
  placementRequired: 'Izaberite sekciju',
  fileRequired: 'Prvo otpremite sliku',
  fileNotOurs: 'Slika nije otpremljena za ovaj media item. Otpremite je ponovo.',
} as const;

export const MEDIA_FILE_TYPES = ['image', 'video', 'document'] as const;
export const MEDIA_FILE_TYPE_LABELS: Record<(typeof MEDIA_FILE_TYPES)[number], string> = {
  image: 'Slika',
  video: 'Video',
  document: 'Dokument',
};

export const MEDIA_PLACEMENT_LABELS: Record<(typeof MEDIA_PLACEMENTS)[number], string> = {
  hero: 'Hero (naslovna)',
  header: 'Zaglavlje',
  about: 'O nama',
  features: 'Prednosti i priče',
  events: 'Događaji',
  team: 'Tim i mentori',
  partners: 'Partneri',
  footer: 'Podnožje',
};

/**
 * Keys as the site's code reads them (`home_hero`, `wild_mixer_3`); the spec sets no format, so an
 * admin's own key may also be written with hyphens (`partner-logo-2`).
 */
const MEDIA_KEY = /^[a-z0-9]+([_-][a-z0-9]+)*$/;

/** Spec §7: insert with media_key (unique), title, description, file_type (default image), placement_section. */
export const mediaItemSchema = z.object({
  mediaKey: z.pipe(
    textField({ required: MEDIA_MESSAGES.keyRequired, max: { length: 100, message: MEDIA_MESSAGES.keyFormat } }),
    z.string().check(z.toLowerCase(), z.regex(MEDIA_KEY, { error: MEDIA_MESSAGES.keyFormat })),
  ),
  title: optionalTextField(LIMITS.shortText, 'Naslov'),
  description: optionalTextField(2_000, 'Opis'),
  fileType: z.pipe(
    z.transform((value: unknown) => (value === '' || value === undefined || value === null ? 'image' : value)),
    z.enum(MEDIA_FILE_TYPES),
  ),
  placementSection: z.pipe(submittedText, z.enum(MEDIA_PLACEMENTS, { error: MEDIA_MESSAGES.placementRequired })),
});

export const MEDIA_ITEM_FIELDS = ['mediaKey', 'title', 'description', 'fileType', 'placementSection'] as const;
export type MediaItemValues = z.output<typeof mediaItemSchema>;

/** The uploaded image's URL for one media item (the upload widget stored it already). */
export const mediaFileSchema = z.object({
  id: rowIdField(),
  fileUrl: textField({
    required: MEDIA_MESSAGES.fileRequired,
    max: { length: LIMITS.url, message: MEDIA_MESSAGES.fileNotOurs },
  }),
});
export const MEDIA_FILE_FIELDS = ['id', 'fileUrl'] as const;
