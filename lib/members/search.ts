import { escapeLike } from '@/lib/blog/search';
import { foldSearchText } from '@/lib/format/fold';

/**
 * The members area's search (spec §5): substring matching in the one search fold (lib/format/fold),
 * so 'djordje' finds 'Đorđe', 'cacak' finds 'Čačak' and 'Марко' finds 'Marko'. The lists search in
 * PostgreSQL, on columns that `search_fields` folded the same way (docs/architecture.md, "Search");
 * what is pure (the query's pattern, the category labels matched in code) is here and unit-tested.
 */

/** True when the query is empty or appears in any of the fields (nulls are skipped). */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = foldSearchText(query);
  if (needle === '') return true;
  return fields.some((field) => field != null && foldSearchText(field).includes(needle));
}

/** What `search_fields` puts between two fields of a search column (U+001F). */
const FIELD_SEPARATOR = '\u001f';

/**
 * The `LIKE` pattern of a query over a `search_fields` column: the whole folded query as one
 * substring, its `%` and `_` matched literally. `null` when the query is empty (no search), `false`
 * when it holds the fields' separator, which no field holds (it would match across two fields).
 */
export function substringPattern(query: string): string | null | false {
  const needle = foldSearchText(query);
  if (needle === '') return null;
  if (needle.includes(FIELD_SEPARATOR)) return false;
  return `%${escapeLike(needle)}%`;
}

/**
 * The categories a query finds by their key or their Serbian label ('finansiranje' finds
 * `funding`): the lists match these in code and add `category in (…)` to the search.
 */
export function categoriesMatching<K extends string>(labels: Readonly<Record<K, string>>, query: string): K[] {
  const needle = foldSearchText(query);
  if (needle === '') return [];
  return (Object.keys(labels) as K[]).filter(
    (key) => foldSearchText(key).includes(needle) || foldSearchText(labels[key]).includes(needle),
  );
}

/** The directory's type filter (spec §2): all, or one member type. */
export const DIRECTORY_TYPE_FILTERS = ['all', 'individual', 'startup', 'company'] as const;
export type DirectoryTypeFilter = (typeof DIRECTORY_TYPE_FILTERS)[number];

export function directoryTypeFrom(value: string | undefined): DirectoryTypeFilter {
  return (DIRECTORY_TYPE_FILTERS as readonly string[]).includes(value ?? '') ? (value as DirectoryTypeFilter) : 'all';
}

/** Longest query read from the URL; anything longer is cut. */
export const MAX_DIRECTORY_QUERY = 100;

/**
 * Members on one page of the directory (two columns on a wide screen, one on a phone). Twelve: a phone's screenful or two, and a page's weight stays near the demo's (issue 47).
 */
export const DIRECTORY_PAGE_SIZE = 12;

/** What the directory is narrowed by (`?q=&tip=`). */
export interface DirectoryFilter {
  query: string;
  type: DirectoryTypeFilter;
}
