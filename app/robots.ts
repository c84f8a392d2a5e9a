import type { MetadataRoute } from 'next';

import { getSiteConfig } from '@/lib/site/config';

export default function robots(): MetadataRoute.Robots {
  const site = getSiteConfig();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/members', '/auth'] }],
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
