import { BLOG_CATEGORIES } from '@/lib/domain/enums';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Names whose foreign words a Cyrillic page keeps in Latin letters, marked `-{…}-` (docs/i18n.md);
 * the others are shown as stored.
 */
const CATEGORY_LABELS: Partial<Record<BlogCategory, string>> = {
  'Trendovi & Insights': 'Trendovi & -{Insights}-',
};

/**
 * A category's name as the pages show it, typed in Latin with its foreign marks: a page passes it
 * through its script's `t()`, while the category's address keeps the stored name.
 */
export function categoryLabel(category: BlogCategory): string {
  return CATEGORY_LABELS[category] ?? category;
}

/** Suggested tags for the editor (spec platform §3). */
export const SUGGESTED_TAGS = [
  'startup',
  'srbija',
  'preduzetništvo',
  'finansiranje',
  'grantovi',
  'marketing',
  'prodaja',
  'tehnologija',
  'digitalizacija',
  'zajednica',
  'događaji',
  'trendovi',
] as const;

/** Path of a post page. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** Path of a category page: the category name, URL-encoded (spec platform §2). */
export function categoryPath(category: string): string {
  return `/blog/category/${encodeURIComponent(category)}`;
}

/**
 * The category a route parameter names, or null. Next hands dynamic params over still encoded
 * in some versions and decoded in others, so both are accepted.
 */
export function categoryFromParam(param: string): BlogCategory | null {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A lone '%' is not an encoding: the raw value is what the visitor typed.
  }
  if (isBlogCategory(decoded)) return decoded;
  return isBlogCategory(param) ? param : null;
}
