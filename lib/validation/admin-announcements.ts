import * as z from 'zod/mini';

import { ANNOUNCEMENT_TYPES } from '@/lib/domain/enums';

import { checkboxField, isUuid, LIMITS, optionalTextField, textField } from './shared';

/** Every text of the Obaveštenja tab (spec platform §8), shared by the tab and its actions. */
export const ANNOUNCEMENT_MESSAGES = {
  created: 'Obaveštenje je uspešno kreirano',
  updated: 'Obaveštenje je uspešno ažurirano',
  deleted: 'Obaveštenje je uspešno obrisano',
  restored: 'Obaveštenje je vraćeno',
  imageUploaded: 'Slika je uspešno otpremljena',
  loadFailed: 'Nije moguće učitati obaveštenja.',
  saveFailed: 'Nije moguće sačuvati obaveštenje.',
  uploadFailed: 'Nije moguće otpremiti sliku.',
  deleteFailed: 'Nije moguće obrisati obaveštenje.',
  titleRequired: 'Naslov je obavezan',
  invalidLink: 'Link mora biti putanja na sajtu (npr. /events) ili puna adresa (https://…)',
  invalidExpiry: 'Datum isteka nije ispravan',
  notFound: 'Obaveštenje nije pronađeno',
} as const;

/** Serbian names of every stored type: the form offers two (spec platform §3), older rows may carry the others public-site §3 names. */
export const ANNOUNCEMENT_TYPE_LABELS: Record<(typeof ANNOUNCEMENT_TYPES)[number], string> = {
  announcement: 'Obaveštenje',
  event: 'Događaj',
  blog: 'Blog',
  other: 'Ostalo',
};

export const ANNOUNCEMENT_FORM_TYPES = (['announcement', 'event'] as const).map((value) => ({
  value,
  label: ANNOUNCEMENT_TYPE_LABELS[value],
}));

/** A stored type's Serbian name; an unknown value (none pass the table's check) is shown as stored. */
export function announcementTypeLabel(type: string): string {
  return Object.hasOwn(ANNOUNCEMENT_TYPE_LABELS, type)
    ? ANNOUNCEMENT_TYPE_LABELS[type as keyof typeof ANNOUNCEMENT_TYPE_LABELS]
    : type;
}

export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 5;

/** Spec §5, §9: priority 1 to 5, default 1; a non-numeric value falls back to 1, others are kept in range. */
export function parsePriority(value: unknown): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(parsed)) return PRIORITY_MIN;
  return Math.min(PRIORITY_MAX, Math.max(PRIORITY_MIN, parsed));
}

/** Spec §5: a link is optional, a path on this site ('/events') or a full http(s) URL. */
export function isAnnouncementLink(value: string): boolean {
  if (value === '') return true;
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const ANNOUNCEMENT_FIELDS = [
  'id',
  'title',
  'content',
  'type',
  'isActive',
  'priority',
  'link',
  'buttonText',
  'expiresAt',
  'imageUrl',
] as const;

export const announcementSchema = z.object({
  id: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(z.refine((value) => value === '' || isUuid(value), { error: ANNOUNCEMENT_MESSAGES.notFound })),
  ),
  title: textField({
    required: ANNOUNCEMENT_MESSAGES.titleRequired,
    max: { length: LIMITS.shortText, message: 'Naslov je predugačak' },
  }),
  content: optionalTextField(2_000, 'Sadržaj'),
  type: z.transform((value: unknown) =>
    (ANNOUNCEMENT_TYPES as readonly unknown[]).includes(value)
      ? (value as (typeof ANNOUNCEMENT_TYPES)[number])
      : 'announcement',
  ),
  isActive: checkboxField(),
  priority: z.transform(parsePriority),
  link: z.pipe(
    optionalTextField(LIMITS.url, 'Link'),
    z.string().check(z.refine(isAnnouncementLink, { error: ANNOUNCEMENT_MESSAGES.invalidLink })),
  ),
  buttonText: optionalTextField(60, 'Tekst dugmeta'),
  /** Sent as an ISO string or empty (spec §7); stored as a timestamp or null. */
  expiresAt: z.pipe(
    optionalTextField(40, 'Ističe'),
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.issues.push({ code: 'custom', input: value, message: ANNOUNCEMENT_MESSAGES.invalidExpiry });
        return z.NEVER;
      }
      return date;
    }),
  ),
  imageUrl: optionalTextField(LIMITS.url, 'Slika'),
});

export type AnnouncementValues = z.output<typeof announcementSchema>;

export const DELETE_ANNOUNCEMENT_FIELDS = ['id'] as const;
export const deleteAnnouncementSchema = z.object({
  id: z.string().check(z.trim(), z.refine(isUuid, { error: ANNOUNCEMENT_MESSAGES.notFound })),
});
