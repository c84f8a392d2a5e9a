import 'server-only';

import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';
import { SITE_LOCALE } from '@/lib/site/locale';

import { postPath, type BlogCategory } from './categories';
import { blogListPath } from './posts';
import { DEFAULT_AUTHOR } from './format';
import { BLOG_DESCRIPTION, RSS_PATH } from './rss';
import type { BlogPostDetail, BlogPostSummary } from './types';

type JsonLdObject = Record<string, unknown>;

const BLOG_KEYWORDS = ['blog', 'preduzetništvo', 'startup', 'srbija', 'finansiranje', 'marketing', 'digitalizacija'];
const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg';
const DESCRIPTION_LENGTH = 160;

function absolute(url: string): string {
  return new URL(url, `${getSiteConfig().url}/`).toString();
}

/** The feed link every blog page advertises. */
function withFeed(metadata: Metadata): Metadata {
  const site = getSiteConfig();
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: RSS_PATH, title: `Blog | ${site.name}` }] },
    },
  };
}

const NOT_INDEXED = { index: false, follow: true } as const;

/**
 * /blog and its pages (`/blog/strana/2`, own canonical address each); a search result page is not
 * indexed (thin, endless variants) but its links are followed, nor is a page past the last one.
 */
export function blogIndexMetadata(query: string, page = 1, empty = false): Metadata {
  const metadata = withFeed(
    pageMetadata({
      title: page > 1 && !query ? `Blog – strana ${page}` : 'Blog',
      description: BLOG_DESCRIPTION,
      keywords: BLOG_KEYWORDS,
      path: query ? '/blog' : blogListPath(page),
    }),
  );
  if (query) return { ...metadata, title: `Pretraga: ${query}`, robots: NOT_INDEXED };
  return empty ? { ...metadata, robots: NOT_INDEXED } : metadata;
}

/** A category page (`page` > 1: `/blog/category/{category}/strana/{page}`); not indexed while it shows no post. */
export function categoryMetadata(category: BlogCategory, count: number, page = 1, empty = count === 0): Metadata {
  const metadata = withFeed(
    pageMetadata({
      title: page > 1 ? `${category} – Blog – strana ${page}` : `${category} – Blog`,
      description: `Članci iz kategorije ${category}: praktični saveti i iskustva preduzetnika iz naše zajednice.`,
      keywords: [category, ...BLOG_KEYWORDS],
      path: blogListPath(page, category),
    }),
  );
  // An empty category page has nothing to offer a search engine yet.
  return count === 0 || empty ? { ...metadata, robots: NOT_INDEXED } : metadata;
}

/** The description a post shows to search engines and social networks. */
export function postDescription(post: Pick<BlogPostDetail, 'metaDescription' | 'excerpt' | 'html'>): string {
  const text =
    post.metaDescription ||
    post.excerpt ||
    post.html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

/** Image for social previews: the share image, else a header image networks can show (not SVG). */
export function postSocialImage(post: Pick<BlogPostDetail, 'featuredImage' | 'headerImage'>): string {
  const candidates = [post.featuredImage, post.headerImage].filter((url): url is string => Boolean(url));
  return candidates.find((url) => !/\.svg(\?|#|$)/i.test(url)) ?? DEFAULT_SOCIAL_IMAGE;
}

/** Title, description, canonical URL, Open Graph article data and the feed link of a post. */
export function postMetadata(post: BlogPostDetail): Metadata {
  const site = getSiteConfig();
  const title = post.metaTitle || post.title;
  const description = postDescription(post);
  const image = postSocialImage(post);
  const base = pageMetadata({ title, description, keywords: post.tags, path: postPath(post.slug), image });
  const url = `${site.url}${postPath(post.slug)}`;
  return withFeed({
    ...base,
    authors: [{ name: post.author }],
    openGraph: {
      type: 'article',
      locale: 'sr_RS',
      siteName: site.name,
      title,
      description,
      url,
      images: [{ url: image, alt: post.headerImageAlt || title }],
      publishedTime: post.publishDate,
      modifiedTime: post.updatedAt,
      section: post.category ?? undefined,
      tags: post.tags,
      authors: [post.author],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  });
}

/** BlogPosting structured data for a post page. */
export function blogPostingJsonLd(post: BlogPostDetail): JsonLdObject {
  const site = getSiteConfig();
  const url = `${site.url}${postPath(post.slug)}`;
  const images = [post.featuredImage, post.headerImage]
    .filter((value): value is string => Boolean(value))
    .map(absolute);
  const organization = {
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: { '@type': 'ImageObject', url: absolute(site.logoUrl) },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title.slice(0, 110),
    description: postDescription(post),
    image: images.length > 0 ? images : [absolute(DEFAULT_SOCIAL_IMAGE)],
    datePublished: post.publishDate,
    dateModified: post.updatedAt,
    author:
      post.author === DEFAULT_AUTHOR
        ? { '@type': 'Organization', name: post.author, url: site.url }
        : { '@type': 'Person', name: post.author },
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: SITE_LOCALE,
    articleSection: post.category ?? undefined,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
    isPartOf: { '@type': 'Blog', name: `Blog | ${site.name}`, url: `${site.url}/blog` },
  };
}

/** BreadcrumbList for the same trail the page shows; the last item is the page itself. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLdObject {
  const site = getSiteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.url}${item.path === '/' ? '' : item.path}`,
    })),
  };
}

/** Blog (or one category of it) with its posts, for list pages. */
export function blogListJsonLd(
  page: { name: string; description: string; path: string },
  posts: BlogPostSummary[],
): JsonLdObject {
  const site = getSiteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': page.path === '/blog' ? 'Blog' : 'CollectionPage',
    name: page.name,
    description: page.description,
    url: `${site.url}${page.path}`,
    inLanguage: SITE_LOCALE,
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    [page.path === '/blog' ? 'blogPost' : 'hasPart']: posts.slice(0, 20).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${site.url}${postPath(post.slug)}`,
      datePublished: post.publishDate,
      dateModified: post.updatedAt,
      author: { '@type': post.author === DEFAULT_AUTHOR ? 'Organization' : 'Person', name: post.author },
      image: post.headerImage ? absolute(post.headerImage) : undefined,
    })),
  };
}
