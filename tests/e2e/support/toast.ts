import { expect, type Page } from '@playwright/test';

/**
 * The toast on screen: sonner marks the newest `data-front`. A new toast dismisses the one before it
 * (components/ui/toaster.tsx), which stays in the DOM for the moment its exit animation lasts.
 */
export function frontToast(page: Page) {
  return page.locator('[data-sonner-toast][data-front="true"]');
}

/** The toast on screen (one at a time): its title and description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = frontToast(page);
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}
