import { expect, test } from '@playwright/test';

import { DEMO, signInAsMember } from './support';

test.describe('[MEMBER] on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every members screen fits the width; the navigation row scrolls within itself', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    const nav = page.getByRole('navigation', { name: 'Navigacija za članove' });
    for (const path of [
      '/members',
      '/members/profile',
      '/members/directory',
      '/members/requests',
      '/members/messages',
      '/members/resources',
      '/members/mentorship',
    ]) {
      await page.goto(path);
      await expect(nav).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
      const navBox = await nav.boundingBox();
      expect(navBox && navBox.x + navBox.width, `${path}: the navigation is wider than the screen`).toBeLessThanOrEqual(
        390,
      );
    }
    // An open conversation fits too.
    await page.goto('/members/messages');
    await page.getByRole('main').getByRole('link').filter({ hasText: 'Marko' }).first().click();
    await expect(page).toHaveURL(/\/members\/messages\?to=/);
    await expect(page.getByRole('textbox')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The last item is reached by scrolling the row, and it works.
    const resources = nav.getByRole('link', { name: 'Resursi' });
    await resources.scrollIntoViewIfNeeded();
    await resources.click();
    await expect(page).toHaveURL(/\/members\/resources$/);
  });
});
