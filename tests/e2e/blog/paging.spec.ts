import { expect, test, type Page } from '@playwright/test';

import { BLOG_PAGE_SIZE, ensurePublishedPosts } from './support';

/** The grid's card titles, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Članci', exact: true }).getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('[VISITOR] blog pages', () => {
  test.beforeAll(async ({ browser }) => {
    await ensurePublishedPosts(browser);
  });

  test('the grid shows 12 posts and links the next page; the next page shows the following posts', async ({ page }) => {
    await page.goto('/blog');
    const first = await cardTitles(page);
    expect(first).toHaveLength(BLOG_PAGE_SIZE);

    const pager = page.getByRole('navigation', { name: 'Stranice bloga' });
    await expect(pager).toContainText(/Strana 1 od \d+/);
    await expect(pager.getByRole('link', { name: 'Strana 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.locator('a[rel="prev"]')).toHaveCount(0);
    const next = pager.locator('a[rel="next"]');
    await expect(next).toHaveAttribute('href', '/blog/strana/2');

    await next.click();
    await expect(page).toHaveURL(/\/blog\/strana\/2$/);
    await expect(
      page.getByRole('navigation', { name: 'Stranice bloga' }).getByRole('link', { name: 'Strana 2' }),
    ).toHaveAttribute('aria-current', 'page');
    const second = await cardTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    // The lead and the sidebar stay on every page.
    await expect(page.getByRole('region', { name: 'Izdvojeni članak' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kategorije' })).toBeVisible();

    const previous = page.getByRole('navigation', { name: 'Stranice bloga' }).locator('a[rel="prev"]');
    await expect(previous).toHaveAttribute('href', '/blog');
    await previous.click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await cardTitles(page)).toEqual(first);
  });

  test('/blog?strana=2 is the same page as /blog/strana/2', async ({ page }) => {
    await page.goto('/blog/strana/2');
    const byPath = await cardTitles(page);
    const response = await page.goto('/blog?strana=2');
    expect(response?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual(byPath);
  });

  test('a page past the last one is empty, answers 200 and links back', async ({ page }) => {
    const response = await page.goto('/blog?strana=999');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Na ovoj strani nema članaka' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Na prvu stranu' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('navigation', { name: 'Stranice bloga' }).locator('a[rel="prev"]')).toBeVisible();
  });

  test('a page segment that is not a number is a 404', async ({ request }) => {
    expect((await request.get('/blog/strana/abc')).status()).toBe(404);
    expect((await request.get('/blog/strana/0')).status()).toBe(404);
  });

  test('search results are paged on the search page, with the total from the database', async ({ page }) => {
    await page.goto('/blog?q=stranicenje');
    await expect(page.getByTestId('search-count')).toContainText('Pronađeno:');
    const pager = page.getByRole('navigation', { name: 'Stranice rezultata pretrage' });
    if ((await pager.count()) > 0) {
      await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', /^\/blog-pretraga\?q=stranicenje&strana=2$/);
    }
  });
});
