import { BLOG_CATEGORIES } from '@/lib/domain/enums';

import type { BlogCategory } from './categories';
import type { BlogPostSummary } from './types';

/*
 * Pure helpers over the list of published posts (newest first), shared by the pages and tests.
 */

type Post = Pick<BlogPostSummary, 'slug' | 'category'>;

/** Up to `limit` other posts of the same category, newest first; none for an uncategorised post. */
export function relatedPosts<T extends Post>(posts: readonly T[], post: Post, limit = 3): T[] {
  if (!post.category) return [];
  return posts.filter((other) => other.category === post.category && other.slug !== post.slug).slice(0, limit);
}

export interface AdjacentPosts<T = BlogPostSummary> {
  /** The post published just before this one (older). */
  previous: T | null;
  /** The post published just after this one (newer). */
  next: T | null;
}

/** Neighbours in publication order, given the list newest first. */
export function adjacentPosts<T extends Post>(posts: readonly T[], slug: string): AdjacentPosts<T> {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: posts[index + 1] ?? null, next: posts[index - 1] ?? null };
}

export interface CategoryCount {
  category: BlogCategory;
  count: number;
}

/** Categories that have published posts, in the spec's order, with their counts. */
export function categoryCounts(posts: readonly Post[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) if (post.category) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  return BLOG_CATEGORIES.filter((category) => counts.has(category)).map((category) => ({
    category,
    count: counts.get(category) ?? 0,
  }));
}
