import { expect, type Page } from '@playwright/test';

/** Set on a toast once a test has asserted it, so the same words from an earlier action never count again. */
const ASSERTED = 'data-e2e-asserted';

/**
 * The toast on screen that no assertion has claimed yet: sonner marks the newest `data-front`. A new
 * toast dismisses the one before it (components/ui/toaster.tsx), which stays in the DOM for the
 * moment its exit animation lasts.
 */
export function frontToast(page: Page) {
  return page.locator(`[data-sonner-toast][data-front="true"]:not([${ASSERTED}])`);
}

/**
 * The toast an action raised (one at a time): its title and description. A toast already asserted
 * does not match, so two actions in a row that answer with the same words each need their own
 * toast: the second assertion waits for the second answer, not the first one still on screen.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = frontToast(page);
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  await toast.evaluate((element, attribute) => element.setAttribute(attribute, ''), ASSERTED);
}
