import 'server-only';

import { and, asc, count, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { connection } from 'next/server';
import { cache } from 'react';

import { isBlogCategory, type BlogCategory } from '@/lib/blog/categories';
import { renderMarkedBlogContent } from '@/lib/blog/markdown';
import { BLOG_PAGE_SIZE, categoryCounts, type AdjacentPosts, type CategoryCount } from '@/lib/blog/posts';
import { countWords } from '@/lib/blog/read-time';
import { RSS_ITEM_LIMIT } from '@/lib/blog/rss';
import { escapeLike, searchTsQuery } from '@/lib/blog/search';
import { isValidSlug, uniqueSlug } from '@/lib/blog/slug';
import type { BlogPostDetail, BlogPostSummary } from '@/lib/blog/types';
import { getDb, type Database } from '@/lib/db/client';
import { blogPosts } from '@/lib/db/schema';
import type { Script } from '@/lib/i18n/script';
import { htmlIn, textsIn } from '@/lib/i18n/texts';
import { log } from '@/lib/log';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { cachedPublicRead, processMemo } from '@/lib/cache/cached';

/*
 * The public blog's data layer. Each read exists twice:
 * - `query…(db, …)`: the plain query against a given database (tests call these on a fresh one);
 * - the cached wrapper pages call, tagged `blog_posts` so the editor's mutations revalidate it.
 *
 * Every list is read a page at a time (issue 47: ten thousand posts must not be one read): the
 * grid's page, a category's page and a search's page with `limit`/`offset` and a `count`, the
 * category counts with one GROUP BY, the sidebar, feed, featured, related and previous/next posts
 * with small queries on the `blog_posts_published_order_idx` / `blog_posts_category_order_idx`
 * indexes (their order is `newestFirst` below). Search runs on `search_vector` (GIN index).
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

/**
 * The texts a page shows, in the page's script: Cyrillic, or Latin with an author's foreign marks
 * `-{…}-` removed (docs/i18n.md). The body is `html`, converted by `htmlIn`; `content` stays
 * the source.
 */
const SUMMARY_TEXTS = ['title', 'excerpt', 'author', 'headerImageAlt'] as const satisfies (keyof BlogPostSummary)[];
const DETAIL_TEXTS = [
  ...SUMMARY_TEXTS,
  'headerImageCaption',
  'metaTitle',
  'metaDescription',
] as const satisfies (keyof BlogPostDetail)[];

/**
 * What a query returns its texts as: a page's script, or `stored` (the marks kept) for the cached
 * reads, which keep one entry for both scripts and convert it after reading: Cyrillic must be
 * made from the text with its marks.
 */
type TextForm = Script | 'stored';

function summaryIn(script: Script, summary: BlogPostSummary): BlogPostSummary {
  return textsIn(script, summary, SUMMARY_TEXTS);
}

function summariesIn(script: Script, summaries: BlogPostSummary[]): BlogPostSummary[] {
  return summaries.map((summary) => summaryIn(script, summary));
}

function postPageIn(script: Script, page: Page<BlogPostSummary>): Page<BlogPostSummary> {
  return { ...page, items: summariesIn(script, page.items) };
}

function detailIn(script: Script, detail: BlogPostDetail): BlogPostDetail {
  return { ...textsIn(script, detail, DETAIL_TEXTS), html: htmlIn(script)(detail.html) };
}

function toSummary(row: SummaryRow, form: TextForm): BlogPostSummary {
  const summary = storedSummary(row);
  return form === 'stored' ? summary : summaryIn(form, summary);
}

function storedSummary(row: SummaryRow): BlogPostSummary {
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

const isPublished = eq(blogPosts.published, true);

/** The same order read backwards (the index scanned from its other end): oldest first. */
const oldestFirst = [asc(publishedAt), asc(blogPosts.createdAt), desc(blogPosts.slug)];

// ---------- Uncached queries (take a database) ----------

/** One page of the posts `where` selects, newest first, and how many it selects. */
async function queryPostPage(
  db: Database,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  form: TextForm,
): Promise<Page<BlogPostSummary>> {
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return pageOf(
    rows.map((row) => toSummary(row, form)),
    counted?.total ?? 0,
    page,
    pageSize,
  );
}

/**
 * One page of published posts, newest first, without their text: the /blog grid, or one
 * category's. A page past the last is empty (its `total` still counts every post).
 */
export async function queryPublishedPostPage(
  db: Database,
  page: number,
  category: BlogCategory | null = null,
  pageSize: number = BLOG_PAGE_SIZE,
  form: TextForm = 'lat',
): Promise<Page<BlogPostSummary>> {
  const where = and(isPublished, category ? eq(blogPosts.category, category) : undefined);
  return queryPostPage(db, where, page, pageSize, form);
}

/** The newest published posts (the sidebar, the feed), or the newest featured ones (/blog's lead, the home page). */
export async function queryNewestPosts(
  db: Database,
  limit: number,
  { featured = false, form = 'lat' }: { featured?: boolean; form?: TextForm } = {},
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublished, featured ? eq(blogPosts.featured, true) : undefined))
    .orderBy(...newestFirst)
    .limit(Math.max(0, limit));
  return rows.map((row) => toSummary(row, form));
}

/** Published posts per category (null: without one) and when the newest of them changed. */
export interface BlogStats {
  total: number;
  groups: { category: string | null; count: number; updatedAt: string }[];
}

/** One GROUP BY over the published posts: the sidebar's counts, the totals and the sitemap's dates. */
export async function queryBlogStats(db: Database): Promise<BlogStats> {
  const rows = await db
    .select({
      category: blogPosts.category,
      count: count(),
      updatedAt: sql<Date | string>`max(${blogPosts.updatedAt})`,
    })
    .from(blogPosts)
    .where(isPublished)
    .groupBy(blogPosts.category);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    groups: rows.map((row) => ({ category: row.category, count: row.count, updatedAt: iso(row.updatedAt) })),
  };
}

/** The categories that have published posts, with their counts, in the spec's order. */
export function categoriesOf(stats: BlogStats): CategoryCount[] {
  return categoryCounts(
    new Map(stats.groups.flatMap((group) => (group.category ? [[group.category, group.count] as const] : []))),
  );
}

/** One published post with its text rendered and sanitised; null for unknown slugs and drafts. */
export async function queryPublishedPost(
  db: Database,
  slug: string,
  form: TextForm = 'lat',
): Promise<BlogPostDetail | null> {
  if (!isValidSlug(slug)) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!row) return null;
  const detail: BlogPostDetail = {
    ...storedSummary(row),
    headerImageCaption: row.headerImageCaption,
    featuredImage: row.featuredImage,
    content: row.content,
    html: renderMarkedBlogContent(row.content),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    wordCount: countWords(row.content),
  };
  return form === 'stored' ? detail : detailIn(form, detail);
}

/** Up to `limit` other published posts of the post's category, newest first; none without a category. */
export async function queryRelatedPosts(
  db: Database,
  post: Pick<BlogPostSummary, 'slug' | 'category'>,
  limit: number = RELATED_POSTS_LIMIT,
  form: TextForm = 'lat',
): Promise<BlogPostSummary[]> {
  if (!post.category) return [];
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.category, post.category), ne(blogPosts.slug, post.slug)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toSummary(row, form));
}

/**
 * The published posts just before (older) and just after (newer) a post in the list's order, each
 * one row read from the order index starting at the post. The post's own dates are read in SQL (a
 * JavaScript date would drop the microseconds). Both null for a slug that is not published.
 */
export async function queryAdjacentPosts(db: Database, slug: string, form: TextForm = 'lat'): Promise<AdjacentPosts> {
  const at = sql`(select coalesce(c.publish_date, c.created_at) from ${blogPosts} c where c.slug = ${slug} and c.published)`;
  const created = sql`(select c.created_at from ${blogPosts} c where c.slug = ${slug} and c.published)`;
  const [older, newer] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(
        and(
          isPublished,
          sql`${publishedAt} <= ${at}`,
          sql`(${publishedAt} < ${at} or ${blogPosts.createdAt} < ${created} or (${blogPosts.createdAt} = ${created} and ${blogPosts.slug} > ${slug}))`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(1),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(
        and(
          isPublished,
          sql`${publishedAt} >= ${at}`,
          sql`(${publishedAt} > ${at} or ${blogPosts.createdAt} > ${created} or (${blogPosts.createdAt} = ${created} and ${blogPosts.slug} < ${slug}))`,
        ),
      )
      .orderBy(...oldestFirst)
      .limit(1),
  ]);
  return {
    previous: older[0] ? toSummary(older[0], form) : null,
    next: newer[0] ? toSummary(newer[0], form) : null,
  };
}

/**
 * One page of the published posts whose title, excerpt, text or tags have a word starting with
 * each word of the query, folded alike (`search_vector`, GIN index), newest first, with their
 * total. An empty page for a query without a word (blank, or only punctuation).
 *
 * Drafts' vectors are empty, so the match alone selects published posts. The planner prices a
 * prefix match in GIN above a scan of the table, not counting that the scan unpacks every post's
 * vector (10,000 posts: 260 ms against 16 ms), so the search turns sequential scans off for its
 * own transaction (docs/decisions/blog-search-plan.md).
 */
export async function querySearchPosts(
  db: Database,
  query: string,
  page = 1,
  pageSize: number = BLOG_PAGE_SIZE,
  form: TextForm = 'lat',
): Promise<Page<BlogPostSummary>> {
  const tsquery = searchTsQuery(query);
  if (!tsquery) return pageOf([], 0, page, pageSize);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const matches = sql`${blogPosts.searchVector} @@ to_tsquery('simple', ${tsquery})`;
    return queryPostPage(tx, matches, page, pageSize, form);
  });
}

/** The slugs of every published post (the proxy's set; a slug each, nothing else). */
export async function queryPublishedSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(isPublished);
  return rows.map((row) => row.slug);
}

/** A post's address and last change, for the sitemap. */
export interface SitemapPost {
  slug: string;
  updatedAt: string;
}

/** Published posts `offset` to `offset + limit - 1` in the list's order, slugs and dates only. */
export async function querySitemapPosts(db: Database, offset: number, limit: number): Promise<SitemapPost[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ slug: row.slug, updatedAt: iso(row.updatedAt) }));
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

/*
 * Each is a small entry of the data cache, tagged `blog_posts`. Keys are bounded: a page number
 * (at most MAX_PAGE) per category, a limit the code chooses, or a slug the database answered for.
 * Posts are kept as stored (foreign marks in) and converted to the page's script after reading.
 */

const readStats = cachedPublicRead(CACHE_TAGS.blogPosts, 'blog_posts:stats', async () => queryBlogStats(await getDb()));

/** Published posts per category, their total and dates (cached; deduplicated per request). */
export const getBlogStats = cache(async (): Promise<BlogStats> => readStats());

const readRecent = cachedPublicRead(CACHE_TAGS.blogPosts, 'blog_posts:recent', async () =>
  queryNewestPosts(await getDb(), RECENT_POSTS_LIMIT, { form: 'stored' }),
);

const readFeatured = cache(
  cachedPublicRead(CACHE_TAGS.blogPosts, 'blog_posts:featured', async (limit: number) =>
    queryNewestPosts(await getDb(), limit, { featured: true, form: 'stored' }),
  ),
);

/** One page of the grid, of every post or of one category (cached per page). */
const readPostPage = cache(
  cachedPublicRead(CACHE_TAGS.blogPosts, 'blog_posts:page', async (page: number, category: BlogCategory | null) =>
    queryPublishedPostPage(await getDb(), page, category, BLOG_PAGE_SIZE, 'stored'),
  ),
);

export interface FeaturedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  headerImage: string | null;
  headerImageAlt: string | null;
  publishDate: string | null;
}

/** Published, featured posts, newest first (the home page mixes them into its announcements). */
export async function listFeaturedPosts(limit: number, script: Script = 'lat'): Promise<FeaturedPost[]> {
  const posts = summariesIn(script, await readFeatured(Math.max(0, Math.floor(limit))));
  return posts.map(({ title, slug, excerpt, headerImage, headerImageAlt, publishDate }) => ({
    title,
    slug,
    excerpt,
    headerImage,
    headerImageAlt,
    publishDate,
  }));
}

export interface BlogIndex {
  /** One page of the grid (every published post, newest first). */
  posts: Page<BlogPostSummary>;
  /** The first (newest) post flagged featured. */
  featured: BlogPostSummary | null;
  recent: BlogPostSummary[];
  categories: CategoryCount[];
}

/** What one page of /blog shows: its page of the grid, and around it the same lead, sidebar and counts on every page. */
export async function getBlogIndex(page: number, script: Script): Promise<BlogIndex> {
  const [posts, featured, recent, stats] = await Promise.all([
    readPostPage(page, null),
    readFeatured(1),
    readRecent(),
    getBlogStats(),
  ]);
  return {
    posts: postPageIn(script, posts),
    featured: featured[0] ? summaryIn(script, featured[0]) : null,
    recent: summariesIn(script, recent),
    categories: categoriesOf(stats),
  };
}

/** One page of a category's published posts, newest first, with the category's total. */
export async function getCategoryPage(
  category: BlogCategory,
  page: number,
  script: Script,
): Promise<Page<BlogPostSummary>> {
  return postPageIn(script, await readPostPage(page, category));
}

const readFeed = cachedPublicRead(CACHE_TAGS.blogPosts, 'blog_posts:feed', async () =>
  queryNewestPosts(await getDb(), RSS_ITEM_LIMIT),
);

/** The feed's posts: the newest RSS_ITEM_LIMIT published, newest first (cached). */
export async function listFeedPosts(): Promise<BlogPostSummary[]> {
  return readFeed();
}

/** How many posts the sitemap reads per statement. */
const SITEMAP_READ_BATCH = 5_000;

/**
 * Published posts `offset` to `offset + limit - 1` for one sitemap file, slugs and dates only,
 * read in SQL pages of SITEMAP_READ_BATCH. Not a cached read: up to 50,000 entries are more than
 * a data cache entry holds; the sitemap's route is cached instead.
 */
export async function listSitemapPosts(offset: number, limit: number): Promise<SitemapPost[]> {
  const db = await getDb();
  const posts: SitemapPost[] = [];
  for (let start = offset; start < offset + limit; start += SITEMAP_READ_BATCH) {
    const batch = await querySitemapPosts(db, start, Math.min(SITEMAP_READ_BATCH, offset + limit - start));
    posts.push(...batch);
    if (batch.length < SITEMAP_READ_BATCH) break;
  }
  return posts;
}

const publishedSlugs = processMemo(CACHE_TAGS.blogPosts, 'blog_posts:slugs', async () => {
  return new Set(await queryPublishedSlugs(await getDb()));
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
 * A published post by slug, or null: the slug's own query answers (cached per slug, a miss too,
 * so the page rendered for a slug carries the `blog_posts` tag and turns into the post when it is
 * published). Random URLs could add an entry each, but `proxy.ts` answers them 404 first and
 * the route cache already holds a page per such URL; the entries are a few bytes in its LRU.
 */
const readPublishedPost = cachedPublicRead(CACHE_TAGS.blogPosts, 'blog_posts:post', async (slug: string) =>
  queryPublishedPost(await getDb(), slug, 'stored'),
);

export const getPublishedPost = cache(async (slug: string, script: Script): Promise<BlogPostDetail | null> => {
  const post = isValidSlug(slug) ? await readPublishedPost(slug) : null;
  return post && detailIn(script, post);
});

export interface PostSurroundings extends AdjacentPosts {
  related: BlogPostSummary[];
}

const readSurroundings = cachedPublicRead(
  CACHE_TAGS.blogPosts,
  'blog_posts:surroundings',
  async (slug: string, category: BlogCategory | null): Promise<PostSurroundings> => {
    const db = await getDb();
    const [related, adjacent] = await Promise.all([
      queryRelatedPosts(db, { slug, category }, RELATED_POSTS_LIMIT, 'stored'),
      queryAdjacentPosts(db, slug, 'stored'),
    ]);
    return { related, ...adjacent };
  },
);

/** Related posts (same category, up to 3) and the previous (older) and next (newer) post (cached per post). */
export async function getPostSurroundings(
  post: Pick<BlogPostSummary, 'slug' | 'category'>,
  script: Script,
): Promise<PostSurroundings> {
  const { related, previous, next } = await readSurroundings(post.slug, post.category);
  return {
    related: summariesIn(script, related),
    previous: previous && summaryIn(script, previous),
    next: next && summaryIn(script, next),
  };
}

/**
 * Search for /blog?q=…: one page of results with their total, from PostgreSQL. Not cached: the key
 * would be whatever visitors type, so a cache per query could be filled at will.
 */
export async function searchPosts(query: string, page: number, script: Script): Promise<Page<BlogPostSummary>> {
  await connection();
  return querySearchPosts(await getDb(), query, page, BLOG_PAGE_SIZE, script);
}
