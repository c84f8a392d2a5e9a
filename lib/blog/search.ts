/**
 * Blog search: posts' text and the visitor's query are folded the same way (lib/format/fold), so
 * that "cevapi" finds "ćevapi", "dj" finds "đ", "ДОО" finds "doo" and case never matters, and a
 * post matches when its folded text contains every word of the query.
 */

import { foldSearchText } from '@/lib/format/fold';
import { firstParam } from '@/lib/site/search-params';

/** Longest query we search for; longer input is cut, never rejected. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words of a query must all match. */
export const MAX_QUERY_TERMS = 8;

/** The query as typed, trimmed, with inner whitespace collapsed and cut to the maximum length. */
export function cleanQuery(raw: string | string[] | undefined | null): string {
  const value = firstParam(raw) ?? '';
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Normalised, distinct search terms; every one of them must occur in a post for it to match. */
export function searchTerms(query: string): string[] {
  const terms = foldSearchText(cleanQuery(query)).split(' ').filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/** Something searchable: its folded text (`foldSearchText`) and what a match returns. */
export interface SearchEntry<T> {
  item: T;
  text: string;
}

/** The items whose text contains every term of the query, in their order; [] for a blank query. */
export function matchingEntries<T>(entries: SearchEntry<T>[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return entries.filter((entry) => terms.every((term) => entry.text.includes(term))).map((entry) => entry.item);
}

/** Escapes LIKE wildcards so a visitor's `%` or `_` is matched literally (backslash is the escape). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
