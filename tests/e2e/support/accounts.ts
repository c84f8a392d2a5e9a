import { expect, type Browser, type Page } from '@playwright/test';

/** The admin the embedded demo seeds (README). */
export const DEMO_ADMIN = { email: 'admin@zajednica.local', password: 'admin-zajednica-2024' } as const;

/** Signs in through /auth the way a person does and waits for the panel. */
export async function signInAsAdmin(page: Page, next = '/admin'): Promise<void> {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Lozinka').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

/** A new browser context signed in as the demo admin, on 'Tim i uloge' (/admin/tim). */
export async function openTeamPageAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page, '/admin/tim');
  await expect(page.getByRole('heading', { name: 'Tim i uloge', level: 1 })).toBeVisible();
  return page;
}

/** Signs up on the Registracija tab of /auth (an account with no rights yet) and waits for 'Proverite email'. */
export async function signUpAtAuth(page: Page, fullName: string, email: string, password: string): Promise<void> {
  await page.goto('/auth?tab=registracija');
  await page.getByLabel('Ime i prezime').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Registruj se' }).click();
  await expect(page).toHaveURL(/\/auth\?potvrda=poslata$/);
  await expect(page.getByRole('heading', { name: 'Proverite email' })).toBeVisible();
}
