import type { MetadataRoute } from 'next';

import { categoryPath, postPath } from './categories';
import { categoryCounts } from './posts';
import type { BlogPostSummary } from './types';

/**
 * Sitemap entries of the blog: the index, every published post (last modified = its update) and
 * every category that has published posts (empty category pages are not worth a crawl).
 */
export function blogSitemapEntries(posts: readonly BlogPostSummary[], siteUrl: string): MetadataRoute.Sitemap {
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  return [
    { url: `${siteUrl}/blog`, lastModified: newest, changeFrequency: 'daily', priority: 0.8 },
    ...posts.map((post) => ({
      url: `${siteUrl}${postPath(post.slug)}`,
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...categoryCounts(posts).map(({ category }) => ({
      url: `${siteUrl}${categoryPath(category)}`,
      lastModified: posts.find((post) => post.category === category)?.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
  ];
}
