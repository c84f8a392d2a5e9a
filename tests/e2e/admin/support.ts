import { expect, type Page } from '@playwright/test';

import { asNewVisitor } from '../forms/support';

/** The embedded demo admin (README). */
export const ADMIN = { email: 'admin@zajednica.local', password: 'admin-zajednica-2024' } as const;

/** Signs in through /auth as the demo admin and opens a tab of the panel. */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await asNewVisitor(page);
  await page.goto(`/auth?next=${encodeURIComponent(`/admin?tab=${tab}`)}`);
  const form = page.getByRole('form', { name: 'Prijava' });
  await form.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await form.getByLabel(/^Lozinka/).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL(`**/admin?tab=${tab}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/** A name no other run of the suite has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
}

/** A valid 1×1 PNG (tests/support/upload-fixtures.ts) as Playwright uploads it. */
export function pngFile(name: string, buffer: Buffer) {
  return { name, mimeType: 'image/png', buffer };
}

export { expectToast } from '../support/toast';
