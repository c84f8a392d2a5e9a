import { expect, test, type Page } from '@playwright/test';

import { LARGE_SITE_URL } from '../../../playwright.config';
import { expectDisjoint, expectPagerAt, numberIn } from '../support/paging';
import { DEMO, signInAsMember, signInWithoutJavaScript } from './support';

/**
 * The members' lists are read one page at a time (issue 47): `?strana=N`, page links that keep the
 * search and the filters, and a page past the end that is empty but shows the way back. The demo
 * holds less than a page of members and ads, so the first tests open a page past the end there;
 * the large-data server (scripts/e2e-large-seed.ts: ~150 members, ~150 open ads) has the real
 * second pages.
 */

/** The pager of a list, by its landmark's name. */
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });
/** The ids of the cards on the page: a directory card's heading is `member-{id}`, an ad's `ad-{id}`. */
const cardIds = (page: Page, prefix: 'member-' | 'ad-') =>
  page
    .getByRole('main')
    .locator(`h2[id^="${prefix}"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.id));

const DIRECTORY_PAGE_SIZE = 12;
const ADS_PAGE_SIZE = 12;

test.describe('members lists in pages', () => {
  test('[MEMBER] a directory page past the end keeps the search and type, and its link leads back to the first page', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/directory?q=marko&tip=individual&strana=2');
    // The counter counts the whole result, not the page.
    await expect(page.getByRole('status').filter({ hasText: /^Pronađeno [1-9]\d* od \d+ član/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toHaveCount(0);

    const links = pager(page, 'Stranice direktorijuma');
    await expect(links.getByText('Strana 1 od 1')).toBeVisible();
    await expect(links.getByRole('link', { name: 'Sledeća' })).toHaveCount(0);
    const previous = links.getByRole('link', { name: 'Prethodna' });
    await expect(previous).toHaveAttribute('href', '/members/directory?q=marko&tip=individual');
    await expect(previous).toHaveAttribute('rel', 'prev');

    await previous.click();
    await expect(page).toHaveURL(/\/members\/directory\?q=marko&tip=individual$/);
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toBeVisible();
    // One page: no pager at all.
    await expect(pager(page, 'Stranice direktorijuma')).toHaveCount(0);
  });

  test('[MEMBER] an ads page past the end keeps the category and search; the way back shows the ads', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.jelena);
    await page.goto('/members/requests?q=saosnivac&category=partnership&strana=3');
    const title = page.getByRole('heading', { name: 'Tražim saosnivača sa biznis iskustvom' });
    await expect(title).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Pronađeno [1-9]\d* oglas/ })).toBeVisible();
    // Not the empty state: the search found an ad, only not on this page.
    await expect(page.getByRole('heading', { name: 'Nema oglasa koji odgovaraju pretrazi' })).toHaveCount(0);

    const links = pager(page, 'Stranice oglasa');
    await expect(links.getByText('Strana 1 od 1')).toBeVisible();
    const previous = links.getByRole('link', { name: 'Prethodna' });
    await expect(previous).toHaveAttribute('href', '/members/requests?q=saosnivac&category=partnership');
    await previous.click();
    await expect(page).toHaveURL(/\/members\/requests\?q=saosnivac&category=partnership$/);
    await expect(title).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kontaktiraj: Stefan Đorđević' })).toBeVisible();
    await expect(pager(page, 'Stranice oglasa')).toHaveCount(0);
  });

  test("[MEMBER] the own ads' tab pages too, and a new search starts again from the first page", async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/requests?mine=1&strana=2');
    const links = pager(page, 'Stranice oglasa');
    await expect(links.getByRole('link', { name: 'Prethodna' })).toHaveAttribute('href', '/members/requests?mine=1');
    // The search form carries no page: what it finds is shown from its first page.
    const search = page.getByRole('search', { name: 'Pretraga oglasa' });
    await search.getByRole('searchbox', { name: 'Pretraga', exact: true }).fill('mentora');
    await expect(page).toHaveURL(/\/members\/requests\?(?=.*mine=1)(?=.*q=mentora)(?!.*strana=)/);
    await expect(page.getByRole('heading', { name: 'Tražim mentora za izlazak na B2B tržište' })).toBeVisible();
  });
});

test.describe('members lists in pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[MEMBER] the directory and the ads page with plain links', async ({ page }) => {
    await signInWithoutJavaScript(page, DEMO.stefan);
    await page.goto('/members/directory?tip=company&strana=2');
    await pager(page, 'Stranice direktorijuma').getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(/\/members\/directory\?tip=company$/);
    await expect(page.getByRole('heading', { name: 'Jelena Nikolić' })).toBeVisible();

    await page.goto('/members/requests?type=seeking&strana=2');
    await pager(page, 'Stranice oglasa').getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(/\/members\/requests\?type=seeking$/);
    await expect(page.getByRole('heading', { name: 'Tražim saosnivača sa biznis iskustvom' })).toBeVisible();
  });
});

test.describe('members lists in pages, on the large data set', () => {
  test.use({ baseURL: LARGE_SITE_URL });

  test('[MEMBER] the directory: 12 of the total found, page 2 with the next ones, the search and type kept', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/directory?q=ic&tip=startup');
    const counter = page.getByRole('status').filter({ hasText: /^Pronađeno/ });
    const found = await numberIn(counter, /^Pronađeno ([\d.]+) od/);
    const listed = await numberIn(counter, /od ([\d.]+) član/);
    expect(found).toBeGreaterThan(DIRECTORY_PAGE_SIZE);
    expect(listed).toBeGreaterThan(found);
    const pageCount = Math.ceil(found / DIRECTORY_PAGE_SIZE);
    const links = pager(page, 'Stranice direktorijuma');
    await expectPagerAt(links, 1, pageCount);
    const first = await cardIds(page, 'member-');
    expect(first).toHaveLength(DIRECTORY_PAGE_SIZE);
    await expect(links.getByRole('link', { name: 'Sledeća' })).toHaveAttribute(
      'href',
      '/members/directory?q=ic&tip=startup&strana=2',
    );

    await links.getByRole('link', { name: 'Sledeća' }).click();
    await expect(page).toHaveURL(/\/members\/directory\?q=ic&tip=startup&strana=2$/);
    await expectPagerAt(links, 2, pageCount);
    const second = await cardIds(page, 'member-');
    expect(second).toHaveLength(Math.min(DIRECTORY_PAGE_SIZE, found - DIRECTORY_PAGE_SIZE));
    expectDisjoint(first, second);
    // The counter counts the whole result on every page; the form still holds the search.
    expect(await numberIn(counter, /^Pronađeno ([\d.]+) od/)).toBe(found);
    await expect(
      page.getByRole('search', { name: 'Pretraga članova' }).getByRole('searchbox', { name: 'Pretraga' }),
    ).toHaveValue('ic');
    await expect(links.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute(
      'href',
      '/members/directory?q=ic&tip=startup',
    );
    await links.getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(/\/members\/directory\?q=ic&tip=startup$/);
    expect(await cardIds(page, 'member-')).toEqual(first);
  });

  test('[MEMBER] the ads: 12 of the total found, page 2 with the next ones, the search and type kept', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.jelena);
    await page.goto('/members/requests?q=mentor&type=seeking');
    const counter = page.getByRole('status').filter({ hasText: /^Pronađeno/ });
    const found = await numberIn(counter, /^Pronađeno ([\d.]+) oglas/);
    expect(found).toBeGreaterThan(ADS_PAGE_SIZE);
    const pageCount = Math.ceil(found / ADS_PAGE_SIZE);
    const links = pager(page, 'Stranice oglasa');
    await expectPagerAt(links, 1, pageCount);
    const first = await cardIds(page, 'ad-');
    expect(first).toHaveLength(ADS_PAGE_SIZE);
    await expect(links.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute(
      'href',
      '/members/requests?q=mentor&type=seeking&strana=2',
    );

    await links.getByRole('link', { name: 'Strana 2', exact: true }).click();
    await expect(page).toHaveURL(/\/members\/requests\?q=mentor&type=seeking&strana=2$/);
    await expectPagerAt(links, 2, pageCount);
    const second = await cardIds(page, 'ad-');
    expect(second).toHaveLength(Math.min(ADS_PAGE_SIZE, found - ADS_PAGE_SIZE));
    expectDisjoint(first, second);
    expect(await numberIn(counter, /^Pronađeno ([\d.]+) oglas/)).toBe(found);
    await expect(links.getByRole('link', { name: 'Prethodna' })).toHaveAttribute(
      'href',
      '/members/requests?q=mentor&type=seeking',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[MEMBER] the directory and the ads page with plain links', async ({ page }) => {
      await signInWithoutJavaScript(page, DEMO.stefan);
      await page.goto('/members/directory');
      const members = await cardIds(page, 'member-');
      await pager(page, 'Stranice direktorijuma').getByRole('link', { name: 'Sledeća' }).click();
      await expect(page).toHaveURL(/\/members\/directory\?strana=2$/);
      expectDisjoint(members, await cardIds(page, 'member-'));

      await page.goto('/members/requests?type=offering');
      const ads = await cardIds(page, 'ad-');
      await pager(page, 'Stranice oglasa').getByRole('link', { name: 'Sledeća' }).click();
      await expect(page).toHaveURL(/\/members\/requests\?type=offering&strana=2$/);
      await expect(pager(page, 'Stranice oglasa').getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expectDisjoint(ads, await cardIds(page, 'ad-'));
    });
  });
});
