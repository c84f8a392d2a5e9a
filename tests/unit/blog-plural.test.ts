import { describe, expect, it } from 'vitest';

import { formatArticleCount, formatReadTimeLong, pluralSr } from '@/lib/blog/plural';

describe('article count in Serbian plural', () => {
  it.each([
    [0, '0 članaka'],
    [1, '1 članak'],
    [2, '2 članka'],
    [3, '3 članka'],
    [4, '4 članka'],
    [5, '5 članaka'],
    [11, '11 članaka'],
    [12, '12 članaka'],
    [14, '14 članaka'],
    [21, '21 članak'],
    [22, '22 članka'],
    [24, '24 članka'],
    [25, '25 članaka'],
    [101, '101 članak'],
    [111, '111 članaka'],
    [112, '112 članaka'],
    [122, '122 članka'],
  ])('%i → %s', (count, text) => {
    expect(formatArticleCount(count)).toBe(text);
  });

  it('uses the same rule for any word', () => {
    const forms = ['minut', 'minuta', 'minuta'] as const;
    expect(pluralSr(1, forms)).toBe('minut');
    expect(formatReadTimeLong(21)).toBe('21 minut čitanja');
    expect(formatReadTimeLong(3)).toBe('3 minuta čitanja');
  });
});
