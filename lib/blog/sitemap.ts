import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { SCRIPT_LANG, SCRIPTS, scriptPath } from '@/lib/i18n/script';

import { categoryPath, postPath } from './categories';
import { escapeXml } from './rss';

/*
 * /sitemap.xml: the site's pages, the blog, its categories and every published post, each page at
 * its address in both scripts with the other as its `hreflang` alternate (docs/i18n.md). Posts are
 * the part that grows, so the file is planned by counts: up to SITEMAP_URL_LIMIT addresses it is
 * one `<urlset>`; beyond, /sitemap.xml becomes a `<sitemapindex>` of `/sitemap/0.xml`,
 * `/sitemap/1.xml`, … with at most SITEMAP_URL_LIMIT each. Each file reads only its own posts, in
 * SQL pages (lib/data/blog.ts `listSitemapPosts`).
 */

/**
 * Most addresses in one sitemap file: a twenty-fifth of the protocol's 50,000 (sitemaps.org), so
 * a file stays near 400 kB. At 10,000 posts one file of 1.8 MB served a tenth of the index's rate
 * to crawlers (issue 47); small files cost a crawler one more request per 2,000 addresses.
 */
export const SITEMAP_URL_LIMIT = 2_000;

/** Most pages in one sitemap file: each is listed once per script. */
export const SITEMAP_PAGE_LIMIT = SITEMAP_URL_LIMIT / SCRIPTS.length;

/** A page of the sitemap; `url` is its Latin address, the Cyrillic one is made from it. */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** The blog's published posts counted per category (null: without one) with the newest change of each. */
export interface BlogSitemapStats {
  total: number;
  groups: { category: string | null; count: number; updatedAt: string }[];
}

function newest(dates: string[]): string | undefined {
  return dates.reduce<string | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);
}

/**
 * The sitemap's addresses other than posts: the site's pages, then the blog index (last modified:
 * its newest change) and every category that has published posts (empty ones are not worth a
 * crawl). A path listed among the pages is not listed twice.
 */
export function fixedSitemapEntries(
  pages: readonly string[],
  stats: BlogSitemapStats,
  siteUrl: string,
): SitemapEntry[] {
  const site: SitemapEntry[] = pages.map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path === '/events' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const updated = new Map(stats.groups.map((group) => [group.category, group]));
  const blog: SitemapEntry[] = [
    {
      url: `${siteUrl}/blog`,
      lastModified: newest(stats.groups.map((group) => group.updatedAt)),
      changeFrequency: 'daily',
      priority: 0.8,
    },
    ...BLOG_CATEGORIES.filter((category) => (updated.get(category)?.count ?? 0) > 0).map((category) => ({
      url: `${siteUrl}${categoryPath(category)}`,
      lastModified: updated.get(category)?.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
  ];
  return [...site, ...blog.filter((entry) => !site.some((page) => page.url === entry.url))];
}

/** A post's entry (last modified = its last update). */
export function postSitemapEntry(post: { slug: string; updatedAt: string }, siteUrl: string): SitemapEntry {
  return {
    url: `${siteUrl}${postPath(post.slug)}`,
    lastModified: post.updatedAt,
    changeFrequency: 'monthly',
    priority: 0.6,
  };
}

/** How many files the sitemap needs: 1 while everything fits in one. */
export function sitemapFileCount(fixedCount: number, postCount: number, limit = SITEMAP_PAGE_LIMIT): number {
  return Math.max(1, Math.ceil((fixedCount + postCount) / limit));
}

/**
 * What file `index` (from 0) holds: addresses `index × limit` onwards, the fixed ones first, then
 * the posts in the blog's order. `posts` is the range of posts to read.
 */
export function sitemapFileRange(
  index: number,
  fixedCount: number,
  limit = SITEMAP_PAGE_LIMIT,
): { fixed: { start: number; end: number }; posts: { offset: number; limit: number } } {
  const start = index * limit;
  const end = start + limit;
  const fixed = { start: Math.min(start, fixedCount), end: Math.min(end, fixedCount) };
  const firstPost = Math.max(start, fixedCount);
  return { fixed, posts: { offset: firstPost - fixedCount, limit: Math.max(0, end - firstPost) } };
}

/** The address of sitemap file `index` listed in the index. */
export function sitemapFilePath(index: number): string {
  return `/sitemap/${index}.xml`;
}

/** The file index a `/sitemap/{part}` segment names (`3.xml`), or null. */
export function sitemapFileIndex(segment: string): number | null {
  const match = /^(0|[1-9]\d{0,3})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A page's address in each script, from its Latin one (kept as written). */
function scriptAddresses(url: string): { script: (typeof SCRIPTS)[number]; url: string }[] {
  const { origin, pathname, search } = new URL(url);
  return SCRIPTS.map((script) => ({
    script,
    url: script === 'lat' ? url : `${origin}${scriptPath(script, `${pathname}${search}`)}`,
  }));
}

/** A `<urlset>` document: each entry once per script, each naming both. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const addresses = scriptAddresses(entry.url);
    const alternates = addresses.map(
      ({ script, url }) => `<xhtml:link rel="alternate" hreflang="${SCRIPT_LANG[script]}" href="${escapeXml(url)}"/>`,
    );
    return addresses.map(({ url }) =>
      [
        '<url>',
        `<loc>${escapeXml(url)}</loc>`,
        ...alternates,
        entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '',
        entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
        entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '',
        '</url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  });
  return [XML_HEAD, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` of the given absolute file addresses. */
export function sitemapIndexXml(files: readonly string[]): string {
  const items = files.map((file) => `<sitemap>\n<loc>${escapeXml(file)}</loc>\n</sitemap>`);
  return [XML_HEAD, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...items, '</sitemapindex>', ''].join('\n');
}
