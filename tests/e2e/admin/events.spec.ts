import { expect, test } from '@playwright/test';

import { padded, PNG_1X1 } from '../../support/upload-fixtures';

import { expectToast, openAdminTab, pngFile, uniqueName } from './support';

const PNG = Buffer.from(PNG_1X1);

test.describe('[ADMIN] Događaji', () => {
  test('creates an event shown on /events; deactivating hides it; deleting asks first', async ({ page }) => {
    await openAdminTab(page, 'events');
    const title = uniqueName('Startap doručak');

    await page.getByRole('button', { name: 'Dodaj događaj' }).click();
    const form = page.getByRole('form', { name: 'Novi događaj' });
    await expect(form.getByText('Preporučeno: format 16:9, na primer 1920x1080 px. Najviše 5MB.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Sažetak' }).fill('Kafa, ideje i novi ljudi.');
    await form.getByLabel('Datum i vreme').fill('2030-06-01T09:30');
    await form.getByRole('textbox', { name: 'Lokacija' }).fill('Novi Sad');
    await form.getByRole('spinbutton', { name: 'Maksimalan broj učesnika' }).fill('30');

    // Over 5 MB is refused before anything is stored; a real image is taken.
    await form
      .getByLabel('Slika događaja')
      .setInputFiles(pngFile('velika.png', Buffer.from(padded(PNG_1X1, 5 * 1024 * 1024 + 1))));
    await expect(form.getByRole('alert')).toHaveText('Slika je prevelika. Maksimalna veličina je 5MB.');
    await form.getByLabel('Slika događaja').setInputFiles(pngFile('dorucak.png', PNG));
    await expect(form.getByText('Fajl je otpremljen')).toBeVisible();

    await form.getByRole('button', { name: 'Kreiraj događaj' }).click();
    await expectToast(page, 'Uspešno', 'Događaj je uspešno kreiran');
    await expect(form).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('Aktivan');
    await expect(card).toContainText('0 / 30 mesta popunjeno');

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/admin?tab=events');
    await card.getByRole('button', { name: `Uredi događaj ${title}` }).click();
    const edit = page.getByRole('form', { name: `Uređivanje događaja ${title}` });
    await expect(edit.getByLabel('Datum i vreme')).toHaveValue('2030-06-01T09:30');
    await edit.getByRole('checkbox', { name: 'Aktivan (vidljiv na sajtu)' }).uncheck();
    await edit.getByRole('button', { name: 'Sačuvaj' }).click();
    await expectToast(page, 'Uspešno', 'Događaj je uspešno ažuriran');
    await expect(card).toContainText('Neaktivan');

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await page.goto('/admin?tab=events');
    // Spec §2: only a blog post asks before it is deleted; registrations stay (docs/admin.md).
    await card.getByRole('button', { name: `Obriši događaj ${title}` }).click();
    await expectToast(page, 'Uspešno', 'Događaj je uspešno obrisan');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('deleting an event people registered for asks first, says how many will be told, and mails each of them', async ({
    page,
    browser,
  }) => {
    await openAdminTab(page, 'events');
    const title = uniqueName('Otkazano veče');
    await page.getByRole('button', { name: 'Dodaj događaj' }).click();
    const form = page.getByRole('form', { name: 'Novi događaj' });
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await form.getByLabel('Datum i vreme').fill('2031-02-07T19:00');
    await form.getByRole('button', { name: 'Kreiraj događaj' }).click();
    await expectToast(page, 'Uspešno', 'Događaj je uspešno kreiran');

    // A visitor registers from /events.
    const visitor = await (await browser.newContext()).newPage();
    const email = `otkazano-${Date.now().toString(36)}@primer.rs`;
    await visitor.goto('/events');
    await visitor.getByRole('link', { name: `Prijavi se na događaj ${title}` }).click();
    const registration = visitor.getByRole('form', { name: 'Prijava na događaj' });
    await registration.getByRole('textbox', { name: 'Ime', exact: true }).fill('Mila');
    await registration.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Milić');
    await registration.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await registration.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Prijava poslata!' })).toBeVisible();
    await visitor.context().close();

    await page.goto('/admin?tab=events');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    // The tab counts the registrations; the registrants themselves are on the event's own page.
    await card.getByText('Prijave (1)').click();
    await card.getByRole('link', { name: `Pogledaj prijave za ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const registrants = page.getByRole('table', { name: `Prijave za ${title}` });
    await expect(registrants.getByRole('row').filter({ hasText: email })).toContainText('Mila Milić');
    await expect(page.getByRole('link', { name: 'Preuzmi CSV' })).toHaveAttribute(
      'href',
      /^\/admin\/events\/[0-9a-f-]{36}\/registrations\.csv$/,
    );
    await page.getByRole('link', { name: 'Nazad na Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=events$/);
    await card.getByRole('button', { name: `Obriši događaj ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Obrisati događaj?' });
    await expect(dialog).toContainText('1 prijavljen');
    await expect(dialog).toContainText('Svi dobijaju email da je događaj otkazan.');
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Otkaži' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Obriši događaj ${title}` }).click();
    await dialog.getByRole('button', { name: 'Obriši i obavesti' }).click();
    await expectToast(page, 'Uspešno', 'Događaj je uspešno obrisan');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await page.goto('/admin/outbox');
    const mail = page
      .getByRole('article')
      .filter({ hasText: `Za: ${email}` })
      .filter({ hasText: 'event.cancelled' });
    await expect(mail).toContainText(`Događaj „${title}” je otkazan`);
  });

  test('a title is required', async ({ page }) => {
    await openAdminTab(page, 'events');
    await page.getByRole('button', { name: 'Dodaj događaj' }).click();
    const form = page.getByRole('form', { name: 'Novi događaj' });
    await form.getByRole('button', { name: 'Kreiraj događaj' }).click();
    await expectToast(page, 'Greška', 'Naslov je obavezan');
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveAccessibleDescription(
      'Naslov je obavezan',
    );
    await page.getByRole('button', { name: 'Zatvori formu' }).click();
    await expect(form).toBeHidden();
  });

  test("downloads an event's registrations as CSV; the export is for admins only", async ({ page, browser }) => {
    await openAdminTab(page, 'events');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Wild Mixer/ }) })
      .first();
    await card.getByText(/^Prijave \(\d+\)$/).click();
    const path = await card.getByRole('link', { name: 'Preuzmi CSV' }).getAttribute('href');
    expect(path).toMatch(/^\/admin\/events\/[0-9a-f-]{36}\/registrations\.csv$/);

    const response = await page.request.get(path!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="prijave-[a-z0-9-]+\.csv"$/);
    expect(await response.text()).toMatch(
      /^\uFEFFIme,Prezime,Email,Telefon,Kompanija,Pozicija,Poruka,Prijavljen \(Beograd\),Status,Izvor\r\n/,
    );

    const stranger = await browser.newContext();
    const refused = await stranger.request.get(new URL(path!, page.url()).toString(), { maxRedirects: 0 });
    expect(refused.status()).not.toBe(200);
    expect(await refused.text()).not.toContain('Ime,Prezime');
    await stranger.close();
  });
});
