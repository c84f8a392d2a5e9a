import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { asNewVisitor, uniqueEmail } from '../forms/support';
import { expectToast } from './support';

test.describe('[ADMIN] inbox and outbox', () => {
  test('a contact message appears in the inbox, is searched, marked handled and exported as safe CSV', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = uniqueEmail('inbox');
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Kontakt forma' });
    await contact.getByRole('textbox', { name: 'Ime', exact: true }).fill('Inbox Ispitivač');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await contact.getByRole('textbox', { name: 'Poruka', exact: true }).fill('=SUM(1+1) ovo je poruka za inbox');
    await contact.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(page, 'Poruka poslata!');

    await signInAsAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Prijemno sanduče' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prijemno sanduče' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Kontakt poruke/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Pretraga' }).fill(email);
    await page.getByRole('button', { name: 'Traži' }).click();
    await expect(page).toHaveURL(/q=/);
    const item = page.getByRole('article', { name: 'Inbox Ispitivač' });
    await expect(item).toContainText('=SUM(1+1) ovo je poruka za inbox');

    const download = await page.request.get(
      `/admin/inbox/export?kind=contact&status=all&q=${encodeURIComponent(email)}`,
    );
    expect(download.headers()['content-type']).toContain('text/csv');
    const csv = await download.text();
    expect(csv).toContain(`'=SUM(1+1) ovo je poruka za inbox`);
    expect(csv).toContain(email);

    // From the keyboard: the message leaves the list of unhandled ones with its button. It was the
    // only one the search found, so the list goes too, and focus goes to the page's main region
    // instead of falling back to the top of the page.
    await item.getByRole('button', { name: /Označi kao obrađeno/ }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Uspešno', 'Označeno kao obrađeno');
    await expect(page.getByRole('article', { name: 'Inbox Ispitivač' })).toHaveCount(0);
    await expect(page.getByText('Nema stavki za prikaz.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('handled');
    await page.getByRole('button', { name: 'Traži' }).click();
    await expect(page.getByRole('article', { name: 'Inbox Ispitivač' })).toContainText('Obrađeno');

    // The team's notification waits in the outbox (embedded mode sends nothing), its text readable.
    await page.goto('/admin/outbox?status=pending');
    const mail = page.getByRole('article', { name: 'Nova poruka sa sajta: Inbox Ispitivač' }).first();
    await expect(mail).toContainText('Na čekanju');
    await expect(mail).toContainText('contact.notify');
    await mail.getByText('Tekst poruke').click();
    await expect(mail).toContainText('=SUM(1+1) ovo je poruka za inbox');
  });

  test('the CSV export refuses visitors', async ({ request }) => {
    const response = await request.get('/admin/inbox/export?kind=contact', { maxRedirects: 0 });
    expect([302, 303, 307, 401]).toContain(response.status());
  });

  test('the outbox filters by delivery state in the URL', async ({ page }) => {
    await signInAsAdmin(page, '/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Poslata pošta' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sve' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Neuspešno' }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByRole('tab', { name: 'Neuspešno' })).toHaveAttribute('aria-selected', 'true');
  });
});
