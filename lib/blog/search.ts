/**
 * Blog search: the query is folded the way `blog_posts.search_vector` folds the posts
 * (lib/format/fold `foldSearchText`, SQL `search_fold`), so "cevapi" finds "ćevapi", "dj" finds
 * "đ", "ДОО" finds "doo" and case never matters. A post matches when every word of the query
 * starts one of its words (title, excerpt, text, tags); PostgreSQL answers it from the column's
 * GIN index (lib/data/blog.ts `querySearchPosts`).
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

/**
 * The query's words, folded and distinct: runs of letters and digits, so whatever else a visitor
 * types (`%`, `&`, `|`, `!`, `:`, `(`, quotes) only separates words and never reaches a query.
 */
export function searchTerms(query: string): string[] {
  const terms = foldSearchText(cleanQuery(query))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/**
 * The text for `to_tsquery('simple', …)`: every word as a prefix, all required
 * (`cevap:* & model:*`); null when the query has no word (then nothing matches). Words hold only
 * letters and digits, so no tsquery operator of the visitor's can reach the parser; it is still
 * passed as a bound parameter.
 */
export function searchTsQuery(query: string): string | null {
  const terms = searchTerms(query);
  return terms.length === 0 ? null : terms.map((term) => `${term}:*`).join(' & ');
}

/** Escapes LIKE wildcards so a visitor's `%` or `_` is matched literally (backslash is the escape). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
