import { expect, test, type Locator, type Page } from '@playwright/test';

import { LARGE_SITE_URL } from '../../../playwright.config';
import { expectDisjoint, expectPagerAt, numberIn } from '../support/paging';

/**
 * /events shows the 12 most recent past events; the older ones are on `/events/arhiva/N`, reached
 * through plain links with rel="prev"/"next" (crawlable, and they work without JavaScript). On the
 * large-data server (about 35 past events, scripts/e2e-large-seed.ts), so the archive has pages 2
 * and 3.
 */
test.use({ baseURL: LARGE_SITE_URL });

const PAST_PAGE_SIZE = 12;

const pastRegion = (page: Page) => page.getByRole('region', { name: 'Prošli događaji' });
const pastPager = (page: Page) => page.getByRole('navigation', { name: 'Stranice prošlih događaja' });
/** The archive's event cards (its page holds one grid). */
const archiveCards = (page: Page) => page.getByRole('main').locator('article');

/** The titles and dates of a grid's event cards, in order. */
async function eventsIn(cards: Locator): Promise<{ titles: string[]; dates: string[] }> {
  return {
    titles: await cards.locator('h3').allTextContents(),
    dates: await cards.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? '')),
  };
}

/** Most recent first: each date no later than the one before it. */
function expectMostRecentFirst(dates: string[]): void {
  const times = dates.map((date) => Date.parse(date));
  expect(times.every((time) => !Number.isNaN(time))).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

test.describe('[VISITOR] past events, a page at a time', () => {
  test('/events shows the 12 most recent and links to the archive with rel="next"', async ({ page }) => {
    await page.goto('/events');
    const cards = pastRegion(page).locator('article');
    await expect(cards).toHaveCount(PAST_PAGE_SIZE);
    const { dates } = await eventsIn(cards);
    expectMostRecentFirst(dates);
    expect(Date.parse(dates[0]!)).toBeLessThan(Date.now());
    const pager = pastPager(page);
    const pageCount = await numberIn(pager, /Strana 1 od (\d+)/);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    await expectPagerAt(pager, 1, pageCount);
    await expect(pager.getByRole('link', { name: 'Sledeća' })).toHaveAttribute('href', '/events/arhiva/2');
    await expect(pager.getByRole('link', { name: `Strana ${pageCount}`, exact: true })).toHaveAttribute(
      'href',
      `/events/arhiva/${pageCount}`,
    );
  });

  test('page 2 shows the next older events, links back to /events and on to page 3; the last page ends the list', async ({
    page,
  }) => {
    await page.goto('/events');
    const firstPage = await eventsIn(pastRegion(page).locator('article'));
    const pageCount = await numberIn(pastPager(page), /Strana 1 od (\d+)/);
    await pastPager(page).getByRole('link', { name: 'Sledeća' }).click();
    await expect(page).toHaveURL(/\/events\/arhiva\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prošli događaji' })).toBeVisible();
    await expect(archiveCards(page)).toHaveCount(PAST_PAGE_SIZE);
    const secondPage = await eventsIn(archiveCards(page));
    expectDisjoint(firstPage.titles, secondPage.titles);
    // The archive goes on where /events stopped: older, most recent first.
    expectMostRecentFirst([...firstPage.dates, ...secondPage.dates]);
    const pager = pastPager(page);
    await expectPagerAt(pager, 2, pageCount);
    await expect(pager.getByRole('link', { name: 'Prethodna' })).toHaveAttribute('href', '/events');
    await expect(pager.getByRole('link', { name: 'Sledeća' })).toHaveAttribute('href', '/events/arhiva/3');
    // Past events offer no registration.
    await expect(page.getByRole('main').getByRole('link', { name: /Prijavi se/ })).toHaveCount(0);

    await pager.getByRole('link', { name: `Strana ${pageCount}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/arhiva/${pageCount}$`));
    await expectPagerAt(pastPager(page), pageCount, pageCount);
    const last = await eventsIn(archiveCards(page));
    expect(last.titles.length).toBeGreaterThan(0);
    expect(last.titles.length).toBeLessThanOrEqual(PAST_PAGE_SIZE);
    expectDisjoint(secondPage.titles, last.titles);
    expectMostRecentFirst(last.dates);
    expect(Date.parse(last.dates[0]!)).toBeLessThanOrEqual(Date.parse(secondPage.dates.at(-1)!));
  });

  test('a page past the end is empty, with the pager leading back to the last page', async ({ page }) => {
    await page.goto('/events');
    const pageCount = await numberIn(pastPager(page), /Strana 1 od (\d+)/);
    const response = await page.goto('/events/arhiva/999');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Na ovoj strani nema događaja.')).toBeVisible();
    await expect(pastPager(page).getByRole('link', { name: 'Prethodna' })).toHaveAttribute(
      'href',
      `/events/arhiva/${pageCount}`,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[NO-JS] the pager is plain links: page 2 and back render on the server', async ({ page }) => {
      await page.goto('/events');
      const firstPage = await eventsIn(pastRegion(page).locator('article'));
      expect(firstPage.titles).toHaveLength(PAST_PAGE_SIZE);
      await pastPager(page).getByRole('link', { name: 'Sledeća' }).click();
      await expect(page).toHaveURL(/\/events\/arhiva\/2$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Prošli događaji' })).toBeVisible();
      expectDisjoint(firstPage.titles, (await eventsIn(archiveCards(page))).titles);
      await pastPager(page).getByRole('link', { name: 'Sledeća' }).click();
      await expect(page).toHaveURL(/\/events\/arhiva\/3$/);
      await pastPager(page).getByRole('link', { name: 'Strana 1', exact: true }).click();
      await expect(page).toHaveURL(/\/events$/);
      expect((await eventsIn(pastRegion(page).locator('article'))).titles).toEqual(firstPage.titles);
    });

    test('[NO-JS] the archive page is in the server HTML with its canonical address and page links', async ({
      request,
    }) => {
      const html = await (await request.get('/events/arhiva/2')).text();
      expect(html).toMatch(/<a [^>]*href="\/events"[^>]*rel="prev"|<a [^>]*rel="prev"[^>]*href="\/events"/);
      expect(html).toMatch(
        /<a [^>]*href="\/events\/arhiva\/3"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/events\/arhiva\/3"/,
      );
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/events\/arhiva\/2"/);
    });
  });
});
