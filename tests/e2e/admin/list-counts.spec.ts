import { expect, test, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { asNewVisitor, expectToast, uniqueEmail } from '../forms/support';

/**
 * Issue 47: the inbox's badges and totals and the outbox's counts are remembered by the server
 * (access memo, topic 'panel') instead of counted on every view; a new submission, its handling and
 * a queued mail are announced by triggers, so the admin's next page shows them at once.
 */

/** A tab's count beside its label (none shown when 0). */
async function tabCount(page: Page, id: string): Promise<number> {
  const count = page.locator(`#${id}`);
  return (await count.count()) === 0 ? 0 : Number(await count.textContent());
}

/** 'Kontakt poruke: prikazano N od TOTAL' */
async function contactTotal(page: Page): Promise<number> {
  const text = await page.getByText(/Kontakt poruke: prikazano \d+ od \d+/).textContent();
  return Number(/od (\d+)/.exec(text ?? '')![1]);
}

test.describe('[ADMIN] the panel counts what changed since the last view', () => {
  test('a contact message raises the inbox badge, total and the outbox count; handling it lowers the badge', async ({
    page,
    browser,
  }) => {
    // Its own client address, so the sign-in's rate limit of earlier runs never refuses it.
    await asNewVisitor(page);
    await signInAsAdmin(page, '/admin/inbox?kind=contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijemno sanduče' })).toBeVisible();
    const badge = await tabCount(page, 'inbox-count-contact');
    const unhandled = await contactTotal(page);
    expect(unhandled).toBe(badge);
    await page.goto('/admin/outbox');
    const mails = await tabCount(page, 'outbox-count-all');

    const visitor = await browser.newPage();
    await asNewVisitor(visitor);
    const email = uniqueEmail('brojevi');
    await visitor.goto('/contact');
    const contact = visitor.getByRole('form', { name: 'Kontakt forma' });
    await contact.getByRole('textbox', { name: 'Ime', exact: true }).fill('Brojač Panela');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await contact.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Poruka koju panel treba da izbroji.');
    await contact.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(visitor, 'Poruka poslata!');
    await visitor.close();

    // The team's notification was queued: the outbox counts it on the next view.
    await page.reload();
    expect(await tabCount(page, 'outbox-count-all')).toBeGreaterThanOrEqual(mails + 1);

    await page.goto('/admin/inbox?kind=contact');
    expect(await tabCount(page, 'inbox-count-contact')).toBe(badge + 1);
    expect(await contactTotal(page)).toBe(unhandled + 1);

    await page.getByRole('searchbox', { name: 'Pretraga' }).fill(email);
    await page.getByRole('button', { name: 'Traži' }).click();
    const item = page.getByRole('article', { name: 'Brojač Panela' });
    await item.getByRole('button', { name: /Označi kao obrađeno/ }).click();
    await expectToast(page, 'Uspešno', 'Označeno kao obrađeno');

    await page.goto('/admin/inbox?kind=contact');
    expect(await tabCount(page, 'inbox-count-contact')).toBe(badge);
    expect(await contactTotal(page)).toBe(unhandled);
  });
});
