import { expect, type Page } from '@playwright/test';

/**
 * The toast that says `message` under `title`. Found by its message, because the sign-in toast
 * ('Uspešno ste se prijavili') is still in the stack and shares the title's word 'Uspešno'.
 */
export async function expectAdminToast(page: Page, title: string, message: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: message }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}
