import { expect, test, type Locator, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';

/**
 * Issue 47: the panel's lists are read one page at a time. A page past the end is an empty page
 * with a way back (on any data set); where the data set has more than a page (the large seed,
 * `npm run seed:large`), 'Sledeća' leads to the next rows with the filters kept.
 */

/** The names of the list's items, in order. */
async function namesOf(items: Locator): Promise<string[]> {
  return items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

/** The number a '… od N' / '(N)' text ends with. */
async function countIn(locator: Locator, pattern: RegExp): Promise<number> {
  const match = (await locator.innerText()).match(pattern);
  return Number(match?.[1] ?? 0);
}

async function expectNextPage(page: Page, pager: Locator, items: Locator, kept: RegExp[]): Promise<void> {
  const first = await namesOf(items);
  await pager.getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(/[?&]strana=2(&|$)/);
  for (const param of kept) await expect(page).toHaveURL(param);
  await expect(pager.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager).toContainText('Strana 2 od');
  const second = await namesOf(items);
  expect(second.length).toBeGreaterThan(0);
  expect(second.some((name) => first.includes(name))).toBe(false);
  await pager.getByRole('link', { name: 'Prethodna' }).click();
  await expect(page).not.toHaveURL(/strana=/);
  expect(await namesOf(items)).toEqual(first);
}

test.describe('[ADMIN] the lists page', () => {
  test('the inbox: a page past the end is empty with a way back; more than 25 items go on to page 2, filters kept', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/inbox?kind=registrations&status=all&strana=999');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijemno sanduče' })).toBeVisible();
    await expect(page.getByText('Nema stavki za prikaz.')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Stranice prijemnog sandučeta' });
    await pager.getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(/kind=registrations/);
    await expect(page).toHaveURL(/status=all/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');

    const shown = await countIn(page.getByText(/Prijave na događaje: prikazano/), /od (\d+)/);
    test.skip(shown <= 25, 'the data set has one page of registrations (run on the large seed)');
    await page.goto('/admin/inbox?kind=registrations&status=all');
    await expect(page.getByRole('article')).toHaveCount(25);
    await expectNextPage(page, pager, page.getByRole('article'), [/kind=registrations/, /status=all/]);
  });

  test("'Članovi': a page past the end is empty with a way back; more than 20 approved members go on to page 2", async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=members&status=approved&strana=99');
    await expect(page.getByRole('heading', { level: 2, name: /^Odobreni članovi \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('Nema članova sa ovim statusom.')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Stranice liste članova' });
    await pager.getByRole('link', { name: 'Prethodna' }).click();
    await expect(page).toHaveURL(/tab=members/);
    await expect(page).toHaveURL(/status=approved/);

    // Each member's card is named by the member (aria-label).
    const cards = page.getByRole('list', { name: /^Odobreni članovi/ }).locator(':scope > li > [aria-label]');
    const approved = await countIn(page.getByRole('heading', { level: 2, name: /^Odobreni članovi/ }), /\((\d+)\)/);
    test.skip(approved <= 20, 'the data set has one page of approved members (run on the large seed)');
    await expect(cards).toHaveCount(20);
    await expectNextPage(page, pager, cards, [/tab=members/, /status=approved/]);
  });
});
