/**
 * Search normalisation shared by the query (in SQL) and the visitor's input (in JS), so that
 * "cevapi" finds "ćevapi", "dj" finds "đ" and case never matters.
 *
 * Folding happens before lower-casing and maps capitals directly: Postgres' `lower()` under the C
 * locale only lower-cases ASCII, and the fold must give the same result in both places.
 */

import { firstParam } from '@/lib/site/search-params';

/** Letters with diacritics and the ASCII letter each folds to (same position in both strings). */
export const FOLD_FROM = 'čćžšČĆŽŠáàâäãåāéèêëēěíìîïīóòôöõőōúùûüűūůýÿñńçłřťďňÁÀÂÄÃÅĀÉÈÊËĒĚÍÌÎÏĪÓÒÔÖÕŐŌÚÙÛÜŰŪŮÝŸÑŃÇŁŘŤĎŇ';
export const FOLD_TO = 'cczsCCZSaaaaaaaeeeeeeiiiiiooooooouuuuuuuyyncclrtdnAAAAAAAEEEEEEIIIIIOOOOOOOUUUUUUUYYNNCLRTDN';

/** đ and Đ are spelled "dj" when a keyboard has no Serbian layout. */
export const DJ_LETTERS = ['đ', 'Đ'] as const;

const FOLD_MAP = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]]));

/** Longest query we search for; longer input is cut, never rejected. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words of a query must all match. */
export const MAX_QUERY_TERMS = 8;

/** Folds diacritics, spells đ as dj, lower-cases: the form both sides of a search compare in. */
export function normalizeSearchText(text: string): string {
  let folded = '';
  for (const letter of text) {
    if (letter === 'đ' || letter === 'Đ') folded += 'dj';
    else folded += FOLD_MAP.get(letter) ?? letter;
  }
  return folded.toLowerCase();
}

/** The query as typed, trimmed, with inner whitespace collapsed and cut to the maximum length. */
export function cleanQuery(raw: string | string[] | undefined | null): string {
  const value = firstParam(raw) ?? '';
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Normalised, distinct search terms; every one of them must occur in a post for it to match. */
export function searchTerms(query: string): string[] {
  const terms = normalizeSearchText(cleanQuery(query)).split(' ').filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/** Escapes LIKE wildcards so a visitor's `%` or `_` is matched literally (backslash is the escape). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
