import { expect, test, type Page } from '@playwright/test';

const switchIn = (page: Page, label: string) => page.getByRole('banner').getByRole('list', { name: label });

test.describe('[VISITOR] the script switch (docs/i18n.md)', () => {
  test('leads from a page to the same page in the other script and back, and keeps the choice', async ({ page }) => {
    await page.goto('/about');
    const latinSwitch = switchIn(page, 'Pismo');
    await expect(latinSwitch.getByRole('link', { name: 'Latinica' })).toHaveAttribute('aria-current', 'page');
    await latinSwitch.getByRole('link', { name: 'Ћирилица' }).click();

    await expect(page).toHaveURL(/\/cir\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заједница која идеје претвара у стварност');
    await expect(switchIn(page, 'Писмо').getByRole('link', { name: 'Ћирилица' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The choice is kept: a Latin address typed later leads to its Cyrillic page.
    await page.goto('/events');
    await expect(page).toHaveURL(/\/cir\/events$/);

    await switchIn(page, 'Писмо').getByRole('link', { name: 'Latinica' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('is in the phone menu and in the footer, with each name in its own script', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/cir/contact');
    await page.getByRole('button', { name: 'Мени' }).click();
    const menuSwitch = page.locator('#mobile-menu').getByRole('list', { name: 'Писмо' });
    await expect(menuSwitch.getByRole('link', { name: 'Latinica' })).toHaveAttribute('href', '/contact');
    await expect(menuSwitch.getByRole('link', { name: 'Latinica' })).toHaveAttribute('lang', 'sr-Latn');
    const footerSwitch = page.getByRole('contentinfo').getByRole('list', { name: 'Писмо' });
    await expect(footerSwitch.getByRole('link', { name: 'Ћирилица' })).toHaveAttribute('href', '/cir/contact');
    await expect(footerSwitch.getByRole('link', { name: 'Latinica' })).toHaveAttribute('href', '/contact');
  });
});
