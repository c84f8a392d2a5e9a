import 'server-only';

import type { Metadata } from 'next';

import { scriptPath, type Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';
import { SITE_LOCALE } from '@/lib/site/locale';

import { categoryLabel, postPath, type BlogCategory } from './categories';
import { blogListPath } from './posts';
import { DEFAULT_AUTHOR } from './format';
import { BLOG_DESCRIPTION, RSS_PATH } from './rss';
import type { BlogPostDetail, BlogPostSummary } from './types';

type JsonLdObject = Record<string, unknown>;

const BLOG_KEYWORDS = ['blog', 'preduzetništvo', 'startup', 'srbija', 'finansiranje', 'marketing', 'digitalizacija'];
const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg';
const DESCRIPTION_LENGTH = 160;

/**
 * The language of a page's structured data. Every address and text below is the page's own: a
 * Cyrillic page names Cyrillic pages (`/cir/blog/…`), the feed stays Latin.
 */
const CONTENT_LOCALE: Record<Script, string> = { lat: SITE_LOCALE, cir: 'sr-Cyrl-RS' };

function absolute(url: string): string {
  return new URL(url, `${getSiteConfig().url}/`).toString();
}

/** The feed link every blog page advertises. */
function withFeed(metadata: Metadata, script: Script): Metadata {
  const site = getSiteConfig();
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: RSS_PATH, title: textIn(script)(`Blog | ${site.name}`) }] },
    },
  };
}

const NOT_INDEXED = { index: false, follow: true } as const;

/**
 * /blog and its pages (`/blog/strana/2`, own canonical address each); a search result page is not
 * indexed (thin, endless variants) but its links are followed, nor is a page past the last one.
 */
export function blogIndexMetadata(script: Script, query: string, page = 1, empty = false): Metadata {
  const t = textIn(script);
  const metadata = withFeed(
    pageMetadata({
      title: t(page > 1 && !query ? `Blog – strana ${page}` : 'Blog'),
      description: t(BLOG_DESCRIPTION),
      keywords: BLOG_KEYWORDS.map(t),
      path: scriptPath(script, query ? '/blog' : blogListPath(page)),
    }),
    script,
  );
  if (query) return { ...metadata, title: t(`Pretraga: ${query}`), robots: NOT_INDEXED };
  return empty ? { ...metadata, robots: NOT_INDEXED } : metadata;
}

/** A category page (`page` > 1: `/blog/category/{category}/strana/{page}`); not indexed while it shows no post. */
export function categoryMetadata(
  script: Script,
  category: BlogCategory,
  count: number,
  page = 1,
  empty = count === 0,
): Metadata {
  const t = textIn(script);
  const name = categoryLabel(category);
  const metadata = withFeed(
    pageMetadata({
      title: t(page > 1 ? `${name} – Blog – strana ${page}` : `${name} – Blog`),
      description: t(`Članci iz kategorije ${name}: praktični saveti i iskustva preduzetnika iz naše zajednice.`),
      keywords: [name, ...BLOG_KEYWORDS].map(t),
      path: scriptPath(script, blogListPath(page, category)),
    }),
    script,
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
export function postMetadata(post: BlogPostDetail, script: Script = 'lat'): Metadata {
  const site = getSiteConfig();
  const title = post.metaTitle || post.title;
  const description = postDescription(post);
  const image = postSocialImage(post);
  const path = scriptPath(script, postPath(post.slug));
  const tags = post.tags.map(textIn(script));
  const base = pageMetadata({ title, description, keywords: tags, path, image });
  const url = `${site.url}${path}`;
  return withFeed(
    {
      ...base,
      authors: [{ name: post.author }],
      openGraph: {
        type: 'article',
        locale: 'sr_RS',
        siteName: textIn(script)(site.name),
        title,
        description,
        url,
        images: [{ url: image, alt: post.headerImageAlt || title }],
        publishedTime: post.publishDate,
        modifiedTime: post.updatedAt,
        section: post.category ? textIn(script)(categoryLabel(post.category)) : undefined,
        tags,
        authors: [post.author],
      },
    },
    script,
  );
}

/** BlogPosting structured data for a post page. */
export function blogPostingJsonLd(post: BlogPostDetail, script: Script): JsonLdObject {
  const site = getSiteConfig();
  const t = textIn(script);
  const url = `${site.url}${scriptPath(script, postPath(post.slug))}`;
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
      post.author === t(DEFAULT_AUTHOR)
        ? { '@type': 'Organization', name: post.author, url: site.url }
        : { '@type': 'Person', name: post.author },
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: CONTENT_LOCALE[script],
    articleSection: post.category ? t(categoryLabel(post.category)) : undefined,
    keywords: post.tags.length > 0 ? post.tags.map(t).join(', ') : undefined,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
    isPartOf: { '@type': 'Blog', name: t(`Blog | ${site.name}`), url: `${site.url}${scriptPath(script, '/blog')}` },
  };
}

/**
 * BreadcrumbList for the same trail the page shows (names and paths as the page shows them); the
 * last item is the page itself.
 */
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

/** Blog (or one category of it) with its posts, for list pages; `page` in the page's script, its path a site path. */
export function blogListJsonLd(
  page: { name: string; description: string; path: string },
  posts: BlogPostSummary[],
  script: Script,
): JsonLdObject {
  const site = getSiteConfig();
  // The readers hand authors over in the page's script.
  const defaultAuthor = textIn(script)(DEFAULT_AUTHOR);
  return {
    '@context': 'https://schema.org',
    '@type': page.path === '/blog' ? 'Blog' : 'CollectionPage',
    name: page.name,
    description: page.description,
    url: `${site.url}${scriptPath(script, page.path)}`,
    inLanguage: CONTENT_LOCALE[script],
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    [page.path === '/blog' ? 'blogPost' : 'hasPart']: posts.slice(0, 20).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${site.url}${scriptPath(script, postPath(post.slug))}`,
      datePublished: post.publishDate,
      dateModified: post.updatedAt,
      author: { '@type': post.author === defaultAuthor ? 'Organization' : 'Person', name: post.author },
      image: post.headerImage ? absolute(post.headerImage) : undefined,
    })),
  };
}
