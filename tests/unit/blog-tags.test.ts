import { describe, expect, it } from 'vitest';

import { normalizeTags, visibleTags } from '@/lib/blog/tags';

describe('card tags: up to 3 plus a +N counter', () => {
  it.each([
    [[], [], 0],
    [['a'], ['a'], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], 3],
  ])('%j → shown %j, +%i', (tags, shown, hidden) => {
    expect(visibleTags(tags)).toEqual({ shown, hidden });
  });

  it('honours another limit', () => {
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], hidden: 2 });
    expect(visibleTags(['a', 'b'], 0)).toEqual({ shown: [], hidden: 2 });
  });
});

describe('normalizeTags', () => {
  it('drops empty and repeated tags and keeps the order', () => {
    expect(normalizeTags([' Startup ', '', 'srbija', 'startup', '  ', 'Događaji'])).toEqual([
      'startup',
      'srbija',
      'događaji',
    ]);
  });
});
