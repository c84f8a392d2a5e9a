import type { Locator } from '@playwright/test';

/**
 * Clicks `trigger` and then `confirmLabel` in the confirmation dialog it opens (`ConfirmDialog`:
 * the site asks in the page before deleting, blocking or ending something).
 */
export async function confirmInDialog(trigger: Locator, dialogName: string, confirmLabel: string): Promise<void> {
  await trigger.click();
  await trigger.page().getByRole('dialog', { name: dialogName }).getByRole('button', { name: confirmLabel }).click();
}
