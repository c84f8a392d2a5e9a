import { describe, expect, it } from 'vitest';

import { DEFAULT_IMAGE, resolveImage, resolveSection, type SectionRecord } from '@/lib/content/resolve';

const FIELDS = ['title', 'subtitle', 'content', 'buttonText', 'buttonLink'] as const;

const defaults: SectionRecord = {
  title: 'Podrazumevani naslov',
  subtitle: 'Podrazumevani podnaslov',
  content: 'Podrazumevani tekst',
  buttonText: 'Podrazumevano dugme',
  buttonLink: '/podrazumevano',
};

const stored: SectionRecord = {
  title: 'Sačuvan naslov',
  subtitle: 'Sačuvan podnaslov',
  content: 'Sačuvan tekst',
  buttonText: 'Sačuvano dugme',
  buttonLink: '/sacuvano',
};

describe('resolveSection', () => {
  it('uses every stored field when it has text', () => {
    expect(resolveSection({ hero: stored }, 'hero', defaults)).toEqual(stored);
  });

  it('falls back to the caller default for a section that is not stored at all', () => {
    expect(resolveSection({}, 'hero', defaults)).toEqual(defaults);
  });

  it('falls back to an empty string for every field when nothing is stored and no default is given', () => {
    expect(resolveSection({}, 'hero')).toEqual({
      title: '',
      subtitle: '',
      content: '',
      buttonText: '',
      buttonLink: '',
    });
  });

  describe.each(FIELDS)('field %s', (field) => {
    it.each([
      ['missing', undefined],
      ['null', null],
      ['empty', ''],
      ['blank', '  \n\t '],
    ])('%s stored value falls back to the caller default, other fields stay stored', (_label, value) => {
      const record: SectionRecord = { ...stored, [field]: value };
      const resolved = resolveSection({ hero: record }, 'hero', defaults);
      expect(resolved[field]).toBe(defaults[field]);
      for (const other of FIELDS.filter((name) => name !== field)) expect(resolved[other]).toBe(stored[other]);
    });

    it.each([
      ['missing', undefined],
      ['null', null],
      ['blank', '   '],
    ])('falls back to an empty string when stored and default are both %s', (_label, value) => {
      const resolved = resolveSection({ hero: { ...stored, [field]: value } }, 'hero', { ...defaults, [field]: value });
      expect(resolved[field]).toBe('');
    });
  });

  it('reads the section asked for, not another one', () => {
    const resolved = resolveSection({ other: stored }, 'hero', defaults);
    expect(resolved.title).toBe(defaults.title);
  });
});

describe('resolveImage', () => {
  const media = {
    home_hero: { fileUrl: '/uploads/hero.jpg', title: 'Učesnici na događaju', description: 'Opis' },
  };

  it('uses the stored URL and the stored title as alt text', () => {
    expect(resolveImage(media, 'home_hero', { url: '/images/hero.svg', alt: 'Podrazumevani alt' })).toEqual({
      url: '/uploads/hero.jpg',
      alt: 'Učesnici na događaju',
    });
  });

  it.each([
    ['not stored', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '  '],
  ])('a %s image URL falls back to the caller URL', (_label, fileUrl) => {
    const resolved = resolveImage({ home_hero: { fileUrl, title: 'Naslov' } }, 'home_hero', {
      url: '/images/hero.svg',
    });
    expect(resolved.url).toBe('/images/hero.svg');
    expect(resolved.alt).toBe('Naslov');
  });

  it.each([
    ['no caller URL', {}],
    ['a blank caller URL', { url: '  ' }],
  ])('a missing image URL with %s falls back to the default image', (_label, fallback) => {
    expect(resolveImage({ home_hero: { fileUrl: null } }, 'home_hero', fallback).url).toBe(DEFAULT_IMAGE);
    expect(resolveImage({}, 'home_hero', fallback).url).toBe(DEFAULT_IMAGE);
    expect(resolveImage({}, 'home_hero').url).toBe(DEFAULT_IMAGE);
  });

  it('the default image is a non-empty site path', () => {
    expect(DEFAULT_IMAGE).toMatch(/^\/\S+/);
  });

  it('alt text falls back from the stored title to the caller alt, then to an empty string', () => {
    expect(resolveImage({ a: { fileUrl: '/x.jpg', title: '  ' } }, 'a', { alt: 'Alt iz koda' }).alt).toBe(
      'Alt iz koda',
    );
    expect(resolveImage({}, 'a', { alt: 'Alt iz koda' }).alt).toBe('Alt iz koda');
    expect(resolveImage({ a: { fileUrl: '/x.jpg', title: null } }, 'a').alt).toBe('');
  });

  it('never uses the description as alt text', () => {
    expect(resolveImage({ a: { fileUrl: '/x.jpg', title: null, description: 'Opis slike' } }, 'a').alt).toBe('');
  });
});
