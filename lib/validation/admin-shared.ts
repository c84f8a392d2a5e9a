import * as z from 'zod/mini';

import { isUuid, LIMITS, optionalTextField } from './shared';

/** Texts every admin tab shares. */
export const ADMIN_MESSAGES = {
  successTitle: 'Uspešno',
  unknownItem: 'Stavka više ne postoji. Osvežite stranicu.',
  /** The undo button in the toast after a delete. */
  undo: 'Poništi',
  /** Undo of an item no longer restorable (restored already, or deleted 30 days ago and purged). */
  notRestorable: 'Brisanje više ne može da se poništi.',
  invalidLink: 'Link mora biti putanja koja počinje sa / ili adresa koja počinje sa https://',
} as const;

/**
 * The id of the row an admin acts on, in its one spelling; anything but a UUID means the page is
 * stale or was tampered with, or, where an admin types it, `message`.
 */
export function rowIdField(message: string = ADMIN_MESSAGES.unknownItem) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')),
    z.string().check(z.refine(isUuid, { error: message })),
  );
}

/** A link on the site: a local path (`/join`, not `//host`) or an http(s) address. */
export function isSiteLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Optional link (empty means none); `label` names the field in the too-long message. */
export function optionalLinkField(label: string) {
  return z.pipe(
    optionalTextField(LIMITS.url, label),
    z.string().check(z.refine((value) => value === '' || isSiteLink(value), { error: ADMIN_MESSAGES.invalidLink })),
  );
}

/** Empty text stored as null (the spec's nullable columns). */
export function orNull(value: string): string | null {
  return value === '' ? null : value;
}

/** An action on one row (delete, a status change) sends only its id. */
export const rowIdSchema = z.object({ id: rowIdField() });
export const ROW_ID_FIELDS = ['id'] as const;
