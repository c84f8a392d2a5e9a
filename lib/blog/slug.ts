/**
 * Slugs (spec platform §5): lower-case, only a-z, digits, spaces and hyphens, spaces become
 * hyphens, repeated hyphens collapse. Applied literally, that rule would drop every Serbian
 * letter with a diacritic ("Članak" → "lanak"), so letters are transliterated first: č/ć → c,
 * ž → z, š → s, đ → dj, Cyrillic to Latin, other accents stripped. Leading and trailing hyphens
 * are trimmed so the result always satisfies the database check `^[a-z0-9]+(-[a-z0-9]+)*$`.
 * The transliteration is the search fold's (lib/format/fold).
 */

import { foldSearchText } from '@/lib/format/fold';

/** Longest slug we generate; URLs stay readable and the unique index small. */
export const MAX_SLUG_LENGTH = 80;

/** Used when a title has no letters or digits at all. */
export const FALLBACK_SLUG = 'clanak';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= 200 && SLUG_PATTERN.test(value);
}

/** The slug for a title (may be empty when the title has no letters or digits). */
export function slugify(title: string): string {
  const slug = foldSearchText(title)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * A slug not in `taken`: the base itself, else base-2, base-3… The editor calls this with the
 * slugs of every other post (drafts included, the column is unique).
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string> | readonly string[]): string {
  const used = taken instanceof Set ? taken : new Set(taken);
  const root = slugify(base) || FALLBACK_SLUG;
  if (!used.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
