import type { MetadataRoute } from 'next';

import { getSiteConfig } from '@/lib/site/config';
import { PUBLIC_ROUTES } from '@/lib/site/navigation';

export default function sitemap(): MetadataRoute.Sitemap {
  const site = getSiteConfig();
  return PUBLIC_ROUTES.map((path) => ({
    url: `${site.url}${path === '/' ? '' : path}`,
    changeFrequency: path === '/events' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
