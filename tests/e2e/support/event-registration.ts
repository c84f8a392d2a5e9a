import type { Page } from '@playwright/test';

/**
 * On /events, opens the public registration form of the event titled `title` (its place, or the
 * waitlist of a full event), fills it in as `name` with `email` and sends it with `button`. The
 * caller checks the answer.
 */
export async function registerThroughForm(
  page: Page,
  title: string,
  email: string,
  {
    name = ['Mila', 'Milić'],
    button = /^Prijavi se/,
  }: { name?: readonly [string, string]; button?: string | RegExp } = {},
): Promise<void> {
  await page.goto('/events');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('link', { name: new RegExp(`(Prijavi se na događaj|Lista čekanja za događaj) ${title}`) })
    .click();
  const form = page.getByRole('form', { name: 'Prijava na događaj' });
  await form.getByRole('textbox', { name: 'Ime', exact: true }).fill(name[0]);
  await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill(name[1]);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('button', { name: button }).click();
}
