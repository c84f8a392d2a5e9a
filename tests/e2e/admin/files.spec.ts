import { expect, test } from '@playwright/test';

import { PDF_START, PNG_1X1 } from '../../support/upload-fixtures';

import { expectToast, openAdminTab, pngFile, uniqueName } from './support';

test.describe('[ADMIN] Fajlovi', () => {
  test('a logo uploaded to logos becomes the site logo in the header', async ({ page }) => {
    await openAdminTab(page, 'files');
    const form = page.getByRole('form', { name: 'Učitavanje fajla' });
    await form.getByRole('combobox', { name: 'Bucket' }).selectOption('logos');
    await expect(form.getByText('Logo postaje logo sajta u zaglavlju.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Opis' }).fill('Novi logo');
    // Choosing the file uploads and records it: no other click.
    await form.getByLabel('Fajl', { exact: true }).setInputFiles(pngFile('logo.png', Buffer.from(PNG_1X1)));
    await expectToast(page, 'Uspešno', 'Fajl je uspešno učitan u logos');
    await expect(form.getByText('Fajl je otpremljen')).toBeVisible();
    await expect(form.getByRole('status').filter({ hasText: 'Fajl je zabeležen u logos.' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Učitani fajlovi/ })).toContainText('main_logo (logo sajta)');

    await page.goto('/');
    // The header's first link is the logo, named by the site's name.
    const logo = page.getByRole('banner').getByRole('link').first().locator('img');
    await expect(logo).toHaveAttribute('src', /files%2Flogos%2F[0-9a-f]+\.png|\/files\/logos\/[0-9a-f]+\.png/);
  });

  test('a document goes to uploads as soon as it is chosen, is listed with its link, and its description can be changed', async ({
    page,
  }) => {
    await openAdminTab(page, 'files');
    const description = uniqueName('Pravilnik zajednice');
    const form = page.getByRole('form', { name: 'Učitavanje fajla' });
    const list = page.getByRole('region', { name: /Učitani fajlovi/ });
    await form.getByRole('combobox', { name: 'Bucket' }).selectOption('uploads');
    await form.getByRole('textbox', { name: 'Opis' }).fill(description);
    await form
      .getByLabel('Fajl', { exact: true })
      .setInputFiles({ name: 'pravilnik.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_START) });
    await expectToast(page, 'Uspešno', 'Fajl je uspešno učitan u uploads');
    await expect(form.getByText('Fajl je otpremljen')).toBeVisible();

    const listed = list.getByRole('listitem').filter({ hasText: description });
    const link = listed.getByRole('link', { name: /^\/files\/uploads\/[0-9a-f]+\.pdf$/ });
    await expect(link).toBeVisible();
    const url = (await link.textContent()) ?? '';
    expect(url).toMatch(/^\/files\/uploads\//);

    // The description is edited afterwards and saved on the same file; the form is then cleared.
    const changed = uniqueName('Pravilnik zajednice, izmenjen');
    await form.getByRole('textbox', { name: 'Opis' }).fill(changed);
    await form.getByRole('button', { name: 'Sačuvaj fajl' }).click();
    await expect(form.getByRole('textbox', { name: 'Opis' })).toHaveValue('');
    await expectToast(page, 'Uspešno', 'Fajl je uspešno učitan u uploads');
    const relisted = list.getByRole('listitem').filter({ hasText: changed });
    await expect(relisted.getByRole('link', { name: url, exact: true })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: description })).toHaveCount(0);
  });
});
