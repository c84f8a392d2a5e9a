import type { BlogCategory } from './categories';

/**
 * A published post as lists and cards need it. Values are JSON (dates as ISO strings) because
 * they pass through the data cache.
 */
export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  category: BlogCategory | null;
  author: string;
  featured: boolean;
  headerImage: string | null;
  headerImageAlt: string | null;
  tags: string[];
  /** The publish date, or the creation date for a post published without one; ISO string. */
  publishDate: string;
  updatedAt: string;
  readTime: number;
}

/** A published post with everything its own page needs. */
export interface BlogPostDetail extends BlogPostSummary {
  headerImageCaption: string | null;
  /** Optional image for social previews; the header image is used when it is empty. */
  featuredImage: string | null;
  /** The stored Markdown source (see docs/blog.md). */
  content: string;
  /** `content` rendered to HTML and passed through the allow-list sanitiser. */
  html: string;
  metaTitle: string | null;
  metaDescription: string | null;
  wordCount: number;
}
