import { expect, test } from '@playwright/test';

import {
  asNewVisitor,
  DEMO,
  DEMO_PASSWORD,
  expectToast,
  navigationLink,
  openMembersTabAsAdmin,
  signInAsMember,
  signUpAsMember,
} from './support';

test.describe('sign-up and approval', () => {
  test('sign-up → pending page → the admin approves in Članovi → the dashboard', async ({ page, browser }) => {
    const name = `Ivana Test ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);
    await expect(page.getByRole('heading', { name: 'Vaš profil čeka odobrenje' })).toBeVisible();
    await expect(page.getByText('24-48 sati')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // While pending, the platform sends the member back to the pending page.
    await page.goto('/members/directory');
    await expect(page).toHaveURL(/\/members\/pending-approval$/);

    const admin = await openMembersTabAsAdmin(browser);
    await expect(admin.getByRole('tab', { name: /Članovi/ })).toContainText(/\d+/);
    const card = admin.getByRole('listitem').filter({ hasText: email });
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await card.getByRole('button', { name: `Odobri: ${name}` }).click();
    await expectToast(admin, 'Profil odobren!', 'Član je odobren i biće obavešten putem email-a.');
    await expect(admin.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await admin.context().close();

    await page.reload();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('heading', { name: `Dobrodošli, ${name}!` })).toBeVisible();
    await expect(navigationLink(page, 'Kontrolna tabla')).toHaveAttribute('aria-current', 'page');
    await expect(navigationLink(page, 'Oglasi & Zahtevi')).toBeVisible();

    // Sign-out returns to the home page.
    await page.getByRole('button', { name: 'Odjavi se' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('rejected path: the member sees the rejected page with what to do next', async ({ page, browser }) => {
    const name = `Odbijen Test ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);

    const admin = await openMembersTabAsAdmin(browser);
    const card = admin.getByRole('listitem').filter({ hasText: email });
    await card.getByRole('button', { name: `Odbij: ${name}` }).click();
    await expectToast(admin, 'Profil odbačen!');
    await admin.context().close();

    await page.goto('/members');
    await expect(page).toHaveURL(/\/members\/rejected$/);
    await expect(page.getByRole('heading', { name: 'Vaš profil nije odobren' })).toBeVisible();
    await expect(page.getByText('Ponovo se prijavite nakon razgovora sa timom.')).toBeVisible();
    // The pending page no longer matches and sends the member on.
    await page.goto('/members/pending-approval');
    await expect(page).toHaveURL(/\/members\/rejected$/);
    // It offers home and sign-out, both buttons.
    await expect(page.getByRole('button', { name: 'Odjavi se' })).toBeVisible();
    await page.getByRole('button', { name: 'Nazad na početnu' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sign-up shows the stage only for startups, the industry for startups and companies', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/members/auth?tab=registracija');
    const form = page.getByRole('form', { name: 'Registracija' });
    const type = form.getByLabel('Tip člana');
    await type.selectOption('startup');
    await expect(form.getByLabel('Faza startapa')).toBeVisible();
    await expect(form.getByLabel('Industrija')).toBeVisible();
    await type.selectOption('company');
    await expect(form.getByLabel('Faza startapa')).toHaveCount(0);
    await expect(form.getByLabel('Industrija')).toBeVisible();
    await type.selectOption('individual');
    await expect(form.getByLabel('Industrija')).toHaveCount(0);

    await form.getByRole('button', { name: 'Registruj se' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email je obavezan');
    await expect(form.getByLabel('Ime i prezime')).toHaveAccessibleDescription('Ime je obavezno');
    // Each message once, beside its field: no toast repeats them (a toast would have loaded sonner
    // by the time the network is idle).
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Ime je obavezno')).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a pending member is redirected by the server (307) from every members screen to the pending page', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.nina, DEMO_PASSWORD, /\/members\/pending-approval$/);
    for (const path of ['/members', '/members/directory', '/members/profile', '/members/messages']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(/\/members\/pending-approval$/);
    }
  });

  test("'Nastavi sa Google-om' is offered; on a site without Google sign-in it says so", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/members/auth');
    await page.getByRole('button', { name: 'Nastavi sa Google-om' }).click();
    await expect(page).toHaveURL(/\/members\/auth\?greska=google-nedostupan$/);
    // The spec's title and the message, each a text of its own (as in a toast).
    const alert = page.getByRole('alert').filter({ hasText: 'Greška pri prijavljivanju' });
    await expect(alert.getByText('Greška pri prijavljivanju', { exact: true })).toBeVisible();
    await expect(
      alert.getByText('Prijava preko Google-a nije podešena na ovom sajtu. Prijavite se email-om i lozinkom.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Prijava' })).toBeVisible();

    await page.goto('/members/auth?greska=google');
    await expect(alert.getByText('Greška pri prijavljivanju', { exact: true })).toBeVisible();
    await expect(alert.getByText('Došlo je do greške prilikom prijave preko Google-a.', { exact: true })).toBeVisible();
  });

  test('sign-in asks for at least 6 characters of password before it asks the server', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/members/auth');
    const form = page.getByRole('form', { name: 'Prijava' });
    await form.getByLabel('Email', { exact: true }).fill(DEMO.ana);
    const password = form.getByRole('textbox', { name: 'Lozinka', exact: true });
    await password.fill('12345');
    await form.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(password).toHaveAccessibleDescription('Lozinka mora imati najmanje 6 karaktera');
    await expect(page.getByText('Neispravni podaci')).toHaveCount(0);
  });

  test("an address that already has an account: 'Korisnik već postoji', then Prijava with the address", async ({
    page,
  }) => {
    await asNewVisitor(page);
    // Opened from 'Prijava': the tab switches on the client, and the server's answer still moves it back.
    await page.goto('/members/auth');
    await page.getByRole('tab', { name: 'Registracija' }).click();
    await expect(page).toHaveURL(/\/members\/auth\?tab=registracija$/);
    const form = page.getByRole('form', { name: 'Registracija' });
    await form.getByLabel('Email').fill(DEMO.ana);
    await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('nesto-novo');
    await form.getByLabel('Ime i prezime').fill('Druga Ana');
    await form.getByLabel('Tip člana').selectOption('individual');
    await form.getByRole('button', { name: 'Registruj se' }).click();
    await expectToast(
      page,
      'Korisnik već postoji',
      'Korisnik sa ovim email-om već postoji. Pokušajte sa prijavljivanjem.',
    );
    await expect(page.getByRole('tab', { name: 'Prijava' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Prijava' }).getByLabel('Email')).toHaveValue(DEMO.ana);
  });

  test("a wrong password reads 'Neispravni podaci'", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/members/auth');
    const form = page.getByRole('form', { name: 'Prijava' });
    await form.getByLabel('Email').fill(DEMO.marko);
    await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('pogresna');
    await form.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(page, 'Neispravni podaci', 'Email ili lozinka nisu ispravni.');
    await expect(page).toHaveURL(/\/members\/auth/);
  });
});
