import { sitemapFileIndex } from '@/lib/blog/sitemap';
import { sitemapFileXml } from '@/lib/blog/sitemap-files';

interface SitemapFileContext {
  params: Promise<{ part: string }>;
}

/** Each file is rendered on its first request, then served from the route cache (like a post). */
export function generateStaticParams(): { part: string }[] {
  return [];
}

/** `/sitemap/{n}.xml`: one file of a sitemap index (at most 50,000 addresses); 404 past the last. */
export async function GET(_request: Request, { params }: SitemapFileContext): Promise<Response> {
  const index = sitemapFileIndex((await params).part);
  const xml = index === null ? null : await sitemapFileXml(index);
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
