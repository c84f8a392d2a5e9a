import { expect, type Browser, type Page } from '@playwright/test';

import { DEMO_ADMIN } from './accounts';

/**
 * The confirmation link mailed to `email`, read from the outbox as the admin sees it in
 * /admin/outbox (embedded mode sends nothing: the mail waits there with its link).
 */
export async function confirmationLinkFor(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/auth?next=%2Fadmin%2Foutbox%3Fstatus%3Dpending');
    const form = page.getByRole('form', { name: 'Prijava' });
    await form.getByLabel('Email').fill(DEMO_ADMIN.email);
    await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(DEMO_ADMIN.password);
    await form.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox/);
    const mail = page
      .getByRole('article')
      .filter({ hasText: email.toLowerCase() })
      .filter({ hasText: 'account.confirm' });
    const text = (await mail.first().locator('pre').textContent()) ?? '';
    const link = text.match(/https?:\/\/\S+\/auth\/potvrda\?token=\S+/)?.[0];
    if (!link) throw new Error(`no confirmation link for ${email} in /admin/outbox`);
    return link;
  } finally {
    await context.close();
  }
}

/** Opens the confirmation link of `email` in `page` and presses its button, as the recipient does. */
export async function confirmThroughOutbox(page: Page, email: string): Promise<void> {
  const link = new URL(await confirmationLinkFor(page.context().browser()!, email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Potvrdi email adresu' }).click();
  await expect(page.getByText('Vaša email adresa je potvrđena. Sada se možete prijaviti.')).toBeVisible();
}
