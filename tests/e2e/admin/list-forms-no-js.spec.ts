import { expect, test } from '@playwright/test';

import { DEMO_ADMIN } from '../support/accounts';
import { asNewVisitor, uniqueEmail } from '../forms/support';
import { expectToast } from './support';

/**
 * Issue 47: the inbox's row buttons are buttons of one form per outcome (`ListActionForm`) that
 * send their row's id as their own name/value. Without JavaScript the browser posts that form
 * with the pressed button's value, and the page comes back changed. (The members tab's 'Odobri'
 * works the same way, but the panel's tabs stream in behind a Suspense fallback that only
 * JavaScript swaps in, so that tab is not usable without it, before or after this change.)
 */
test.describe('[ADMIN] the panel lists’ row buttons without JavaScript', () => {
  test('mark a message handled and unhandled again', async ({ browser, page }) => {
    await asNewVisitor(page);
    const email = uniqueEmail('inbox-nojs');
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Kontakt forma' });
    await contact.getByRole('textbox', { name: 'Ime', exact: true }).fill('Bez Skripte');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await contact.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Poruka za inbox bez JavaScript-a');
    await contact.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(page, 'Poruka poslata!');

    const admin = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const inbox = `/admin/inbox?kind=contact&status=all&q=${encodeURIComponent(email)}`;
    await admin.goto(`/auth?next=${encodeURIComponent(inbox)}`);
    await admin.getByLabel('Email').fill(DEMO_ADMIN.email);
    await admin.getByLabel('Lozinka').fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Prijavi se' }).click();
    const item = admin.getByRole('article', { name: 'Bez Skripte' });
    await expect(item).toContainText('Poruka za inbox bez JavaScript-a');

    await item.getByRole('button', { name: 'Označi kao obrađeno: Bez Skripte' }).click();
    await expect(item.getByRole('button', { name: 'Vrati u neobrađeno: Bez Skripte' })).toBeVisible();
    await expect(item).toContainText('Obrađeno');
    await item.getByRole('button', { name: 'Vrati u neobrađeno: Bez Skripte' }).click();
    await expect(item.getByRole('button', { name: 'Označi kao obrađeno: Bez Skripte' })).toBeVisible();
    await expect(item).not.toContainText('Obrađeno');
  });
});
