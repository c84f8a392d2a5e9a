import { expect, test } from '@playwright/test';

import { holdRequests } from '../support/held-requests';
import { DEMO, navigationLink, signInAsMember } from './support';

const GUIDE = 'Kako registrovati DOO u Srbiji: korak po korak';
const GUIDE_URL = 'https://www.apr.gov.rs/registri/privredna-drustva.html';

test.describe('[MEMBER] resources', () => {
  test('the navigation item shows that its page is loading while the server answers', async ({ page }) => {
    await signInAsMember(page, DEMO.stefan);
    const release = await holdRequests(page, (request) => new URL(request.url()).pathname === '/members/resources');
    const item = navigationLink(page, 'Resursi');
    await item.click();
    await expect(item.locator('[data-link-pending]')).toBeVisible();
    await expect(item).not.toHaveAttribute('aria-current', 'page');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Resursi' })).toBeVisible();
    await expect(item).toHaveAttribute('aria-current', 'page');
    await expect(item.locator('[data-link-pending]')).toHaveCount(0);
  });

  test('featured and all resources; a click anywhere on a card opens its link in a new tab', async ({
    page,
    context,
  }) => {
    // The resource lives on the internet, which the test machine does not reach.
    await context.route(GUIDE_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<title>APR</title>' }));
    await signInAsMember(page, DEMO.stefan);
    await page.goto('/members/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resursi' })).toBeVisible();

    const featured = page.getByRole('region', { name: 'Izdvojeni resursi' });
    // One level-3 heading per card (a card's tags are list items too).
    const featuredCount = await featured.getByRole('heading', { level: 3 }).count();
    expect(featuredCount).toBeGreaterThan(0);
    expect(featuredCount).toBeLessThanOrEqual(4);

    const card = featured.getByRole('listitem').filter({ has: page.getByRole('heading', { name: GUIDE }) });
    const guideLink = card.getByRole('link', { name: GUIDE, exact: true });
    await expect(guideLink).toHaveAttribute('target', '_blank');
    await expect(guideLink).toHaveAccessibleDescription('otvara se u novom prozoru');
    const popup = page.waitForEvent('popup');
    // Not the title: its description, elsewhere on the card (the card is clicked at that point, as a person would).
    const cardBox = await card.boundingBox();
    const textBox = await card.getByText('Vodič kroz osnivanje društva').boundingBox();
    if (!cardBox || !textBox) throw new Error('the card is not laid out');
    await card.click({ position: { x: textBox.x - cardBox.x + 10, y: textBox.y - cardBox.y + textBox.height / 2 } });
    await expect(await popup).toHaveURL(GUIDE_URL);

    await page.getByRole('searchbox').fill('Inovacionog');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Pronađeno 1 resurs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Izdvojeni resursi' })).toHaveCount(0);
  });

  test('the search and the filters apply as you type and choose, without pressing Pretraži', async ({ page }) => {
    await signInAsMember(page, DEMO.stefan);
    await page.goto('/members/resources');
    const status = page.getByRole('status').filter({ hasText: /^Pronađeno \d+ resurs/ });
    const search = page.getByRole('searchbox', { name: 'Pretraga', exact: true });
    await expect(page.getByRole('region', { name: 'Izdvojeni resursi' })).toBeVisible();

    await search.fill('Inovacionog');
    await expect(status).toHaveText('Pronađeno 1 resurs');
    await expect(page).toHaveURL(/[?&]q=Inovacionog(&|$)/);
    await expect(page.getByRole('heading', { name: 'Programi Inovacionog fonda za startape' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Izdvojeni resursi' })).toHaveCount(0);
    await expect(search).toBeFocused();

    await search.fill('');
    await expect(page.getByRole('region', { name: 'Izdvojeni resursi' })).toBeVisible();
    await page.getByLabel('Tip', { exact: true }).selectOption('workshop_recording');
    await expect(page).toHaveURL(/[?&]type=workshop_recording(&|$)/);
    const all = page.getByRole('region', { name: 'Svi resursi' });
    await expect(
      all.getByRole('heading', { name: 'Snimci radionica: pitch koji investitori slušaju do kraja' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: GUIDE })).toHaveCount(0);

    await page.getByLabel('Kategorija').selectOption('finance');
    await expect(page).toHaveURL(/[?&]category=finance(&|$)/);
    await expect(status).toHaveText('Pronađeno 0 resursa');
  });
});
