import { expect, test } from '@playwright/test';

import { ensurePublishedPosts } from '../blog/support';

/** Runs in the `no-javascript` project: the blog's page links are plain links that work without scripts. */
test.beforeAll(async ({ browser }) => {
  await ensurePublishedPosts(browser);
});

test('[NO-JS] the blog pager moves to the next page and back', async ({ page }) => {
  await page.goto('/blog');
  const grid = page.getByRole('list', { name: 'Članci', exact: true });
  const first = await grid.getByRole('heading', { level: 3 }).allTextContents();
  await page.getByRole('navigation', { name: 'Stranice bloga' }).getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(/\/blog\/strana\/2$/);
  const second = await grid.getByRole('heading', { level: 3 }).allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  await page.getByRole('navigation', { name: 'Stranice bloga' }).getByRole('link', { name: 'Prethodna' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('[NO-JS] /blog?strana=2 shows the second page', async ({ page }) => {
  const response = await page.goto('/blog?strana=2');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('navigation', { name: 'Stranice bloga' }).getByRole('link', { name: 'Strana 2' }),
  ).toHaveAttribute('aria-current', 'page');
});
