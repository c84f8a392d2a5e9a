import { describe, expect, it } from 'vitest';

import {
  cleanQuery,
  escapeLike,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  searchTerms,
  searchTsQuery,
} from '@/lib/blog/search';

describe('query clean-up', () => {
  it('trims, collapses whitespace and takes the first value of a repeated parameter', () => {
    expect(cleanQuery('  prvi \n  kupci ')).toBe('prvi kupci');
    expect(cleanQuery(['jedan', 'dva'])).toBe('jedan');
    expect(cleanQuery(undefined)).toBe('');
  });

  it('cuts very long input', () => {
    expect(cleanQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('splits into distinct normalised terms', () => {
    expect(searchTerms('Ćevapi  CEVAPI đak')).toEqual(['cevapi', 'djak']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('the query sent to to_tsquery', () => {
  it('makes every folded word a prefix, all required', () => {
    expect(searchTsQuery('Ćevapi poslovni')).toBe('cevapi:* & poslovni:*');
    expect(searchTsQuery('ДОО')).toBe('doo:*');
    expect(searchTsQuery('Đorđe')).toBe('djordje:*');
    expect(searchTsQuery('cevapi CEVAPI')).toBe('cevapi:*');
  });

  it('splits on anything but letters and digits, so no tsquery or LIKE syntax gets through', () => {
    expect(searchTerms('roštiljnica%lanac')).toEqual(['rostiljnica', 'lanac']);
    expect(searchTerms("a&b|c!d:e(f)g'h")).toEqual('abcdefgh'.split(''));
    expect(searchTerms('i*j<k>l-m"n\\o')).toEqual('ijklmno'.split(''));
    expect(searchTsQuery('100% domaće')).toBe('100:* & domace:*');
    for (const typed of ['%', '&', '|', '!', ':', '(', ')', ':*', "'", '&|!', '   '])
      expect(searchTsQuery(typed), typed).toBeNull();
  });

  it('keeps at most MAX_QUERY_TERMS words', () => {
    const words = Array.from({ length: MAX_QUERY_TERMS + 3 }, (_, index) => `rec${index}`);
    expect(searchTerms(words.join(' '))).toHaveLength(MAX_QUERY_TERMS);
  });
});
