import { describe, expect, it } from 'vitest';

import { MAX_PAGE, pageHref, pageNumberFrom, pageOf, pagerNumbers, pageWindow } from '@/lib/site/paging';

describe('list paging', () => {
  it('reads a page number from the URL and anything else as page 1', () => {
    expect(pageNumberFrom('3')).toBe(3);
    expect(pageNumberFrom(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '2e3', ' 2', String(MAX_PAGE + 1), '9999999']) {
      expect(pageNumberFrom(bad)).toBe(1);
    }
  });

  it('turns a page into limit and offset and counts pages from the total', () => {
    expect(pageWindow(1, 12)).toEqual({ limit: 12, offset: 0 });
    expect(pageWindow(3, 12)).toEqual({ limit: 12, offset: 24 });
    expect(pageOf([], 0, 1, 12).pageCount).toBe(1);
    expect(pageOf([], 25, 1, 12).pageCount).toBe(3);
    expect(pageOf([], 24, 1, 12).pageCount).toBe(2);
  });

  it('keeps the filters in the address and gives page 1 one address', () => {
    expect(pageHref('/blog', { q: 'startap', strana: '4' }, 2)).toBe('/blog?q=startap&strana=2');
    expect(pageHref('/blog', { q: 'startap', strana: '4' }, 1)).toBe('/blog?q=startap');
    expect(pageHref('/blog', { q: undefined }, 1)).toBe('/blog');
  });

  it('links the first, the last and the neighbours of the current page', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 5)).toEqual([1, 2, null, 5]);
    expect(pagerNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerNumbers(10, 10)).toEqual([1, null, 9, 10]);
    expect(pagerNumbers(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
