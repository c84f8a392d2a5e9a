import { expect, test, type Locator, type Page } from '@playwright/test';

import { LARGE_SITE_URL } from '../../../playwright.config';
import { signInAsAdmin } from '../support/accounts';
import { expectDisjoint, expectPagerAt, hrefsOf, numberIn } from '../support/paging';

/**
 * Issue 47: the panel's lists are read one page at a time. On the large-data server
 * (scripts/e2e-large-seed.ts: ~900 registrations, ~150 approved members), where 'Sledeća' leads
 * to the next rows with the filters kept, and a page past the end is an empty page with a way back.
 */
test.use({ baseURL: LARGE_SITE_URL });

const INBOX_PAGE_SIZE = 20;
const MEMBERS_PAGE_SIZE = 20;

/**
 * From page 1 to page 2 through 'Sledeća' and back through 'Prethodna': other items on page 2,
 * the filters in `kept` in the address throughout, the same items on page 1 again.
 */
async function expectNextPage(
  page: Page,
  pager: Locator,
  ids: () => Promise<string[]>,
  pageCount: number,
  kept: RegExp[],
): Promise<void> {
  await expectPagerAt(pager, 1, pageCount);
  const first = await ids();
  await pager.getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(/[?&]strana=2(&|$)/);
  for (const param of kept) await expect(page).toHaveURL(param);
  await expectPagerAt(pager, 2, pageCount);
  expectDisjoint(first, await ids());
  await pager.getByRole('link', { name: 'Prethodna' }).click();
  await expect(page).not.toHaveURL(/strana=/);
  for (const param of kept) await expect(page).toHaveURL(param);
  expect(await ids()).toEqual(first);
}

test.describe('[ADMIN] the lists page', () => {
  test('the inbox: 20 registrations a page of the total, page 2 with the filters kept; a page past the end leads back', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/inbox?kind=registrations&status=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijemno sanduče' })).toBeVisible();
    const shown = page.getByText(/Prijave na događaje: prikazano/);
    const total = await numberIn(shown, /od ([\d.]+)/);
    expect(total).toBeGreaterThan(2 * INBOX_PAGE_SIZE);
    await expect(shown).toContainText(`prikazano ${INBOX_PAGE_SIZE} od`);
    const items = page.getByRole('article');
    await expect(items).toHaveCount(INBOX_PAGE_SIZE);
    // Each registration's address is its own (the seed numbers them): it tells the items apart.
    const ids = () => hrefsOf(items.locator('a[href^="mailto:"]'));
    const pager = page.getByRole('navigation', { name: 'Stranice prijemnog sandučeta' });
    await expectNextPage(page, pager, ids, Math.ceil(total / INBOX_PAGE_SIZE), [/kind=registrations/, /status=all/]);

    await page.goto('/admin/inbox?kind=registrations&status=all&strana=999');
    await expect(page.getByText('Nema stavki za prikaz.')).toBeVisible();
    await pager.getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(new RegExp(`strana=${Math.ceil(total / INBOX_PAGE_SIZE)}`));
    await expect(page).toHaveURL(/kind=registrations/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await expect(items.first()).toBeVisible();
  });

  test("'Članovi': 20 approved members a page, page 2 with the status and a search kept; a page past the end leads back", async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=members&status=approved');
    const heading = page.getByRole('heading', { level: 2, name: /^Odobreni članovi \(\d+\)$/ });
    const approved = await numberIn(heading, /\((\d+)\)/);
    expect(approved).toBeGreaterThan(2 * MEMBERS_PAGE_SIZE);
    // Each member's card links to the member's page: its address tells the cards apart.
    const cards = page.getByRole('list', { name: /^Odobreni članovi/ }).locator(':scope > li > [aria-label]');
    await expect(cards).toHaveCount(MEMBERS_PAGE_SIZE);
    const ids = () => hrefsOf(cards.getByRole('link', { name: /^Detalji i istorija/ }));
    const pager = page.getByRole('navigation', { name: 'Stranice liste članova' });
    await expectNextPage(page, pager, ids, Math.ceil(approved / MEMBERS_PAGE_SIZE), [/tab=members/, /status=approved/]);

    // A search: its total counted, its pages linked with the query.
    await page.goto('/admin?tab=members&status=approved&q=ic');
    const found = await numberIn(page.getByRole('status').filter({ hasText: /^Pronađeno/ }), /^Pronađeno (\d+) od/);
    expect(found).toBeGreaterThan(MEMBERS_PAGE_SIZE);
    expect(found).toBeLessThanOrEqual(approved);
    await expectNextPage(page, pager, ids, Math.ceil(found / MEMBERS_PAGE_SIZE), [
      /tab=members/,
      /status=approved/,
      /q=ic/,
    ]);

    await page.goto('/admin?tab=members&status=approved&strana=99');
    await expect(page.getByText('Nema članova sa ovim statusom.')).toBeVisible();
    await pager.getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(new RegExp(`strana=${Math.ceil(approved / MEMBERS_PAGE_SIZE)}`));
    await expect(page).toHaveURL(/status=approved/);
    await expect(cards.first()).toBeVisible();
  });
});
