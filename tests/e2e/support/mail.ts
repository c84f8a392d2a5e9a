import { expect, type Browser, type Page } from '@playwright/test';

import { signInAsAdmin } from './accounts';

/**
 * The newest link of a `template` mail to `email` that matches `pattern`, read from the outbox as
 * the admin sees it in /admin/outbox (embedded mode sends nothing: the mail waits there with its
 * link).
 */
async function linkInOutbox(browser: Browser, email: string, template: string, pattern: RegExp): Promise<string> {
  const [text = ''] = await mailsInOutbox(browser, email, template);
  const link = text.match(pattern)?.[0];
  if (!link) throw new Error(`no ${template} link for ${email} in /admin/outbox`);
  return link;
}

/**
 * The texts of every pending `template` mail to `email`, newest first, as the admin reads them in
 * /admin/outbox (an empty list when there is none).
 */
export async function mailsInOutbox(browser: Browser, email: string, template: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsAdmin(page, '/admin/outbox?status=pending');
    const mails = page.getByRole('article').filter({ hasText: email.toLowerCase() }).filter({ hasText: template });
    return (await mails.locator('pre').allTextContents()).map((text) => text ?? '');
  } finally {
    await context.close();
  }
}

/** The confirmation link mailed to `email`. */
export function confirmationLinkFor(browser: Browser, email: string): Promise<string> {
  return linkInOutbox(browser, email, 'account.confirm', /https?:\/\/\S+\/auth\/potvrda\?token=\S+/);
}

/** The newest password-reset link mailed to `email` ('Zaboravljena lozinka?'). */
export function passwordResetLinkFor(browser: Browser, email: string): Promise<string> {
  return linkInOutbox(browser, email, 'account.password_reset', /https?:\/\/\S+\/auth\/nova-lozinka\?\S+/);
}

/** The newest link that confirms `email` as a member profile's new contact address. */
export function profileEmailLinkFor(browser: Browser, email: string): Promise<string> {
  return linkInOutbox(browser, email, 'member.email_confirm', /https?:\/\/\S+\/members\/potvrda-adrese\?token=\S+/);
}

/** Opens the confirmation link of `email` in `page` and presses its button, as the recipient does. */
export async function confirmThroughOutbox(page: Page, email: string): Promise<void> {
  const link = new URL(await confirmationLinkFor(page.context().browser()!, email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Potvrdi email adresu' }).click();
  await expect(page.getByText('Vaša email adresa je potvrđena. Sada se možete prijaviti.')).toBeVisible();
}
