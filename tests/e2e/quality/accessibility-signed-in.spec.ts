import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';

import { DEMO, signInAsMember } from '../members/support';
import { signInAsAdmin } from '../support/accounts';
import { ADMIN_SCREENS, MEMBER_SCREENS } from '../support/screens';

const THEME_STORAGE_KEY = 'preduzetnicka-mreza-theme';

/** A test's time for signing in and checking `pages` pages: 10 s each on a busy machine, 30 s to start. */
function pageBudget(pages: number): number {
  return 30_000 + pages * 10_000;
}

/** axe's findings on the page as it is now, one line per rule with the nodes it names. */
async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${page.url()} ${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
  );
}

/**
 * axe with a session (issue 27): every page a member or an admin sees has no violations, in the
 * light and the dark theme, on a phone's viewport (where the badges and the tab list wrap).
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`[A11Y] axe signed in, ${theme} theme, mobile`, () => {
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
    test.use({
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      colorScheme: theme,
      reducedMotion: 'reduce',
    });

    const inTheme = async (page: Page) =>
      page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);

    test('every members page has no axe violations', async ({ page }) => {
      // One axe run per page, each a few seconds on a busy machine: the budget grows with the list.
      test.setTimeout(pageBudget(MEMBER_SCREENS.length + 1));
      await inTheme(page);
      await signInAsMember(page, DEMO.ana);
      const found: string[] = [];
      for (const path of MEMBER_SCREENS) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violationsOf(page)));
      }
      await page.goto('/members/messages');
      const marko = page.getByRole('link').filter({ hasText: 'Marko' });
      await marko.click();
      await expect(page.getByRole('log')).toBeVisible();
      // Opening the thread marks it read and renders the page again: axe reads the page once that
      // render is in (no unread count left, the page's title back), not while it is replaced.
      await expect(marko.getByLabel(/nepročitan/)).toHaveCount(0);
      await expect(page).toHaveTitle(/^Poruke \|/);
      found.push(...(await violationsOf(page)));
      expect(found).toEqual([]);
    });

    test('every admin page has no axe violations', async ({ page }) => {
      test.setTimeout(pageBudget(ADMIN_SCREENS.length + 1));
      await inTheme(page);
      await signInAsAdmin(page);
      const found: string[] = [];
      for (const path of ADMIN_SCREENS) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violationsOf(page)));
      }
      // A member's record, opened from the list.
      await page.goto('/admin?tab=members&status=approved');
      await page
        .getByRole('link', { name: /^Detalji i istorija: / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/admin\/members\/[0-9a-f-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violationsOf(page)));
      expect(found).toEqual([]);
    });
  });
}
