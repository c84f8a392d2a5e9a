import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { MAX_PAGE, PAGE_PARAM, pageHref } from '@/lib/site/paging';

import { categoryPath, type BlogCategory } from './categories';
import type { BlogPostSummary } from './types';

/*
 * The blog's lists, read a page at a time in SQL (lib/data/blog.ts), and their addresses.
 */

/** Posts per page of the /blog grid, a category and search results: four rows of three, or twelve on a phone. */
export const BLOG_PAGE_SIZE = 12;

/**
 * Pages after the first have a path of their own, `/blog/strana/2` and
 * `/blog/category/{category}/strana/2`: each is a page of the route cache, and the client router
 * asks the server for it (a link to `/blog?strana=2` would be answered from its copy of the
 * prerendered `/blog`, which ignores the query). `proxy.ts` rewrites `/blog?strana=N` and
 * `/blog/category/{category}?strana=N` to these paths, so the query form works too.
 */
export function blogListPath(page: number, category?: BlogCategory | null): string {
  const base = category ? categoryPath(category) : '/blog';
  return page > 1 ? `${base}/${PAGE_PARAM}/${page}` : base;
}

/** The page a path segment names (`/blog/strana/{segment}`): 1 to MAX_PAGE written plainly, else null. */
export function pageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_PAGE ? page : null;
}

/**
 * A page of search results. Links go to the search page itself (`/blog-pretraga?q=…`), rendered
 * per request, never to `/blog?q=…`: the client router would answer that from its copy of `/blog`.
 */
export function blogSearchHref(query: string, page: number): string {
  return pageHref('/blog-pretraga', { q: query }, page);
}

export interface AdjacentPosts<T = BlogPostSummary> {
  /** The post published just before this one (older). */
  previous: T | null;
  /** The post published just after this one (newer). */
  next: T | null;
}

export interface CategoryCount {
  category: BlogCategory;
  count: number;
}

/** Categories that have published posts, in the spec's order, from per-category counts. */
export function categoryCounts(counts: ReadonlyMap<string, number>): CategoryCount[] {
  return BLOG_CATEGORIES.filter((category) => (counts.get(category) ?? 0) > 0).map((category) => ({
    category,
    count: counts.get(category) ?? 0,
  }));
}
