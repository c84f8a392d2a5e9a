import { expect, test } from '@playwright/test';

import { EMPTY_SITE_URL } from '../../../playwright.config';

// A database without demo content: no page texts, images, events or announcements are stored.
test.use({ baseURL: EMPTY_SITE_URL });

test.describe('[VISITOR] a site with no stored content', () => {
  test('pages fall back to their built-in texts and images', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mesto gde ideje postaju posao');
    await expect(page.getByRole('region', { name: 'Fotografije sa Wild Mixer-a' }).locator('img')).toHaveCount(10);
    // No announcements and no featured posts: the carousel is left out entirely.
    await expect(page.getByRole('region', { name: 'Obaveštenja' })).toHaveCount(0);
  });

  test('/events shows "Uskoro novi događaji" with a join link, and no newsletter block', async ({ page }) => {
    await page.goto('/events');
    const empty = page.getByRole('region', { name: 'Uskoro novi događaji' });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Pridruži se' })).toHaveAttribute('href', '/join');
    // Once on the page: the calendar's own empty line says something else.
    await expect(page.getByText('Uskoro novi događaji')).toHaveCount(1);
    await expect(page.getByText('Trenutno nema zakazanih događaja.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ne propusti sledeći događaj' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Prošli događaji' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Predloži događaj' })).toBeVisible();
  });
});
