import { buildRssFeed } from '@/lib/blog/rss';
import { listFeedPosts } from '@/lib/data/blog';
import { getSiteConfig } from '@/lib/site/config';

/** RSS 2.0 feed of the newest published posts, read alone (RSS_ITEM_LIMIT of them, one cached query). */
export async function GET(): Promise<Response> {
  const posts = await listFeedPosts();
  const site = getSiteConfig();
  return new Response(buildRssFeed(posts, { url: site.url, name: site.name }), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
