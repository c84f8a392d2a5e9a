import { expect, test } from '@playwright/test';

import { PDF_START, PNG_1X1 } from '../../support/upload-fixtures';

import { expectToast, openAdminTab, pngFile, uniqueName } from './support';

test.describe('[ADMIN] Fajlovi', () => {
  test('a logo uploaded to logos becomes the site logo in the header', async ({ page }) => {
    await openAdminTab(page, 'files');
    const form = page.getByRole('form', { name: 'Učitavanje fajla' });
    await form.getByRole('combobox', { name: 'Bucket' }).selectOption('logos');
    await expect(form.getByText('Logo postaje logo sajta u zaglavlju.')).toBeVisible();
    await form.getByLabel('Fajl', { exact: true }).setInputFiles(pngFile('logo.png', Buffer.from(PNG_1X1)));
    await expect(form.getByText('Fajl je otpremljen')).toBeVisible();
    await form.getByRole('textbox', { name: 'Opis' }).fill('Novi logo');
    await form.getByRole('button', { name: 'Sačuvaj fajl' }).click();
    await expectToast(page, 'Uspešno', 'Fajl je uspešno učitan u logos');
    await expect(page.getByRole('region', { name: /Učitani fajlovi/ })).toContainText('main_logo (logo sajta)');

    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('link', { name: /početna/ }).locator('img');
    await expect(logo).toHaveAttribute('src', /files%2Flogos%2F[0-9a-f]+\.png|\/files\/logos\/[0-9a-f]+\.png/);
  });

  test('a document goes to uploads and is listed with its link', async ({ page }) => {
    await openAdminTab(page, 'files');
    const description = uniqueName('Pravilnik zajednice');
    const form = page.getByRole('form', { name: 'Učitavanje fajla' });
    await form.getByRole('combobox', { name: 'Bucket' }).selectOption('uploads');
    await form.getByLabel('Fajl', { exact: true }).setInputFiles({ name: 'pravilnik.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_START) });
    await expect(form.getByText('Fajl je otpremljen')).toBeVisible();
    await form.getByRole('textbox', { name: 'Opis' }).fill(description);
    await form.getByRole('button', { name: 'Sačuvaj fajl' }).click();
    await expectToast(page, 'Uspešno', 'Fajl je uspešno učitan u uploads');

    const listed = page.getByRole('region', { name: /Učitani fajlovi/ }).getByRole('listitem').filter({ hasText: description });
    await expect(listed.getByRole('link', { name: /^\/files\/uploads\/[0-9a-f]+\.pdf$/ })).toBeVisible();
  });
});
