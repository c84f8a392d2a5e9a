import 'server-only';

import { and, asc, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import { connection } from 'next/server';
import { cache } from 'react';

import { isBlogCategory, type BlogCategory } from '@/lib/blog/categories';
import { renderBlogContent } from '@/lib/blog/markdown';
import { adjacentPosts, categoryCounts, relatedPosts, type AdjacentPosts, type CategoryCount } from '@/lib/blog/posts';
import { countWords } from '@/lib/blog/read-time';
import { escapeLike, matchingEntries, type SearchEntry } from '@/lib/blog/search';
import { foldSearchText } from '@/lib/format/fold';
import { isValidSlug, uniqueSlug } from '@/lib/blog/slug';
import type { BlogPostDetail, BlogPostSummary } from '@/lib/blog/types';
import { getDb, type Database } from '@/lib/db/client';
import { blogPosts } from '@/lib/db/schema';
import { log } from '@/lib/log';

import { CACHE_TAGS } from './cache-tags';
import { cachedPublicRead, processMemo } from './cached';

/*
 * The public blog's data layer. Each read exists twice:
 * - `query…(db, …)`: the plain query against a given database (tests call these on a fresh one);
 * - the cached wrapper pages call, tagged `blog_posts` so the editor's mutations revalidate it.
 *
 * Published posts are few (a community blog), so one cached list of summaries serves the index,
 * categories, counts, related and previous/next posts; a post's full text is cached per slug.
 * Every query here filters on `published = true`: drafts never leave the database through it.
 */

/** Recent posts in the sidebar, related posts under a post (spec platform §9). */
export const RECENT_POSTS_LIMIT = 5;
export const RELATED_POSTS_LIMIT = 3;

/** Newest first; a post published without a date falls back to when it was created. */
const publishedAt = sql<Date>`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`;
const newestFirst = [desc(publishedAt), desc(blogPosts.createdAt), asc(blogPosts.slug)];

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  featured: blogPosts.featured,
  headerImage: blogPosts.headerImage,
  headerImageAlt: blogPosts.headerImageAlt,
  tags: blogPosts.tags,
  publishDate: blogPosts.publishDate,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  readTime: blogPosts.readTime,
};

type SummaryRow = Pick<typeof blogPosts.$inferSelect, keyof typeof summaryColumns>;

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category && isBlogCategory(row.category) ? row.category : null,
    author: row.author,
    featured: row.featured,
    headerImage: row.headerImage,
    headerImageAlt: row.headerImageAlt,
    tags: row.tags ?? [],
    publishDate: iso(row.publishDate ?? row.createdAt),
    updatedAt: iso(row.updatedAt),
    readTime: row.readTime,
  };
}

// ---------- Uncached queries (take a database) ----------

/** Every published post, newest first, without its text. */
export async function queryPublishedPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...newestFirst);
  return rows.map(toSummary);
}

/** One published post with its text rendered and sanitised; null for unknown slugs and drafts. */
export async function queryPublishedPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  if (!isValidSlug(slug)) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    headerImageCaption: row.headerImageCaption,
    featuredImage: row.featuredImage,
    content: row.content,
    html: renderBlogContent(row.content),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    wordCount: countWords(row.content),
  };
}

/**
 * Every published post with its title, excerpt, text and tags folded for search
 * (`foldSearchText`), newest first.
 */
async function querySearchIndex(db: Database): Promise<SearchEntry<BlogPostSummary>[]> {
  const rows = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    item: toSummary(row),
    text: foldSearchText([row.title, row.excerpt ?? '', row.content, row.tags.join(' ')].join(' ')),
  }));
}

/**
 * Published posts whose title, excerpt, text or tags contain every word of the query, ignoring
 * case, diacritics and the script ("cevapi" finds "ćevapi", "dj" finds "đ", "ДОО" finds "doo"). Newest first; [] for a blank query.
 */
export async function querySearchPosts(db: Database, query: string): Promise<BlogPostSummary[]> {
  return matchingEntries(await querySearchIndex(db), query);
}

/**
 * A slug for `base` that no other post uses, drafts included (the column is unique). For the
 * editor: pass the post's own id when it is already saved.
 */
export async function queryAvailableSlug(db: Database, base: string, exceptId?: string): Promise<string> {
  const root = uniqueSlug(base, []);
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, root), like(blogPosts.slug, `${escapeLike(root)}-%`)),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    );
  return uniqueSlug(root, new Set(rows.map((row) => row.slug)));
}

// ---------- Cached public reads (pages call these) ----------

const readPublishedPosts = cachedPublicRead(
  CACHE_TAGS.blogPosts,
  'blog_posts:published',
  async (): Promise<BlogPostSummary[]> => queryPublishedPosts(await getDb()),
);

/** Every published post, newest first (cached; deduplicated per request). */
export const listPublishedPosts = cache(async (): Promise<BlogPostSummary[]> => readPublishedPosts());

export interface FeaturedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  headerImage: string | null;
  headerImageAlt: string | null;
  publishDate: string | null;
}

/** Published, featured posts, newest first (the home page mixes them into its announcements). */
export async function listFeaturedPosts(limit: number): Promise<FeaturedPost[]> {
  const posts = await listPublishedPosts();
  return posts
    .filter((post) => post.featured)
    .slice(0, Math.max(0, limit))
    .map(({ title, slug, excerpt, headerImage, headerImageAlt, publishDate }) => ({
      title,
      slug,
      excerpt,
      headerImage,
      headerImageAlt,
      publishDate,
    }));
}

export interface BlogIndex {
  posts: BlogPostSummary[];
  /** The first (newest) post flagged featured. */
  featured: BlogPostSummary | null;
  recent: BlogPostSummary[];
  categories: CategoryCount[];
}

/** What /blog shows around its grid. */
export async function getBlogIndex(): Promise<BlogIndex> {
  const posts = await listPublishedPosts();
  return {
    posts,
    featured: posts.find((post) => post.featured) ?? null,
    recent: posts.slice(0, RECENT_POSTS_LIMIT),
    categories: categoryCounts(posts),
  };
}

/** Published posts of one category, newest first. */
export async function listPostsInCategory(category: BlogCategory): Promise<BlogPostSummary[]> {
  const posts = await listPublishedPosts();
  return posts.filter((post) => post.category === category);
}

const publishedSlugs = processMemo(CACHE_TAGS.blogPosts, 'blog_posts:slugs', async () => {
  const posts = await queryPublishedPosts(await getDb());
  return new Set(posts.map((post) => post.slug));
});

/**
 * Whether a post is published under this slug: `proxy.ts` asks before the page renders, so an
 * unknown slug is answered with status 404 and its full not-found markup. When the database cannot
 * say, the slug counts as published and the page decides.
 */
export async function isPublishedPostSlug(slug: string): Promise<boolean> {
  if (!isValidSlug(slug)) return false;
  try {
    return (await publishedSlugs()).has(slug);
  } catch (error) {
    log.error('data.read_failed', { read: 'blog_posts:slugs', error });
    return true;
  }
}

/**
 * A published post by slug (cached per slug), or null. Only slugs in the cached list of published
 * posts reach the per-slug cache, so random URLs cannot fill it.
 */
export const getPublishedPost = cache(async (slug: string): Promise<BlogPostDetail | null> => {
  if (!isValidSlug(slug)) return null;
  const posts = await listPublishedPosts();
  if (!posts.some((post) => post.slug === slug)) return null;
  const read = cachedPublicRead(CACHE_TAGS.blogPosts, `blog_posts:post:${slug}`, async () =>
    queryPublishedPost(await getDb(), slug),
  );
  return read();
});

export interface PostSurroundings extends AdjacentPosts {
  related: BlogPostSummary[];
}

/** Related posts (same category, up to 3) and the previous (older) and next (newer) post. */
export async function getPostSurroundings(post: Pick<BlogPostSummary, 'slug' | 'category'>): Promise<PostSurroundings> {
  const posts = await listPublishedPosts();
  return { related: relatedPosts(posts, post, RELATED_POSTS_LIMIT), ...adjacentPosts(posts, post.slug) };
}

/**
 * The folded search text of every published post, kept in the server's memory (dropped with the
 * `blog_posts` tag and after the time bound): a search reads no database, it scans a few kB of
 * text per post in memory.
 */
const searchIndex = processMemo(CACHE_TAGS.blogPosts, 'blog_posts:search_index', async () =>
  querySearchIndex(await getDb()),
);

/**
 * Search for /blog?q=…. The results are not cached: the key would be whatever visitors type, so a
 * cache per query could be filled at will; the index they come from is (`searchIndex`).
 */
export async function searchPosts(query: string): Promise<BlogPostSummary[]> {
  await connection();
  return matchingEntries(await searchIndex(), query);
}
