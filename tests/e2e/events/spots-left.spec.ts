import { expect, test, type Page } from '@playwright/test';

import { asNewVisitor, uniqueEmail } from '../forms/support';

const EVENT = 'Kafa sa osnivačima';

/** The places left that the event's card on /events (served from the route cache) shows. */
async function spotsLeftOnEventsPage(page: Page): Promise<number> {
  await page.goto('/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: EVENT }) });
  const text = await card.getByText(/Slobodnih mesta: \d+/).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

test('[VISITOR] a registration lowers the places left on /events at the next request', async ({ page }) => {
  await asNewVisitor(page);
  const before = await spotsLeftOnEventsPage(page);

  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: EVENT }) })
    .getByRole('link', { name: /Prijavi se/ })
    .click();
  const form = page.getByRole('form', { name: 'Prijava na događaj' });
  await expect(form).toBeVisible();
  const registrationUrl = page.url();
  const placesOnRegistrationPage = async () =>
    Number(/Slobodnih mesta: (\d+)/.exec((await page.getByText(/Slobodnih mesta: \d+/).textContent()) ?? '')?.[1]);
  const beforeOnRegistrationPage = await placesOnRegistrationPage();
  await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Mila');
  await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Milić');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('mesta'));
  await form.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prijava poslata!' })).toBeVisible();

  // Other tests may register at the same time: at least this one place is gone.
  expect(await spotsLeftOnEventsPage(page)).toBeLessThan(before);
  // The registration page is cached per event too, and revalidated with the same tag.
  await page.goto(registrationUrl);
  expect(await placesOnRegistrationPage()).toBeLessThan(beforeOnRegistrationPage);
});

test("[VISITOR] a listed event's registration page comes from the route cache; a link that describes its event renders per request", async ({
  request,
}) => {
  const listed = '/prijava-dogadjaj?event=wild-mixer-april';
  await request.get(listed);
  const again = await request.get(listed);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await again.text()).toContain('Wild Mixer – april');

  const described = await request.get('/prijava-dogadjaj?title=Meetup&date=12.%20jun');
  expect(described.status()).toBe(200);
  expect(described.headers()['x-nextjs-cache']).toBeUndefined();
  expect(await described.text()).toContain('Meetup');

  const unknown = await request.get('/prijava-dogadjaj?event=ne-postoji');
  expect(unknown.headers()['x-nextjs-cache']).toBeUndefined();
  expect(await unknown.text()).toContain('Događaj nije pronađen');
});
