import { describe, expect, it } from 'vitest';

import { categoryFromParam, categoryPath } from '@/lib/blog/categories';
import { categoryCounts } from '@/lib/blog/posts';
import { buildRssFeed, escapeXml } from '@/lib/blog/rss';
import {
  fixedSitemapEntries,
  postSitemapEntry,
  sitemapFileCount,
  sitemapFileIndex,
  sitemapFileRange,
  sitemapIndexXml,
  SITEMAP_PAGE_LIMIT,
  SITEMAP_URL_LIMIT,
  urlsetXml,
} from '@/lib/blog/sitemap';
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
  it('counts categories in the spec order, leaving out empty and missing ones', () => {
    expect(
      categoryCounts(
        new Map([
          ['Razvoj karijere', 1],
          ['Marketing & Prodaja', 2],
          ['Finansiranje & Grantovi', 0],
        ]),
      ),
    ).toEqual([
      { category: 'Marketing & Prodaja', count: 2 },
      { category: 'Razvoj karijere', count: 1 },
    ]);
  });
});

describe('sitemap', () => {
  const stats = {
    total: 4,
    groups: [
      { category: 'Marketing & Prodaja', count: 2, updatedAt: '2026-04-02T00:00:00.000Z' },
      { category: 'Razvoj karijere', count: 1, updatedAt: '2026-03-02T00:00:00.000Z' },
      { category: null, count: 1, updatedAt: '2026-05-02T00:00:00.000Z' },
    ],
  };

  it('lists the pages, the blog (dated by its newest change) and each non-empty category, once each', () => {
    const entries = fixedSitemapEntries(['/', '/events', '/blog'], stats, 'https://primer.rs');
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://primer.rs',
      'https://primer.rs/events',
      'https://primer.rs/blog',
      'https://primer.rs/blog/category/Marketing%20%26%20Prodaja',
      'https://primer.rs/blog/category/Razvoj%20karijere',
    ]);
    const withoutBlogPage = fixedSitemapEntries(['/'], stats, 'https://primer.rs');
    expect(withoutBlogPage[1]).toMatchObject({
      url: 'https://primer.rs/blog',
      lastModified: '2026-05-02T00:00:00.000Z',
    });
    expect(withoutBlogPage[2]?.lastModified).toBe('2026-04-02T00:00:00.000Z');
    expect(postSitemapEntry({ slug: 'a', updatedAt: '2026-01-01T00:00:00.000Z' }, 'https://primer.rs')).toMatchObject({
      url: 'https://primer.rs/blog/a',
      lastModified: '2026-01-01T00:00:00.000Z',
    });
  });

  it('stays one file up to the limit and splits beyond it, each file at most the limit', () => {
    // Each page is two addresses, one per script: 1,000 pages fill the 2,000 addresses of a file.
    expect(SITEMAP_PAGE_LIMIT * 2).toBe(SITEMAP_URL_LIMIT);
    expect(sitemapFileCount(10, 990)).toBe(1);
    expect(sitemapFileCount(10, 991)).toBe(2);
    // 10,000 posts: an index of eleven files, each within the route cache's reach.
    expect(sitemapFileCount(30, 10_000)).toBe(11);
    expect(sitemapFileCount(0, 0)).toBe(1);
    // 3 fixed addresses and 8 posts in files of 4: [f f f p0] [p1 p2 p3 p4] [p5 p6 p7]
    expect(sitemapFileCount(3, 8, 4)).toBe(3);
    expect(sitemapFileRange(0, 3, 4)).toEqual({ fixed: { start: 0, end: 3 }, posts: { offset: 0, limit: 1 } });
    expect(sitemapFileRange(1, 3, 4)).toEqual({ fixed: { start: 3, end: 3 }, posts: { offset: 1, limit: 4 } });
    expect(sitemapFileRange(2, 3, 4)).toEqual({ fixed: { start: 3, end: 3 }, posts: { offset: 5, limit: 4 } });
    // More fixed addresses than a file holds.
    expect(sitemapFileRange(0, 6, 4)).toEqual({ fixed: { start: 0, end: 4 }, posts: { offset: 0, limit: 0 } });
    expect(sitemapFileRange(1, 6, 4)).toEqual({ fixed: { start: 4, end: 6 }, posts: { offset: 0, limit: 2 } });
  });

  it('reads a file number from its address only when written plainly', () => {
    expect(sitemapFileIndex('0.xml')).toBe(0);
    expect(sitemapFileIndex('12.xml')).toBe(12);
    for (const bad of ['01.xml', '1', 'a.xml', '1.xml.xml', '-1.xml', '99999.xml'])
      expect(sitemapFileIndex(bad), bad).toBeNull();
  });

  it('writes escaped XML: a url set and an index', () => {
    const xml = urlsetXml([{ url: 'https://primer.rs/blog/category/A%20%26%20B?x=1&y=2', priority: 0.5 }]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://primer.rs/blog/category/A%20%26%20B?x=1&amp;y=2</loc>');
    expect(xml).toContain('<priority>0.5</priority>');
    const index = sitemapIndexXml(['https://primer.rs/sitemap/0.xml', 'https://primer.rs/sitemap/1.xml']);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
    expect(index).toContain('<loc>https://primer.rs/sitemap/1.xml</loc>');
  });

  it('lists each page in both scripts, each address naming the other as its alternate', () => {
    const xml = urlsetXml([{ url: 'https://primer.rs' }, { url: 'https://primer.rs/blog/a' }]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://primer.rs</loc>');
    expect(xml).toContain('<loc>https://primer.rs/cir</loc>');
    expect(xml).toContain('<loc>https://primer.rs/cir/blog/a</loc>');
    const cyrillicPost = xml.split('<url>').find((url) => url.includes('<loc>https://primer.rs/cir/blog/a</loc>'));
    expect(cyrillicPost).toContain('<xhtml:link rel="alternate" hreflang="sr-Latn" href="https://primer.rs/blog/a"/>');
    expect(cyrillicPost).toContain(
      '<xhtml:link rel="alternate" hreflang="sr-Cyrl" href="https://primer.rs/cir/blog/a"/>',
    );
  });
});
