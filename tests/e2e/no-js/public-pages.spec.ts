import { expect, test } from '@playwright/test';

import { asNewVisitor, uniqueEmail } from '../forms/support';

/**
 * Runs in the `no-javascript` project (playwright.config.ts): every public page shows its main
 * heading and its content in the server's HTML, with nothing hidden behind a streamed boundary
 * or a loading skeleton that only JavaScript would replace.
 */
const PAGES = [
  { path: '/', heading: 'Mesto gde ideje postaju posao', text: 'Kalendar događaja' },
  { path: '/about', heading: 'Zajednica koja ideje pretvara u stvarnost', text: 'Pridruži se' },
  { path: '/mentors', heading: 'Mentori koji su već prošli tvoj put', text: 'Mentor' },
  { path: '/team', heading: 'Ljudi iza zajednice', text: 'tim' },
  { path: '/community', heading: 'Pridruži se našoj WhatsApp grupi', text: 'WhatsApp' },
  { path: '/stories', heading: 'Priče iz zajednice', text: 'Wild Mixer' },
  { path: '/events', heading: 'Događaji', text: 'Slobodnih mesta' },
  { path: '/join', heading: 'Postani deo zajednice od 500+ preduzetnika', text: 'Pošalji prijavu' },
  { path: '/contact', heading: 'Hajde da razgovaramo', text: 'Pošalji poruku' },
  { path: '/blog', heading: 'Blog', text: 'Svi članci' },
  { path: '/blog?q=firma', heading: 'Blog', text: 'Rezultati pretrage za „firma“' },
  {
    path: `/blog/category/${encodeURIComponent('Finansiranje & Grantovi')}`,
    heading: 'Finansiranje & Grantovi',
    text: '1 članak',
  },
  { path: '/prijava-dogadjaj?event=wild-mixer-april', heading: 'Wild Mixer – april', text: 'Slobodnih mesta' },
  { path: '/newsletter/potvrda', heading: 'Link nije ispravan', text: 'Link' },
  { path: '/stranica-koja-ne-postoji', heading: 'Oops! Page not found', text: 'Nazad na početnu' },
] as const;

for (const { path, heading, text } of PAGES) {
  test(`[NO-JS] ${path} shows its heading and content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /Učitavanje/ }),
    ).toHaveCount(0);
  });
}

test('[NO-JS] a blog post shows its title, text and the way back', async ({ page }) => {
  await page.goto('/blog');
  const href = await page
    .getByRole('main')
    .locator('a[href^="/blog/"]:not([href^="/blog/category/"])')
    .first()
    .getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').locator('p').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Blog' })).toBeVisible();
});

test('[NO-JS] the contact form sends a message', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Kontakt forma' });
  await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Bez Skripte');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('bezjs'));
  await form.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Pišem bez JavaScript-a.');
  await form.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expect(page.getByText('Hvala ti na poruci. Odgovorićemo ti uskoro!')).toBeVisible();
});
