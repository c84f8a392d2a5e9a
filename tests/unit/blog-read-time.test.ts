import { describe, expect, it } from 'vitest';

import { countWords, readTimeMinutes } from '@/lib/blog/read-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `reč${i}`).join(' ');

describe('read time = words / 200, rounded up', () => {
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words take %i min', (count, minutes) => {
    expect(readTimeMinutes(words(count))).toBe(minutes);
  });

  it('is at least one minute, even for an empty post', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('   \n ')).toBe(1);
  });
});

describe('countWords', () => {
  it('counts Serbian words with diacritics and hyphenated words once', () => {
    expect(countWords('Ćevapi, đevrek i e-fakture.')).toBe(4);
  });

  it('does not count Markdown punctuation, HTML tags or link and image URLs', () => {
    const source =
      '## Naslov\n\n> **Podebljano** i _iskošeno_ `kod`\n\n- stavka\n\n[link](https://primer.rs/duga/adresa) ![slika](/img.png)\n\n<p>pasus</p>';
    expect(countWords(source)).toBe(8);
  });
});
