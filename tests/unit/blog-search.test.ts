import { describe, expect, it } from 'vitest';

import { cleanQuery, escapeLike, FOLD_FROM, FOLD_TO, MAX_QUERY_LENGTH, normalizeSearchText, searchTerms } from '@/lib/blog/search';

describe('normalizeSearchText', () => {
  it('folds Serbian letters and case: "Ćevapi" and "cevapi" meet', () => {
    expect(normalizeSearchText('Ćevapi')).toBe('cevapi');
    expect(normalizeSearchText('ČAČAK, žito, šuma')).toBe('cacak, zito, suma');
  });

  it('spells đ and Đ as dj', () => {
    expect(normalizeSearchText('Đurđevdan')).toBe('djurdjevdan');
  });

  it('has a fold table the SQL side can use letter for letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(FOLD_TO).toMatch(/^[a-zA-Z]+$/);
  });
});

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
