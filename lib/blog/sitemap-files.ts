import 'server-only';

import { getBlogStats, listSitemapPosts } from '@/lib/data/blog';
import { getSiteConfig } from '@/lib/site/config';
import { PUBLIC_ROUTES } from '@/lib/site/navigation';

import {
  fixedSitemapEntries,
  postSitemapEntry,
  SITEMAP_PAGE_LIMIT,
  sitemapFileCount,
  sitemapFilePath,
  sitemapFileRange,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap';

/*
 * The sitemap's files, from counts and SQL pages (see lib/blog/sitemap.ts). The routes
 * (app/sitemap.xml, app/sitemap/[part]) are served from the route cache: the counts are a cached
 * read tagged `blog_posts`, so a post published or removed regenerates them.
 */

async function plan() {
  const site = getSiteConfig();
  const stats = await getBlogStats();
  const fixed = fixedSitemapEntries(PUBLIC_ROUTES, stats, site.url);
  return { site, fixed, files: sitemapFileCount(fixed.length, stats.total) };
}

/** File `index` (from 0) as a `<urlset>`, or null when there is no such file. */
export async function sitemapFileXml(index: number, limit = SITEMAP_PAGE_LIMIT): Promise<string | null> {
  const { site, fixed, files } = await plan();
  if (index < 0 || index >= files) return null;
  const range = sitemapFileRange(index, fixed.length, limit);
  const posts = range.posts.limit > 0 ? await listSitemapPosts(range.posts.offset, range.posts.limit) : [];
  return urlsetXml([
    ...fixed.slice(range.fixed.start, range.fixed.end),
    ...posts.map((post) => postSitemapEntry(post, site.url)),
  ]);
}

/** /sitemap.xml: every address while they fit in one file, else the index of the files. */
export async function sitemapXml(): Promise<string> {
  const { site, files } = await plan();
  if (files > 1) {
    return sitemapIndexXml(Array.from({ length: files }, (_, index) => `${site.url}${sitemapFilePath(index)}`));
  }
  return (await sitemapFileXml(0)) ?? urlsetXml([]);
}
