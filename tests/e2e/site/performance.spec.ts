import { expect, test, type APIRequestContext } from '@playwright/test';

import { firstLoadScriptBytes } from '../support/first-load';

/**
 * A bare Next.js 16 page (one server component, no client code) downloads 131.9 kB of compressed JavaScript here; every public route
 * may add at most 40 kB on top (interactivity lives in small client components), plus what the root segment app/[script] of the
 * two scripts costs (docs/i18n.md): measured on 2026-11-30 at 5.4 kB on every page (/about 187.6 → 193.0 kB gzip by the same
 * count), mostly Next's own layout router moved out of the navigation's chunk into chunks of its own, and the switch.
 */
const BARE_NEXT_PAGE_BYTES = 132 * 1024;
const SCRIPT_SEGMENT_BYTES = 6 * 1024;
const ROUTE_BUDGET_BYTES = BARE_NEXT_PAGE_BYTES + SCRIPT_SEGMENT_BYTES + 40 * 1024;

const ROUTES = ['/', '/about', '/mentors', '/team', '/events', '/community', '/stories', '/join', '/contact'];

test.describe('[PERFORMANCE] first-load JavaScript', () => {
  for (const path of ROUTES) {
    test(`${path} stays within the JavaScript budget`, async ({ page }) => {
      const bytes = await firstLoadScriptBytes(page, path);
      console.info(`first-load JS ${path}: ${(bytes / 1024).toFixed(1)} kB`);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(ROUTE_BUDGET_BYTES);
    });
  }
});

/**
 * The page's main (LCP) image, in the server's HTML: preloaded from the head, requested at high
 * priority, never lazy, and decoded with the frame it arrives for (Next's default async decoding
 * let the browser paint it frames after the text).
 */
test.describe('[PERFORMANCE] the main image of a page', () => {
  const pagesWithMainImage = [
    '/',
    '/events',
    '/community',
    '/blog',
    // The first post card's image, under the category's heading.
    `/blog/category/${encodeURIComponent('Preduzetništvo & Startup')}`,
  ];

  async function expectMainImage(request: APIRequestContext, path: string) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const images = [...html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map(([tag]) => tag);
    expect(images, `${path}: one image at high priority`).toHaveLength(1);
    const src = /src="([^"]+)"/.exec(images[0] ?? '')?.[1];
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('decoding="sync"');
    expect(head).toContain(`<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`);
  }

  for (const path of pagesWithMainImage) {
    test(`${path}: preloaded, high priority, eager, decoded with its frame`, async ({ request }) => {
      await expectMainImage(request, path);
    });
  }

  test('a post: its header image the same way', async ({ request }) => {
    const blog = await (await request.get('/blog')).text();
    const post = /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/.exec(blog)?.[1];
    expect(post).toBeTruthy();
    await expectMainImage(request, post!);
  });
});
