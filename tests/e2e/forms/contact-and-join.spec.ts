import { expect, test } from '@playwright/test';

import { holdRequests } from '../support/held-requests';
import { asNewVisitor, expectFieldError, expectToast, uniqueEmail } from './support';

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test.describe('[VISITOR] contact form', () => {
  test('sends a message, sees "Poruka poslata!" and an empty form', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ana Anić');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('kontakt'));
    await form.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Zdravo! Zanima me sledeći Wild Mixer.');
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();

    await expectToast(page, 'Poruka poslata!', 'Hvala ti na poruci. Odgovorićemo ti uskoro!');
    // Said once: a search for the spec's text finds the toast alone, not a copy in the form too.
    await expect(page.getByText('Poruka poslata!')).toHaveCount(1);
    await expect(page.getByText('Hvala ti na poruci. Odgovorićemo ti uskoro!')).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: 'Poruka', exact: true })).toHaveValue('');
  });

  test('an empty form shows every required message once, in a "Greška" toast, and marks each field', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();

    await expectToast(page, 'Greška', 'Ime je obavezno polje, Email je obavezno polje, Poruka je obavezno polje');
    await expect(page.getByText(/obavezno polje/)).toHaveCount(1);
    // Each field is invalid and carries its own message as its description, not as a second text.
    await expectFieldError(form.getByRole('textbox', { name: 'Ime', exact: true }), 'Ime je obavezno polje');
    await expectFieldError(form.getByRole('textbox', { name: 'Email', exact: true }), 'Email je obavezno polje');
    await expectFieldError(form.getByRole('textbox', { name: 'Poruka', exact: true }), 'Poruka je obavezno polje');
  });

  test('a short name, a bad e-mail and a short message get the spec messages', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('A');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@primer');
    await form.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Kratko');
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();

    await expectToast(
      page,
      'Greška',
      'Ime mora imati najmanje 2 karaktera, Email format nije valjan, Poruka mora imati najmanje 10 karaktera',
    );
    for (const message of [
      'Ime mora imati najmanje 2 karaktera',
      'Email format nije valjan',
      'Poruka mora imati najmanje 10 karaktera',
    ]) {
      await expect(page.getByText(message)).toHaveCount(1);
    }
  });

  test('a second answer replaces the first: one toast in the page, in a region named in Serbian', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(page, 'Greška', 'Ime je obavezno polje');
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ana Anić');
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(page, 'Greška', 'Email je obavezno polje, Poruka je obavezno polje');

    const toasts = page.getByRole('region', { name: /^Povratne informacije/ }).locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).not.toContainText('Ime je obavezno polje');
    await toasts.getByRole('button', { name: 'Zatvori poruku' }).click();
    await expect(toasts).toHaveCount(0);
  });

  test('a fourth message in a row is refused for the full 15 minutes', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    const email = uniqueEmail('cesto');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ana Anić');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Poruka', exact: true }).fill(`Poruka broj ${attempt}, hvala unapred.`);
      await form.getByRole('button', { name: 'Pošalji poruku' }).click();
      // A message that went through empties the form.
      if (attempt < 4) await expect(form.getByRole('textbox', { name: 'Poruka', exact: true })).toHaveValue('');
      await expect(form.getByRole('button', { name: 'Pošalji poruku' })).toBeEnabled();
    }
    // The window opened with the first message, seconds ago.
    await expectToast(page, 'Greška', 'Previše pokušaja. Pokušajte ponovo za 15 minuta.');
  });
});

test.describe('[VISITOR] contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends a message through the server action and shows the answer in the page', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Bez Skripte');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nojs'));
    await form.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Šaljem bez JavaScript-a, radi li?');
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();

    await expect(page.getByRole('form', { name: 'Kontakt forma' }).getByRole('status')).toContainText(
      'Poruka poslata! Hvala ti na poruci. Odgovorićemo ti uskoro!',
    );
  });

  test('shows the server messages beside the fields and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontakt forma' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('A');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nojs'));
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();

    const answered = page.getByRole('form', { name: 'Kontakt forma' });
    await expect(answered.getByRole('status')).toContainText(
      'Greška: Ime mora imati najmanje 2 karaktera, Poruka je obavezno polje',
    );
    await expectFieldError(
      answered.getByRole('textbox', { name: 'Ime', exact: true }),
      'Ime mora imati najmanje 2 karaktera',
    );
    await expectFieldError(answered.getByRole('textbox', { name: 'Poruka', exact: true }), 'Poruka je obavezno polje');
    await expect(answered.getByRole('textbox', { name: 'Ime', exact: true })).toHaveValue('A');
  });
});

test.describe('[VISITOR] join form', () => {
  test('sends an application; the button reads "Šalje se..." while sending', async ({ page }) => {
    await page.goto('/join');
    const form = page.getByRole('form', { name: 'Prijava za zajednicu' });
    await form.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Marko Marković');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('clan'));
    await form
      .getByRole('textbox', { name: 'Ko si i šta te zanima?', exact: true })
      .fill('Student, zanima me startap scena.');
    await form
      .getByRole('textbox', { name: 'Kako ćeš doprineti zajednici?', exact: true })
      .fill('Organizovaću radionicu.');
    await form.getByRole('textbox', { name: 'Šta očekuješ od zajednice?', exact: true }).fill('Mentore i saradnike.');

    // Hold the action's response until the pending state has been seen.
    const release = await holdRequests(
      page,
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/join',
    );
    await form.getByRole('button', { name: 'Pošalji prijavu' }).click();
    await expect(form.getByRole('button', { name: 'Šalje se...' })).toBeDisabled();
    release();

    await expectToast(page, 'Uspešno poslato!', 'Vaša prijava je uspešno poslata. Kontaktiraćemo vas uskoro.');
    await expect(page.getByText('Vaša prijava je uspešno poslata. Kontaktiraćemo vas uskoro.')).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: 'Ime i prezime', exact: true })).toHaveValue('');
  });

  test('an empty application lists every required field', async ({ page }) => {
    await page.goto('/join');
    const form = page.getByRole('form', { name: 'Prijava za zajednicu' });
    await form.getByRole('button', { name: 'Pošalji prijavu' }).click();
    await expectToast(
      page,
      'Greška',
      'Ime je obavezno polje, Email je obavezno polje, O tebi je obavezno polje, Doprinos je obavezno polje, Očekivanja je obavezno polje',
    );
  });
});
