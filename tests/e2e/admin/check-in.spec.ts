import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';

import { uniqueEmail } from '../forms/support';
import { mailsInOutbox } from '../support/mail';
import { elementsPastRightEdge } from '../support/phone-width';
import { createEventInPanel, expectToast, openAdminTab, registerAsVisitor } from './support';

/** No accessibility violations on the page as it stands. */
async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

/** The check-in link of the confirmation mail to `email`, as a path (the mail names the site's own address). */
async function checkInLinkOf(browser: Browser, email: string): Promise<string> {
  const [mail = ''] = await mailsInOutbox(browser, email, 'registration.confirm');
  expect(mail).toContain('Kod za ulaz');
  const link = /https?:\/\/\S+\/ulaz\?kod=\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no check-in link in the confirmation to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('[ADMIN] checks people in at the door on a phone: the QR code of the mail, the code signed out, search, check-in, the count follows, undo', async ({
  page,
  browser,
}) => {
  test.slow();
  await openAdminTab(page, 'events');
  const title = await createEventInPanel(page, 'Ulaz', {
    places: 5,
    start: '2031-06-10T18:00',
    location: 'Beograd, Sala 3',
  });
  const [jelena, milos] = [uniqueEmail('ulaz-jelena'), uniqueEmail('ulaz-milos')];
  await registerAsVisitor(browser, title, jelena, ['Jelena', 'Ulazić']);
  await registerAsVisitor(browser, title, milos, ['Miloš', 'Vratić']);

  // The confirmation mail carries the code: its link, and the QR image as a PNG of its own address.
  const codePath = await checkInLinkOf(browser, jelena);
  const image = await page.request.get(codePath.replace('/ulaz?', '/ulaz/qr?'));
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

  // Signed out, the code only says that it is valid: no name, no address, no event; never indexed.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(codePath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Kod je važeći' })).toBeVisible();
  const shown = (await visitor.locator('main').textContent()) ?? '';
  for (const secret of ['Jelena', 'Ulazić', jelena, title]) expect(shown).not.toContain(secret);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(visitor);
  await visitor.goto(`${codePath.slice(0, -4)}AAAA`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Kod nije važeći' })).toBeVisible();
  await visitor.context().close();

  // The admin, on a phone: the code opens Jelena's check-in (nothing is changed by opening it).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(codePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Jelena Ulazić' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prijavi dolazak: Jelena Ulazić' })).toBeVisible();

  // The attendees page links to the check-in page.
  const deskHref =
    (await page.getByRole('link', { name: 'Ulaz za ovaj događaj: svi prijavljeni' }).getAttribute('href')) ?? '';
  await page.goto(deskHref.replace(/\/ulaz$/, ''));
  await page.getByRole('link', { name: 'Ulaz: prijava dolazaka' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\/ulaz$/);
  const counts = page.getByTestId('check-in-counts');
  await expect(counts).toHaveText('Stiglo: 0 / Prijavljeno: 2');

  // Search as you type, one tap, the count follows.
  await page.getByRole('searchbox', { name: 'Ime ili email' }).fill('ulazic');
  const people = page.getByRole('list', { name: 'Prijavljeni' });
  await expect(people.getByRole('listitem')).toHaveCount(1);

  // A tap whose request fails says so and rolls back; tapped again, it is stored.
  const failOnce = (route: Route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue());
  await page.route(/\/ulaz$/, failOnce);
  await people.getByRole('button', { name: 'Prijavi dolazak: Jelena Ulazić' }).click();
  await expect(people.getByRole('alert')).toHaveText('Nije sačuvano. Pokušajte ponovo.');
  await expect(counts).toHaveText('Stiglo: 0 / Prijavljeno: 2');
  await expect(people.getByRole('listitem')).toContainText('Nije stigao/la');
  await page.unroute(/\/ulaz$/, failOnce);
  await people.getByRole('button', { name: 'Prijavi dolazak: Jelena Ulazić' }).click();
  await expect(counts).toHaveText('Stiglo: 1 / Prijavljeno: 2');
  await expect(people.getByRole('listitem')).toContainText(/Stigao\/la u \d{2}:\d{2}/);
  await expect(people.getByRole('alert')).toHaveCount(0);
  expect(await elementsPastRightEdge(page)).toEqual([]);
  await expectAccessible(page);

  // Another organiser checks Miloš in through his code: this page's count follows by itself.
  const other = await (await browser.newContext()).newPage();
  await openAdminTab(other, 'events');
  await other.goto(await checkInLinkOf(browser, milos));
  await other.getByRole('button', { name: 'Prijavi dolazak: Miloš Vratić' }).click();
  await expectToast(other, 'Dolazak prijavljen');
  await expect(other.getByText(/Stigao\/la u \d{2}:\d{2}/)).toBeVisible();
  await other.context().close();
  await expect(counts).toHaveText('Stiglo: 2 / Prijavljeno: 2', { timeout: 15_000 });

  // 'Poništi' takes Jelena's back.
  await people.getByRole('button', { name: 'Poništi: Jelena Ulazić' }).click();
  await expect(counts).toHaveText('Stiglo: 1 / Prijavljeno: 2');
  await expect(people.getByRole('listitem')).toContainText('Nije stigao/la');

  // The attendees page counts and filters the checked-in.
  await page.goto(deskHref.replace(/\/ulaz$/, ''));
  await page.getByRole('navigation', { name: 'Status prijava' }).getByRole('link', { name: 'Stiglo (1)' }).click();
  const table = page.getByRole('table', { name: `Prijave za ${title}` });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: milos })).toContainText(/stigao\/la u \d{2}:\d{2}/);
});
