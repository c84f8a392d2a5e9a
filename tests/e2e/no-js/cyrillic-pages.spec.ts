import { expect, test } from '@playwright/test';

/**
 * Runs in the `no-javascript` project: the Cyrillic address of a page (docs/i18n.md, "The script
 * switch") is rendered in Cyrillic on the server, so a crawler and a visitor without JavaScript
 * get it; the Latin page keeps today's address and text.
 */
test('[NO-JS] /cir/about is the about page in Cyrillic: its lang, page texts, navigation and footer', async ({
  page,
}) => {
  const response = await page.goto('/cir/about');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заједница која идеје претвара у стварност');
  const nav = page.getByRole('navigation', { name: 'Главна навигација' });
  await expect(nav.getByRole('link', { name: 'О нама' })).toHaveAttribute('href', '/cir/about');
  await expect(nav.getByRole('link', { name: 'О нама' })).toHaveAttribute('aria-current', 'page');
  // An English name keeps its letters (the foreign mark in lib/site/navigation.ts).
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Приватност' })).toHaveAttribute('href', '/cir/privatnost');
  await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/cir');
  // For crawlers: its own canonical address, and both scripts' addresses as alternates.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cir\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="sr-Latn"]')).toHaveAttribute('href', /[^r]\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="sr-Cyrl"]')).toHaveAttribute('href', /\/cir\/about$/);
});

test('[NO-JS] the Latin page keeps its address, its lang and its text', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zajednica koja ideje pretvara u stvarnost');
  await expect(
    page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'O nama' }),
  ).toHaveAttribute('href', '/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^r]\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="sr-Cyrl"]')).toHaveAttribute('href', /\/cir\/about$/);
});

test('[NO-JS] a typed /lat/ address goes to the Latin page’s own address', async ({ page }) => {
  await page.goto('/lat/about');
  expect(new URL(page.url()).pathname).toBe('/about');
});

test('[NO-JS] an unknown Cyrillic address answers 404 with the site’s 404 page in Cyrillic', async ({ page }) => {
  const response = await page.goto('/cir/stranica-koja-ne-postoji');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Назад на почетну' })).toHaveAttribute('href', '/cir');
});

test('[NO-JS] the signed-in areas answer at both addresses, each in its script', async ({ page }) => {
  await page.goto('/cir/members/auth');
  expect(new URL(page.url()).pathname).toBe('/cir/members/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await page.goto('/members/auth');
  expect(new URL(page.url()).pathname).toBe('/members/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
});

test('[NO-JS] the sitemap lists each page in both scripts, each naming the other', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = sitemap.split('<url>').find((url) => url.includes(`<loc>${baseURL}/cir/about</loc>`));
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="sr-Latn" href="${baseURL}/about"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="sr-Cyrl" href="${baseURL}/cir/about"/>`);
  expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`);
});
