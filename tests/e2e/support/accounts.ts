import { expect, type Page } from '@playwright/test';

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
