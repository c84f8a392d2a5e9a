import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';

import { scriptPath, splitScriptPath } from '@/lib/i18n/script';
import { textIn, textsIn, textTableIn } from '@/lib/i18n/texts';

// Plain JavaScript without declarations (next.config.mjs explains why it is not TypeScript).
const { nextConfig } = (await import('@/next.config.mjs' as string)) as { nextConfig: NextConfig };

describe('a page’s address in each script (docs/i18n.md)', () => {
  it('keeps Latin at the site’s own paths and puts Cyrillic under /cir', () => {
    expect(scriptPath('lat', '/blog')).toBe('/blog');
    expect(scriptPath('cir', '/blog')).toBe('/cir/blog');
    expect(scriptPath('cir', '/')).toBe('/cir');
    expect(scriptPath('cir', '/?strana=2')).toBe('/cir?strana=2');
    expect(scriptPath('cir', '/blog?strana=2#vrh')).toBe('/cir/blog?strana=2#vrh');
  });

  it('leaves other sites’ and protocol-relative addresses alone', () => {
    expect(scriptPath('cir', 'https://example.com/a')).toBe('https://example.com/a');
    expect(scriptPath('cir', 'mailto:tim@zajednica.rs')).toBe('mailto:tim@zajednica.rs');
    expect(scriptPath('cir', '//example.com/a')).toBe('//example.com/a');
  });

  it('reads the script and the site path back from an address', () => {
    expect(splitScriptPath('/cir')).toEqual({ script: 'cir', path: '/' });
    expect(splitScriptPath('/cir/events/1')).toEqual({ script: 'cir', path: '/events/1' });
    // A client component rendered outside a page has no address (`usePathname()` is null).
    expect(splitScriptPath(null)).toEqual({ script: 'lat', path: '/' });
    expect(splitScriptPath('/events/1')).toEqual({ script: 'lat', path: '/events/1' });
    // Only the whole first segment: a page whose name starts with the letters is Latin.
    expect(splitScriptPath('/cirkus')).toEqual({ script: 'lat', path: '/cirkus' });
  });
});

describe('a text in the page’s script', () => {
  it('is converted for Cyrillic and loses its foreign marks in Latin', () => {
    expect(textIn('cir')('Pridruži se -{Shop}-')).toBe('Придружи се Shop');
    expect(textIn('lat')('Pridruži se -{Shop}-')).toBe('Pridruži se Shop');
  });

  it('converts only the named fields of a record, and copies it', () => {
    const record = { title: 'Događaji', link: '/events', note: null };
    expect(textsIn('cir', record, ['title', 'note'])).toEqual({ title: 'Догађаји', link: '/events', note: null });
    expect(record.title).toBe('Događaji');
  });

  it('converts every string of a nested table of texts', () => {
    const table = { menu: 'Meni', themes: { dark: 'Tamna tema' }, steps: ['Prijava', 'Potvrda'], max: 3 };
    expect(textTableIn('cir', table)).toEqual({
      menu: 'Мени',
      themes: { dark: 'Тамна тема' },
      steps: ['Пријава', 'Потврда'],
      max: 3,
    });
  });
});

describe('the addresses next.config.mjs routes into app/[script]', () => {
  const answer = (path: string) =>
    unstable_getResponseFromNextConfig({ url: `https://example.com${path}`, nextConfig });

  it('rewrites Latin addresses to the lat pages and leaves Cyrillic and the routes outside alone', async () => {
    const rewrites = await nextConfig.rewrites?.();
    const afterFiles = (rewrites && !Array.isArray(rewrites) ? rewrites.afterFiles : undefined) ?? [];
    const sources = afterFiles.map(
      ({ source }) => new RegExp(`^${source.replace(/\/:first\(/, '/(').replace(/\/:rest\*$/, '(?:/.*)?')}$`),
    );
    const rewritten = (path: string) => path === '/' || sources.slice(1).some((source) => source.test(path));
    for (const path of ['/', '/about', '/blog/neki-post', '/members/messages', '/cirkus']) {
      expect(rewritten(path), path).toBe(true);
    }
    for (const path of [
      '/cir',
      '/cir/about',
      '/lat/about',
      '/files/site-images/a.png',
      '/sitemap/1',
      '/_next/static/a.js',
    ]) {
      expect(rewritten(path), path).toBe(false);
    }
  });

  it('sends a typed /lat/… address to the Latin page’s own address', async () => {
    const response = await answer('/lat/blog/neki-post');
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location') ?? '', 'https://example.com').pathname).toBe('/blog/neki-post');
    expect(new URL((await answer('/lat')).headers.get('location') ?? '', 'https://example.com').pathname).toBe('/');
  });
});
