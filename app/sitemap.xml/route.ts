import { sitemapXml } from '@/lib/blog/sitemap-files';

/**
 * The sitemap: one `<urlset>` up to 50,000 addresses, a `<sitemapindex>` of /sitemap/{n}.xml
 * beyond (lib/blog/sitemap.ts). Built from cached reads, so it is kept in the route cache and
 * regenerated when posts change.
 */
export async function GET(): Promise<Response> {
  return new Response(await sitemapXml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
