import { expect, type Browser, type Page } from '@playwright/test';

import { asNewVisitor } from '../forms/support';
import { signInAsAdmin } from '../support/accounts';
import { registerThroughForm } from '../support/event-registration';

/** Signs in through /auth as the demo admin and opens a tab of the panel. */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await asNewVisitor(page);
  await signInAsAdmin(page, `/admin?tab=${tab}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/**
 * On the open 'Događaji' tab, creates an upcoming event with `places` places at `start`
 * (`datetime-local`) in `location`; answers its title (a unique name from `prefix`).
 */
export async function createEventInPanel(
  page: Page,
  prefix: string,
  { places, start, location }: { places: number; start: string; location: string },
): Promise<string> {
  const title = uniqueName(prefix);
  await page.getByRole('button', { name: 'Dodaj događaj' }).click();
  const form = page.getByRole('form', { name: 'Novi događaj' });
  await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
  await form.getByLabel('Datum i vreme').fill(start);
  await form.getByRole('textbox', { name: 'Lokacija' }).fill(location);
  await form.getByRole('spinbutton', { name: 'Maksimalan broj učesnika' }).fill(String(places));
  await form.getByRole('button', { name: 'Kreiraj događaj' }).click();
  await expectToast(page, 'Uspešno', 'Događaj je uspešno kreiran');
  return title;
}

/** A visitor registers through the public form (the place, or the waitlist of a full event). */
export async function registerAsVisitor(browser: Browser, title: string, email: string, name: [string, string]) {
  const page = await (await browser.newContext()).newPage();
  try {
    await asNewVisitor(page);
    await registerThroughForm(page, title, email, { name });
    await expect(page.getByRole('heading', { level: 1, name: /Prijava poslata!|Lista čekanja/ })).toBeVisible();
  } finally {
    await page.context().close();
  }
}

/** A name no other run of the suite has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
}

/** A valid 1×1 PNG (tests/support/upload-fixtures.ts) as Playwright uploads it. */
export function pngFile(name: string, buffer: Buffer) {
  return { name, mimeType: 'image/png', buffer };
}

import { expectToast } from '../support/toast';

export { expectToast };
