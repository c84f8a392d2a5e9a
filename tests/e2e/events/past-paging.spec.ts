import { expect, test, type Page } from '@playwright/test';

import { expectToast, openAdminTab, uniqueName } from '../admin/support';

/**
 * /events shows the 12 most recent past events; the older ones are on `/events/arhiva/N`, reached
 * through plain links with rel="prev"/"next" (crawlable, and they work without JavaScript). The
 * demo has two past events, so the first test adds eleven more, dated 2001 (older than any other
 * event, so they end the list and never push the demo's out of page 1).
 */
const PAST_PAGE_SIZE = 12;
const ADDED = 11;
const prefix = uniqueName('Arhivsko veče');
const addedTitle = (n: number) => `${prefix} ${String(n).padStart(2, '0')}`;

const pastRegion = (page: Page) => page.getByRole('region', { name: 'Prošli događaji' });
const pastPager = (page: Page) => page.getByRole('navigation', { name: 'Stranice prošlih događaja' });

/** Follows the past list's 'Sledeća' links to the last page and answers its address. */
async function lastPastPage(page: Page): Promise<string> {
  for (;;) {
    const next = pastPager(page).locator('a[rel="next"]');
    if ((await next.count()) === 0) return new URL(page.url()).pathname;
    await page.goto((await next.getAttribute('href'))!);
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('[VISITOR] past events, a page at a time', () => {
  test('[ADMIN] adds eleven events long past', async ({ page }) => {
    test.setTimeout(120_000);
    await openAdminTab(page, 'events');
    for (let n = 1; n <= ADDED; n += 1) {
      await page.getByRole('button', { name: 'Dodaj događaj' }).click();
      const form = page.getByRole('form', { name: 'Novi događaj' });
      await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(addedTitle(n));
      // Day n of January 2001: event 01 is the oldest of all.
      await form.getByLabel('Datum i vreme').fill(`2001-01-${String(n).padStart(2, '0')}T18:00`);
      await form.getByRole('button', { name: 'Kreiraj događaj' }).click();
      await expectToast(page, 'Uspešno', 'Događaj je uspešno kreiran');
      await expect(form).toBeHidden();
    }
  });

  test('/events shows the 12 most recent and links to the next page with rel="next"', async ({ page }) => {
    await page.goto('/events');
    const titles = pastRegion(page).getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(PAST_PAGE_SIZE);
    await expect(titles.first()).toHaveText('Wild Mixer – jesen');
    const pager = pastPager(page);
    await expect(pager.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.locator('a[rel="prev"]')).toHaveCount(0);
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', '/events/arhiva/2');
    await expect(pager).toContainText(/Strana 1 od \d+/);
  });

  test('page 2 shows other events, links back to /events, and the oldest is on the last page', async ({ page }) => {
    await page.goto('/events');
    const firstPage = await pastRegion(page).getByRole('heading', { level: 3 }).allTextContents();
    await pastPager(page).getByRole('link', { name: 'Sledeća' }).click();
    await expect(page).toHaveURL(/\/events\/arhiva\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prošli događaji' })).toBeVisible();
    const secondPage = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    const pager = pastPager(page);
    await expect(pager.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', '/events');
    // Past events offer no registration.
    await expect(page.getByRole('main').getByRole('link', { name: /Prijavi se/ })).toHaveCount(0);

    await lastPastPage(page);
    const last = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(last.last()).toHaveText(addedTitle(1));
  });

  test('a page past the end is empty, with the pager leading back', async ({ page }) => {
    const response = await page.goto('/events/arhiva/999');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Na ovoj strani nema događaja.')).toBeVisible();
    await expect(pastPager(page).locator('a[rel="prev"]')).toHaveAttribute('href', /^\/events(\/arhiva\/\d+)?$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[NO-JS] the pager is plain links: page 2 and back render on the server', async ({ page }) => {
      await page.goto('/events');
      await expect(pastRegion(page).getByRole('heading', { level: 3 })).toHaveCount(PAST_PAGE_SIZE);
      await pastPager(page).getByRole('link', { name: 'Sledeća' }).click();
      await expect(page).toHaveURL(/\/events\/arhiva\/2$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Prošli događaji' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await pastPager(page).getByRole('link', { name: 'Prethodna' }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(pastRegion(page).getByRole('heading', { level: 3 }).first()).toHaveText('Wild Mixer – jesen');
    });

    test('[NO-JS] the archive page is in the server HTML with its canonical address', async ({ request }) => {
      const html = await (await request.get('/events/arhiva/2')).text();
      expect(html).toContain('rel="prev"');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/events\/arhiva\/2"/);
    });
  });
});
