import { describe, expect, it } from 'vitest';

import { categoryFromParam, categoryPath } from '@/lib/blog/categories';
import { adjacentPosts, categoryCounts, relatedPosts } from '@/lib/blog/posts';
import { buildRssFeed, escapeXml } from '@/lib/blog/rss';
import { blogSitemapEntries } from '@/lib/blog/sitemap';
import type { BlogPostSummary } from '@/lib/blog/types';

function post(slug: string, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: slug,
    title: `Naslov ${slug}`,
    slug,
    excerpt: null,
    category: 'Marketing & Prodaja',
    author: 'Tim zajednice',
    featured: false,
    headerImage: null,
    headerImageAlt: null,
    tags: [],
    publishDate: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-02T09:00:00.000Z',
    readTime: 2,
    ...overrides,
  };
}

describe('RSS feed', () => {
  it('escapes XML in titles, excerpts and categories', () => {
    const feed = buildRssFeed([post('a', { title: 'A & B <c>', excerpt: '"navodnici" i \'apostrof\'' })], {
      url: 'https://primer.rs',
      name: 'Mreža',
    });
    expect(feed).toContain('<title>A &amp; B &lt;c&gt;</title>');
    expect(feed).toContain('<description>&quot;navodnici&quot; i &apos;apostrof&apos;</description>');
    expect(feed).toContain(
      '<category domain="https://primer.rs/blog/category/Marketing%20%26%20Prodaja">Marketing &amp; Prodaja</category>',
    );
    expect(feed).toContain('<link>https://primer.rs/blog/a</link>');
    expect(feed).toContain('<pubDate>Thu, 01 Jan 2026 09:00:00 GMT</pubDate>');
  });

  it('is an empty but valid channel without posts', () => {
    const feed = buildRssFeed([], { url: 'https://primer.rs', name: 'Mreža' });
    expect(feed).toContain('<channel>');
    expect(feed).not.toContain('<item>');
  });

  it('escapeXml covers the five special characters', () => {
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

describe('categories in URLs', () => {
  it('URL-encodes the category name', () => {
    expect(categoryPath('Preduzetništvo & Startup')).toBe('/blog/category/Preduzetni%C5%A1tvo%20%26%20Startup');
  });

  it('reads a category back from an encoded or decoded parameter, and nothing else', () => {
    expect(categoryFromParam('Preduzetni%C5%A1tvo%20%26%20Startup')).toBe('Preduzetništvo & Startup');
    expect(categoryFromParam('Preduzetništvo & Startup')).toBe('Preduzetništvo & Startup');
    expect(categoryFromParam('Nepostojeća')).toBeNull();
    expect(categoryFromParam('%E0%A4%A')).toBeNull();
  });
});

describe('list helpers', () => {
  const posts = [
    post('d', { publishDate: '2026-04-01T00:00:00.000Z' }),
    post('c', { category: 'Razvoj karijere', publishDate: '2026-03-01T00:00:00.000Z' }),
    post('b', { publishDate: '2026-02-01T00:00:00.000Z' }),
    post('a', { category: null, publishDate: '2026-01-01T00:00:00.000Z' }),
  ] as const;

  it('related posts share the category and exclude the post', () => {
    expect(relatedPosts(posts, posts[0]).map((item) => item.slug)).toEqual(['b']);
    expect(relatedPosts(posts, posts[3])).toEqual([]);
  });

  it('previous is older, next is newer', () => {
    expect(adjacentPosts(posts, 'c')).toEqual({ previous: posts[2], next: posts[0] });
  });

  it('counts categories in the spec order, leaving out empty and missing ones', () => {
    expect(categoryCounts(posts)).toEqual([
      { category: 'Marketing & Prodaja', count: 2 },
      { category: 'Razvoj karijere', count: 1 },
    ]);
  });

  it('sitemap lists the blog, each post and each non-empty category', () => {
    expect(blogSitemapEntries(posts, 'https://primer.rs').map((entry) => entry.url)).toEqual([
      'https://primer.rs/blog',
      'https://primer.rs/blog/d',
      'https://primer.rs/blog/c',
      'https://primer.rs/blog/b',
      'https://primer.rs/blog/a',
      'https://primer.rs/blog/category/Marketing%20%26%20Prodaja',
      'https://primer.rs/blog/category/Razvoj%20karijere',
    ]);
  });
});
