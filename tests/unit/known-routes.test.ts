import { describe, expect, it } from 'vitest';

import { isKnownRoute, routePattern } from '@/lib/site/known-routes';
import table from '@/lib/site/route-table.json';

describe('known routes (what proxy.ts logs as not found), from the app folder', () => {
  it('reads route groups, dynamic segments, catch-alls and metadata files by the App Router conventions', () => {
    expect(routePattern('(public)/blog/[slug]/page.tsx')?.test('/blog/prvi-post')).toBe(true);
    expect(routePattern('(public)/blog/[slug]/page.tsx')?.test('/blog/a/b')).toBe(false);
    expect(routePattern('files/[bucket]/[...path]/route.ts')?.test('/files/media/a/b.png')).toBe(true);
    expect(routePattern('files/[bucket]/[...path]/route.ts')?.test('/files/media')).toBe(false);
    expect(routePattern('docs/[[...rest]]/page.tsx')?.test('/docs')).toBe(true);
    expect(routePattern('(public)/page.tsx')?.test('/')).toBe(true);
    expect(routePattern('robots.ts')?.test('/robots.txt')).toBe(true);
    expect(routePattern('_components/page.tsx')).toBeNull();
    expect(routePattern('(public)/layout.tsx')).toBeNull();
  });

  it('knows the pages under the root segment app/[script] in Latin at their own paths and in Cyrillic under /cir', () => {
    const about = routePattern('[script]/(public)/about/page.tsx');
    for (const path of ['/about', '/cir/about']) expect(about?.test(path), path).toBe(true);
    for (const path of ['/lat/about', '/x/about', '/cirabout']) expect(about?.test(path), path).toBe(false);
    const home = routePattern('[script]/(public)/page.tsx');
    for (const path of ['/', '/cir']) expect(home?.test(path), path).toBe(true);
    expect(home?.test('/lat')).toBe(false);
    // The 404 page of every unknown address is not a route of its own.
    expect(routePattern('[script]/[...unknown]/page.tsx')).toBeNull();
  });

  it('knows this app’s pages, handlers, metadata and public files, and nothing else', () => {
    for (const known of [
      '/',
      '/blog',
      '/blog/neki-post',
      '/blog/rss.xml',
      '/events/1/event.ics',
      '/members/messages',
      '/robots.txt',
      '/sitemap.xml',
      '/admin/',
      '/cir',
      '/cir/blog/neki-post',
    ]) {
      expect(isKnownRoute(known), known).toBe(true);
    }
    for (const unknown of ['/nema-me', '/blog/a/b', '/admin/nepoznato', '/wp-login.php', '/cir/nema-me', '/lat/blog']) {
      expect(isKnownRoute(unknown), unknown).toBe(false);
    }
  });
});

describe('the route table the build carries (lib/site/route-table.json)', () => {
  it('lists exactly the route files of app/ and the files of public/ (a build or `npm run dev` writes it)', async () => {
    const { scanRouteTable } = (await import('@/lib/site/route-table.mjs' as string)) as {
      scanRouteTable: (root: string) => unknown;
    };
    expect(table).toEqual(scanRouteTable(process.cwd()));
  });
});
