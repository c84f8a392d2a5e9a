import { expect, test, type Page } from '@playwright/test';

import { LARGE_SITE_URL } from '../../../playwright.config';
import { expectDisjoint, expectPagerAt, hrefsOf, numberIn } from '../support/paging';

/**
 * Runs in the `no-javascript` project, on the large-data server (scripts/e2e-large-seed.ts): the
 * blog's page links, a category's and the search's are plain links rendered on the server, and the
 * search form is a GET form, so a visitor without scripts (or a crawler) reaches every page.
 */
test.use({ baseURL: LARGE_SITE_URL });

const CATEGORY = 'Pravni okvir & Regulativa';
const CATEGORY_PATH = `/blog/category/${encodeURIComponent(CATEGORY)}`;

const gridLinks = (page: Page) => page.getByRole('list', { name: 'Članci', exact: true }).locator('h3 a');
const blogPager = (page: Page) => page.getByRole('navigation', { name: 'Stranice bloga' });

test('[NO-JS] the blog pager moves to the next page and back', async ({ page }) => {
  await page.goto('/blog');
  const pageCount = Math.ceil((await numberIn(page.getByTestId('blog-count'), /^([\d.]+) član/)) / 12);
  const first = await hrefsOf(gridLinks(page));
  await blogPager(page).getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(/\/blog\/strana\/2$/);
  await expectPagerAt(blogPager(page), 2, pageCount);
  expectDisjoint(first, await hrefsOf(gridLinks(page)));
  await blogPager(page).getByRole('link', { name: 'Prethodna' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await hrefsOf(gridLinks(page))).toEqual(first);
});

test('[NO-JS] /blog?strana=2 shows the second page', async ({ page }) => {
  const response = await page.goto('/blog?strana=2');
  expect(response?.status()).toBe(200);
  await expect(blogPager(page).getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(gridLinks(page)).toHaveCount(12);
});

test("[NO-JS] a category's page links", async ({ page }) => {
  await page.goto(CATEGORY_PATH);
  const list = page.getByRole('list', { name: `Članci u kategoriji ${CATEGORY}` });
  const pager = page.getByRole('navigation', { name: `Stranice kategorije ${CATEGORY}` });
  const first = await hrefsOf(list.locator('h2 a'));
  await pager.getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(`${LARGE_SITE_URL}${CATEGORY_PATH}/strana/2`);
  await expect(pager.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  expectDisjoint(first, await hrefsOf(list.locator('h2 a')));
});

test('[NO-JS] the search form sends the query; the results page on with it', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Pretraži članke' }).fill('kupac');
  await page.getByRole('searchbox', { name: 'Pretraži članke' }).press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=kupac$/);
  const results = page.getByRole('list', { name: 'Rezultati pretrage' }).locator('h3 a');
  const first = await hrefsOf(results);
  expect(first).toHaveLength(12);
  const pager = page.getByRole('navigation', { name: 'Stranice rezultata pretrage' });
  await pager.getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(/\/blog-pretraga\?q=kupac&strana=2$/);
  await expect(pager.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  expectDisjoint(first, await hrefsOf(results));
  await expect(page.getByRole('searchbox', { name: 'Pretraži članke' })).toHaveValue('kupac');
});
