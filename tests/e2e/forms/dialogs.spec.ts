import { expect, test } from '@playwright/test';

import { asNewVisitor, expectFieldError, expectToast, uniqueEmail } from './support';

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test.describe('[VISITOR] team application', () => {
  test('applies as a mentor; the modal closes and the toast confirms', async ({ page }) => {
    await page.goto('/team');
    await page.getByRole('button', { name: 'Prijavi se u tim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prijava za tim ili mentorstvo' });
    await dialog.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Jelena Jović');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('mentor'));
    await dialog.getByRole('combobox', { name: 'Uloga' }).selectOption({ label: 'Mentor' });
    await dialog.getByRole('textbox', { name: 'Iskustvo', exact: true }).fill('Deset godina vodim firmu.');
    await dialog.getByRole('textbox', { name: 'Motivacija', exact: true }).fill('Želim da pomognem mlađima.');
    await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();

    await expectToast(page, 'Uspešno poslato!', 'Vaša prijava je uspešno poslata. Kontaktiraćemo vas uskoro.');
    await expect(dialog).toBeHidden();
  });

  test('an empty application lists every required field in one toast, joined with commas (spec §5)', async ({
    page,
  }) => {
    await page.goto('/team');
    await page.getByRole('button', { name: 'Prijavi se u tim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prijava za tim ili mentorstvo' });
    await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();

    await expectToast(
      page,
      'Greška',
      'Ime je obavezno polje, Email je obavezno polje, Uloga je obavezno polje, Iskustvo je obavezno polje, Motivacija je obavezno polje',
    );
    await expect(dialog).toBeVisible();
  });

  test('without a role the application is refused with "Uloga je obavezno polje"', async ({ page }) => {
    await page.goto('/team');
    await page.getByRole('button', { name: 'Prijavi se u tim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prijava za tim ili mentorstvo' });
    await dialog.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Jelena Jović');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('mentor'));
    await dialog.getByRole('textbox', { name: 'Iskustvo', exact: true }).fill('Iskustvo');
    await dialog.getByRole('textbox', { name: 'Motivacija', exact: true }).fill('Motivacija');
    await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();

    await expectToast(page, 'Greška', 'Uloga je obavezno polje');
    await expectFieldError(dialog.getByRole('combobox', { name: 'Uloga' }), 'Uloga je obavezno polje');
    await expect(dialog).toBeVisible();
  });
});

test.describe('[VISITOR] suggest an event', () => {
  test('Escape closes the dialog and gives focus back to the button that opened it', async ({ page }) => {
    await page.goto('/events');
    const trigger = page.getByRole('button', { name: 'Predloži događaj' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Predloži događaj' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('suggests a Lu.ma event', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Predloži događaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Predloži događaj' });
    await expect(dialog.getByRole('textbox', { name: 'URL stranice događaja' })).toBeHidden();
    await dialog.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Petar Perić');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('predlog'));
    await dialog.getByRole('textbox', { name: 'Lu.ma URL' }).fill('https://lu.ma/startup-vece');
    await dialog.getByRole('button', { name: 'Pošalji predlog' }).click();

    await expectToast(page, 'Uspešno poslato!', 'Hvala vam na predlogu događaja. Kontaktiraćemo vas uskoro.');
    await expect(dialog).toBeHidden();
  });

  test('switching to another site shows its fields and asks for its URL and name', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Predloži događaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Predloži događaj' });
    await dialog.getByRole('radio', { name: 'Drugi sajt' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Lu.ma URL' })).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Naziv događaja' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pošalji predlog' }).click();

    await expectToast(
      page,
      'Greška',
      'Molimo unesite vaše ime i prezime. Molimo unesite validan email. Molimo unesite URL stranice događaja. Molimo unesite naziv događaja.',
    );
  });

  test('a link that is not on Lu.ma is refused', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Predloži događaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Predloži događaj' });
    await dialog.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Petar Perić');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('predlog'));
    await dialog.getByRole('textbox', { name: 'Lu.ma URL' }).fill('https://www.eventbrite.com/e/123');
    await dialog.getByRole('button', { name: 'Pošalji predlog' }).click();
    await expectFieldError(dialog.getByRole('textbox', { name: 'Lu.ma URL' }), 'URL mora biti sa Lu.ma platforme.');
  });
});

test.describe('[VISITOR] team application without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the trigger opens the form in place and the answer shows after sending', async ({ page }) => {
    await page.goto('/team');
    await page.getByText('Prijavi se u tim', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Prijava za tim' });
    await form.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Bez Skripte');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nojs-tim'));
    await form.getByRole('combobox', { name: 'Uloga' }).selectOption({ label: 'Član tima' });
    await form.getByRole('textbox', { name: 'Iskustvo', exact: true }).fill('Organizovao sam tri meetupa.');
    await form.getByRole('textbox', { name: 'Motivacija', exact: true }).fill('Volim zajednicu.');
    await form.getByRole('button', { name: 'Pošalji prijavu' }).click();

    await expect(page.getByRole('form', { name: 'Prijava za tim' }).getByRole('status')).toContainText(
      'Vaša prijava je uspešno poslata. Kontaktiraćemo vas uskoro.',
    );
  });
});
