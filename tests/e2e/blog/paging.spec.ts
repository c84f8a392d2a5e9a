import { expect, test, type Page } from '@playwright/test';

import { LARGE_SITE_URL } from '../../../playwright.config';
import { expectDisjoint, expectPagerAt, hrefsOf, numberIn } from '../support/paging';

/**
 * The blog in pages of 12 (issue 47): `/blog/strana/N` and `/blog/category/{c}/strana/N` (in the
 * route cache), the search's `/blog-pretraga?q=…&strana=N`. On the large-data server (about 300
 * posts, some 30 a category, scripts/e2e-large-seed.ts), so every list has real further pages; the
 * demo server's blog (tests/e2e/blog/blog.spec.ts) stays at its five posts.
 */
test.use({ baseURL: LARGE_SITE_URL });

const BLOG_PAGE_SIZE = 12;
const CATEGORY = 'Marketing & Prodaja';
const CATEGORY_PATH = `/blog/category/${encodeURIComponent(CATEGORY)}`;
/** A word of the seeded texts, typed without its diacritics ('tržište'). */
const SEARCH = 'trziste';

const gridLinks = (page: Page) => page.getByRole('list', { name: 'Članci', exact: true }).locator('h3 a');
const blogPager = (page: Page) => page.getByRole('navigation', { name: 'Stranice bloga' });

test.describe('[VISITOR] blog pages', () => {
  test('the grid shows 12 posts of the total with page links; page 2 shows the next 12, and back', async ({ page }) => {
    await page.goto('/blog');
    const total = await numberIn(page.getByTestId('blog-count'), /^([\d.]+) član/);
    expect(total).toBeGreaterThan(2 * BLOG_PAGE_SIZE);
    const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
    const first = await hrefsOf(gridLinks(page));
    expect(first).toHaveLength(BLOG_PAGE_SIZE);
    await expectPagerAt(blogPager(page), 1, pageCount);
    await expect(blogPager(page).getByRole('link', { name: 'Sledeća' })).toHaveAttribute('href', '/blog/strana/2');
    await expect(blogPager(page).getByRole('link', { name: `Strana ${pageCount}`, exact: true })).toHaveAttribute(
      'href',
      `/blog/strana/${pageCount}`,
    );

    await blogPager(page).getByRole('link', { name: 'Sledeća' }).click();
    await expect(page).toHaveURL(/\/blog\/strana\/2$/);
    await expectPagerAt(blogPager(page), 2, pageCount);
    const second = await hrefsOf(gridLinks(page));
    expect(second).toHaveLength(BLOG_PAGE_SIZE);
    expectDisjoint(first, second);
    // The total, the lead and the sidebar are the same on every page.
    expect(await numberIn(page.getByTestId('blog-count'), /^([\d.]+) član/)).toBe(total);
    await expect(page.getByRole('region', { name: 'Izdvojeni članak' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kategorije' })).toBeVisible();
    await expect(blogPager(page).getByRole('link', { name: 'Prethodna' })).toHaveAttribute('href', '/blog');
    await expect(blogPager(page).getByRole('link', { name: 'Sledeća' })).toHaveAttribute('href', '/blog/strana/3');

    await blogPager(page).getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await hrefsOf(gridLinks(page))).toEqual(first);
  });

  test('the last page holds the rest, and /blog?strana=N is the same page as /blog/strana/N', async ({ page }) => {
    await page.goto('/blog');
    const total = await numberIn(page.getByTestId('blog-count'), /^([\d.]+) član/);
    const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
    await blogPager(page)
      .getByRole('link', { name: `Strana ${pageCount}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/strana/${pageCount}$`));
    await expectPagerAt(blogPager(page), pageCount, pageCount);
    const last = await hrefsOf(gridLinks(page));
    expect(last).toHaveLength(total - (pageCount - 1) * BLOG_PAGE_SIZE);

    const response = await page.goto('/blog?strana=2');
    expect(response?.status()).toBe(200);
    const byQuery = await hrefsOf(gridLinks(page));
    await page.goto('/blog/strana/2');
    expect(await hrefsOf(gridLinks(page))).toEqual(byQuery);
  });

  test("a category's page 2 shows the category's next posts, with its own page links", async ({ page }) => {
    await page.goto(CATEGORY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();
    const total = await numberIn(page.getByTestId('category-count'), /^([\d.]+) član/);
    expect(total).toBeGreaterThan(BLOG_PAGE_SIZE);
    const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
    const list = page.getByRole('list', { name: `Članci u kategoriji ${CATEGORY}` });
    const pager = page.getByRole('navigation', { name: `Stranice kategorije ${CATEGORY}` });
    const first = await hrefsOf(list.locator('h2 a'));
    expect(first).toHaveLength(BLOG_PAGE_SIZE);
    await expectPagerAt(pager, 1, pageCount);

    await pager.getByRole('link', { name: 'Strana 2', exact: true }).click();
    await expect(page).toHaveURL(`${LARGE_SITE_URL}${CATEGORY_PATH}/strana/2`);
    await expectPagerAt(pager, 2, pageCount);
    const second = await hrefsOf(list.locator('h2 a'));
    expect(second).toHaveLength(Math.min(BLOG_PAGE_SIZE, total - BLOG_PAGE_SIZE));
    expectDisjoint(first, second);
    // Every card of the page is of the category, and the count is the category's, not the page's.
    await expect(list.locator('article').filter({ hasText: CATEGORY })).toHaveCount(second.length);
    expect(await numberIn(page.getByTestId('category-count'), /^([\d.]+) član/)).toBe(total);
    await expect(pager.getByRole('link', { name: 'Prethodna' })).toHaveAttribute('href', CATEGORY_PATH);
  });

  test('a page past the last one is empty, answers 200 and links back', async ({ page }) => {
    const response = await page.goto('/blog?strana=999');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Na ovoj strani nema članaka' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Na prvu stranu' })).toHaveAttribute('href', '/blog');
    const total = await numberIn(page.getByTestId('blog-count'), /^([\d.]+) član/);
    const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
    await expect(blogPager(page).getByRole('link', { name: 'Prethodna' })).toHaveAttribute(
      'href',
      `/blog/strana/${pageCount}`,
    );
  });

  test('a page segment that is not a number is a 404', async ({ request }) => {
    expect((await request.get('/blog/strana/abc')).status()).toBe(404);
    expect((await request.get('/blog/strana/0')).status()).toBe(404);
  });

  test('search results are paged with the total from the database; the page links keep the query', async ({ page }) => {
    await page.goto(`/blog?q=${SEARCH}`);
    const count = page.getByTestId('search-count');
    const total = await numberIn(count, /^Pronađeno: ([\d.]+) član/);
    expect(total).toBeGreaterThan(BLOG_PAGE_SIZE);
    const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
    const results = page.getByRole('list', { name: 'Rezultati pretrage' }).locator('h3 a');
    const first = await hrefsOf(results);
    expect(first).toHaveLength(BLOG_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: 'Stranice rezultata pretrage' });
    await expectPagerAt(pager, 1, pageCount);
    await expect(pager.getByRole('link', { name: 'Sledeća' })).toHaveAttribute(
      'href',
      `/blog-pretraga?q=${SEARCH}&strana=2`,
    );

    await pager.getByRole('link', { name: 'Sledeća' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-pretraga\\?q=${SEARCH}&strana=2$`));
    await expectPagerAt(pager, 2, pageCount);
    expectDisjoint(first, await hrefsOf(results));
    expect(await numberIn(count, /^Pronađeno: ([\d.]+) član/)).toBe(total);
    await expect(page.getByRole('searchbox', { name: 'Pretraži članke' })).toHaveValue(SEARCH);
    await expect(pager.getByRole('link', { name: 'Prethodna' })).toHaveAttribute('href', `/blog-pretraga?q=${SEARCH}`);
  });
});
