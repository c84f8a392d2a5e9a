import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { blogListPath, blogSearchHref, pageFromSegment } from '@/lib/blog/posts';
import { MAX_PAGE } from '@/lib/site/paging';
import { config } from '@/proxy';

describe('blog page addresses', () => {
  it('gives pages after the first a path of their own, in the blog or a category', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(2)).toBe('/blog/strana/2');
    expect(blogListPath(1, 'Marketing & Prodaja')).toBe('/blog/category/Marketing%20%26%20Prodaja');
    expect(blogListPath(3, 'Marketing & Prodaja')).toBe('/blog/category/Marketing%20%26%20Prodaja/strana/3');
  });

  it('reads a page number from a path segment only when written plainly and within MAX_PAGE', () => {
    expect(pageFromSegment('1')).toBe(1);
    expect(pageFromSegment('27')).toBe(27);
    expect(pageFromSegment(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of ['0', '02', '-1', '1.5', 'abc', '', ' 2', String(MAX_PAGE + 1), '9999999'])
      expect(pageFromSegment(bad), bad).toBeNull();
  });

  it('sends search pages to the search page itself, keeping the query', () => {
    expect(blogSearchHref('ćevapi & co', 1)).toBe('/blog-pretraga?q=%C4%87evapi+%26+co');
    expect(blogSearchHref('startup', 3)).toBe('/blog-pretraga?q=startup&strana=3');
  });

  it('runs proxy.ts on /blog?strana=N (rewritten to its cached page) and on the page paths', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(runs('/blog?strana=2')).toBe(true);
    expect(runs('/blog/strana/2')).toBe(true);
    expect(runs('/blog/category/Marketing%20%26%20Prodaja/strana/2')).toBe(true);
    expect(runs('/blog')).toBe(false);
    expect(runs('/blog?utm_source=x')).toBe(false);
  });
});
