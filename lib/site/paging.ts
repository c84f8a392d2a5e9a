import { firstParam } from './search-params';

/**
 * Every list of the site is read one page at a time (issue 47): the filters and searches run in
 * SQL, then `limit`/`offset`, and a `count` gives the total. Pages are numbered from 1 in the URL
 * (`?strana=2`); anything else in that parameter reads as page 1, and a number past the last page
 * shows an empty page with a link back to the last one (never an error).
 */

/** The query parameter that carries the page number, on every list. */
export const PAGE_PARAM = 'strana';

/** Highest page number read from a URL: deeper offsets are not a page anyone reads, only a scan. */
export const MAX_PAGE = 10_000;

/** The page number in a URL's query (`?strana=3`): a whole number from 1 to MAX_PAGE, else 1. */
export function pageNumberFrom(value: string | string[] | undefined | null): number {
  const raw = firstParam(value);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** One page of a list and where it sits in the whole. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filters, all pages together (from `count`, never from loading them). */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list is 'page 1 of 1'. */
  pageCount: number;
}

/** `limit` and `offset` for a page. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize };
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * A list's address for another page: the current query kept (filters, search), the page number
 * set, or removed for page 1 so the first page has one address.
 */
export function pageHref(path: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== PAGE_PARAM && value) params.set(key, value);
  }
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The page numbers a pager links to: the first, the last, and the current one with a neighbour on
 * each side; `null` marks a gap ('…'). Short enough for a phone at any page count.
 */
export function pagerNumbers(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  for (const n of sorted) {
    const previous = numbers.at(-1);
    if (typeof previous === 'number' && n - previous > 1) numbers.push(null);
    numbers.push(n);
  }
  return numbers;
}
