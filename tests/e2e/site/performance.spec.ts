import { expect, test } from '@playwright/test';

import { firstLoadScriptBytes } from '../support/first-load';

/**
 * A bare Next.js 16 page (one server component, no client code) downloads 131.9 kB of compressed JavaScript here; every public route
 * may add at most 40 kB on top (interactivity lives in small client components).
 */
const BARE_NEXT_PAGE_BYTES = 132 * 1024;
const ROUTE_BUDGET_BYTES = BARE_NEXT_PAGE_BYTES + 40 * 1024;

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
