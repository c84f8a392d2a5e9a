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
  await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Mila');
  await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Milić');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('mesta'));
  await form.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prijava poslata!' })).toBeVisible();

  // Other tests may register at the same time: at least this one place is gone.
  expect(await spotsLeftOnEventsPage(page)).toBeLessThan(before);
});
