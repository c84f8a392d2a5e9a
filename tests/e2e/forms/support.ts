import { expect, type Locator, type Page } from '@playwright/test';

let counter = 0;

/**
 * Every test speaks from its own client address (the app reads x-forwarded-for, as behind a
 * proxy) and uses a fresh e-mail, so the per-IP and per-address rate limits of one test never
 * refuse another, even when the suite runs twice against the same server.
 */
export async function asNewVisitor(page: Page): Promise<void> {
  const seed = Date.now() % 200_000;
  counter += 1;
  const ip = `10.${Math.floor(seed / 250) % 250}.${(seed + counter) % 250}.${(counter % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@primer.rs`;
}

/** The message shown under a field, tied to it by aria-describedby. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

export { expectToast } from '../support/toast';
