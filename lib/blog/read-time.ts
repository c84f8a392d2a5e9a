import { COUNTED, formatCount } from '@/lib/format/plural';

/** Reading speed the spec fixes (platform §5, §9). */
export const WORDS_PER_MINUTE = 200;

/**
 * Visible words of a Markdown/HTML source: tags, URLs of links and images, and Markdown
 * punctuation do not count; link texts and image alt texts do not count either (alt is not read).
 */
export function countWords(source: string): number {
  const text = source
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/[`*_>#~[\]()]+/g, ' ');
  const words = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
  return words.length;
}

/** Minutes to read: words / 200, rounded up, at least 1 (the column's check). */
export function readTimeMinutes(source: string): number {
  return Math.max(1, Math.ceil(countWords(source) / WORDS_PER_MINUTE));
}

/** '1 min čitanja' on cards; the long form is for screen readers and metadata. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min čitanja`;
}

/** '1 minut čitanja', '3 minuta čitanja'. */
export function formatReadTimeLong(minutes: number): string {
  return `${formatCount(minutes, COUNTED.minute)} čitanja`;
}
