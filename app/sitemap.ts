import type { MetadataRoute } from 'next';

import { blogSitemapEntries } from '@/lib/blog/sitemap';
import { listPublishedPosts } from '@/lib/data/blog';
import { getSiteConfig } from '@/lib/site/config';
import { PUBLIC_ROUTES } from '@/lib/site/navigation';

/** Rendered per request (the blog read calls `connection()`), so `next build` never opens the database. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getSiteConfig();
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((path) => ({
    url: `${site.url}${path === '/' ? '' : path}`,
    changeFrequency: path === '/events' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const blog = blogSitemapEntries(await listPublishedPosts(), site.url).filter(
    (entry) => !pages.some((page) => page.url === entry.url),
  );
  return [...pages, ...blog];
}
