import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { PUBLIC_ROUTES_IN_BOTH_SCRIPTS } from '../support/public-routes';

const THEME_STORAGE_KEY = 'preduzetnicka-mreza-theme';

/**
 * axe-core (WCAG 2.2 A and AA rules, plus best practices) finds nothing on any public page, in the
 * light and the dark theme. Animations are reduced so carousels and fades hold still while axe
 * measures contrast.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`[A11Y] axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });

    for (const path of PUBLIC_ROUTES_IN_BOTH_SCRIPTS) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          theme,
        ] as const);
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
