import { describe, expect, it } from 'vitest';

import { FALLBACK_SLUG, isValidSlug, MAX_SLUG_LENGTH, slugify, uniqueSlug } from '@/lib/blog/slug';

describe('slugify (spec platform §5)', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Kako Do Prvih Kupaca')).toBe('kako-do-prvih-kupaca');
  });

  it('keeps only a-z, digits, spaces and hyphens', () => {
    expect(slugify('Startup 101: šta (ni)je bitno?!')).toBe('startup-101-sta-nije-bitno');
  });

  it('collapses repeated hyphens and spaces and trims them at the ends', () => {
    expect(slugify('  --Prvi   ---  korak--  ')).toBe('prvi-korak');
  });

  it('transliterates Serbian letters instead of dropping them', () => {
    expect(slugify('Čačak, Ćuprija, Žabalj, Šabac, Đakovica')).toBe('cacak-cuprija-zabalj-sabac-djakovica');
    expect(slugify('ĐURĐEVDAN')).toBe('djurdjevdan');
  });

  it('transliterates Cyrillic', () => {
    expect(slugify('Љубав и њива у Ђевђелији')).toBe('ljubav-i-njiva-u-djevdjeliji');
  });

  it('strips other accents', () => {
    expect(slugify('Café Über Niño')).toBe('cafe-uber-nino');
  });

  it('returns an empty slug for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('cuts long titles without leaving a trailing hyphen', () => {
    const slug = slugify('reč '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('always satisfies the database format check', () => {
    for (const title of ['Osnivanje DOO u Srbiji: koraci, troškovi i česte greške', '  a  ', '1-2-3', 'x — y – z']) {
      expect(isValidSlug(slugify(title)), title).toBe(true);
    }
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug as it is', () => {
    expect(uniqueSlug('Novi tekst', ['drugi-tekst'])).toBe('novi-tekst');
  });

  it('appends -2, -3… to a taken slug', () => {
    expect(uniqueSlug('Novi tekst', ['novi-tekst'])).toBe('novi-tekst-2');
    expect(uniqueSlug('Novi tekst', new Set(['novi-tekst', 'novi-tekst-2']))).toBe('novi-tekst-3');
  });

  it('falls back to a generic slug when the title gives none', () => {
    expect(uniqueSlug('???', [])).toBe(FALLBACK_SLUG);
    expect(uniqueSlug('???', [FALLBACK_SLUG])).toBe(`${FALLBACK_SLUG}-2`);
  });
});

describe('isValidSlug', () => {
  it.each(['', 'A', 'a--b', '-a', 'a-', 'a b', '../x', 'č'])('rejects %j', (value) => {
    expect(isValidSlug(value)).toBe(false);
  });
});
