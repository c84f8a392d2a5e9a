import 'server-only';

import type { Metadata } from 'next';

import { getSiteConfig } from '@/lib/site/config';

export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  /** Path of the page, e.g. '/about'; the canonical URL is built from SITE_URL. */
  path: string;
  image?: string;
}

/** Title, description, keywords, canonical URL and Open Graph for one page. */
export function pageMetadata({
  title,
  description,
  keywords,
  path,
  image = '/images/og-default.jpg',
}: PageSeo): Metadata {
  const site = getSiteConfig();
  const url = `${site.url}${path === '/' ? '' : path}` || site.url;
  return {
    metadataBase: new URL(site.url),
    title: path === '/' ? { absolute: title } : title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'sr_RS',
      siteName: site.name,
      title,
      description,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: site.name }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
