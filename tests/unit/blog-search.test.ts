import { describe, expect, it } from 'vitest';

import { foldSearchText } from '@/lib/format/fold';
import { cleanQuery, escapeLike, matchingEntries, MAX_QUERY_LENGTH, searchTerms } from '@/lib/blog/search';

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

describe('matchingEntries', () => {
  const entries = ['Ćevapi kao poslovni model', 'Đak i startap', 'Porez za preduzetnike'].map((title) => ({
    item: title,
    text: foldSearchText(title),
  }));

  it('keeps the entries that contain every word of the query, in their order, ignoring case and diacritics', () => {
    expect(matchingEntries(entries, 'CEVAPI model')).toEqual(['Ćevapi kao poslovni model']);
    expect(matchingEntries(entries, 'djak')).toEqual(['Đak i startap']);
    expect(matchingEntries(entries, 'a')).toEqual([
      'Ćevapi kao poslovni model',
      'Đak i startap',
      'Porez za preduzetnike',
    ]);
    expect(matchingEntries(entries, 'cevapi porez')).toEqual([]);
  });

  it('finds nothing for a blank query and matches % and _ literally', () => {
    expect(matchingEntries(entries, '   ')).toEqual([]);
    expect(matchingEntries(entries, '%')).toEqual([]);
    expect(matchingEntries([{ item: '100%', text: foldSearchText('100% domaće') }], '100%')).toEqual(['100%']);
  });
});
