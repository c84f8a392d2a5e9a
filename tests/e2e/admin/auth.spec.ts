import { expect, test } from '@playwright/test';

import { expectToast, uniqueEmail } from '../forms/support';
import { DEMO_ADMIN, openTeamPageAsAdmin, signInAsAdmin, signUpAtAuth } from '../support/accounts';
import { holdRequests } from '../support/held-requests';
import { confirmThroughOutbox } from '../support/mail';

test.describe('admin sign-in and the /admin gate', () => {
  test('[VISITOR] /admin shows Admin Pristup with a way to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Pristup' })).toBeVisible();
    // Spec §2 calls both of these buttons.
    await page.getByRole('button', { name: 'Prijavite se' }).click();
    // Plain /auth, as the spec has it: a sign-in there leads to /admin anyway.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Prijava' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Nazad na početnu' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[VISITOR] a page below /admin sends a visitor without a session to /auth with next', async ({ page }) => {
    const response = await page.goto('/admin/inbox');
    expect(response?.url()).toMatch(/\/auth\?next=%2Fadmin%2Finbox$/);
  });

  test("[VISITOR] sign-in asks for both fields, and a wrong password gets the spec's refusal", async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(page, 'Greška', 'Molimo unesite email i lozinku');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Lozinka').fill('nije-lozinka');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(page, 'Greška pri prijavi', 'Email ili lozinka nisu ispravni.');
  });

  test('[ADMIN] signs in, sees the panel with its eight tabs and the demo-password warning, then signs out', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Delovi admin panela' }).getByRole('tab');
    await expect(tabs).toHaveText([
      /Sadržaj/,
      /Media/,
      /Događaji/,
      /Predlozi/,
      /Članovi/,
      /Blog/,
      /Obaveštenja/,
      /Fajlovi/,
    ]);
    await expect(page.getByRole('alert').filter({ hasText: 'demo lozinku' })).toBeVisible();

    await page.getByRole('tab', { name: /Blog/ }).click();
    await expect(page).toHaveURL(/\/admin\?tab=blog$/);
    await expect(page.getByRole('tab', { name: /Blog/ })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.getByRole('tab', { name: /Blog/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    // Tab from the tab list stops on the panel, and the stop shows the focus ring.
    await page.getByRole('tab', { name: /Blog/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    expect(await page.getByRole('tabpanel').evaluate((panel) => getComputedStyle(panel).outlineStyle)).not.toBe('none');

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);

    // While the server renders another tab's panel, that tab shows it is loading.
    const answer = await holdRequests(page, (request) => {
      const url = new URL(request.url());
      return url.pathname === '/admin' && url.searchParams.get('tab') === 'members';
    });
    const membersTab = page.getByRole('tab', { name: /Članovi/ });
    await membersTab.click();
    await expect(membersTab.locator('[data-link-pending]')).toBeVisible();
    await expect(membersTab).toHaveAttribute('aria-selected', 'false');
    answer();
    await expect(membersTab).toHaveAttribute('aria-selected', 'true');
    await expect(membersTab.locator('[data-link-pending]')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });

    // A sign-out that cannot reach the server says so (spec platform §8) and leaves the panel open.
    const isActionCall = (url: URL) => url.pathname === '/admin';
    await page.route(isActionCall, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await expectToast(page, 'Greška', 'Greška pri odjavljivanju');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await expectToast(page, 'Odjavljeni ste');
    await expect(page.getByRole('heading', { name: 'Admin Pristup' })).toBeVisible();
    await page.goto('/admin?tab=blog');
    await expect(page.getByRole('heading', { name: 'Admin Pristup' })).toBeVisible();
  });

  test('[USER] signs up, confirms the address, signs in without admin rights, sees Nemate dozvolu with e-mail and id, signs out; an admin grants rights by that id and the next sign-in opens the panel', async ({
    page,
    browser,
  }) => {
    // Three accounts' password hashes at full cost (sign-up, two sign-ins) and the admin's.
    test.slow();
    const email = uniqueEmail('korisnik');
    await signUpAtAuth(page, 'Obična Osoba', email, 'lozinka-123');
    await expectToast(page, 'Registracija je uspešna! Proverite email za potvrdu.');

    // Before the address is confirmed, the right password is not enough.
    const signIn = page.getByRole('form', { name: 'Prijava' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Lozinka').fill('lozinka-123');
    await signIn.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(page, 'Greška pri prijavi', /Email adresa još nije potvrđena/);

    await confirmThroughOutbox(page, email);
    await page.goto('/auth?tab=registracija');
    // The tab opens with no round trip (during one, typing would go to the old form) and the URL follows.
    const signInTab = /\/auth\?tab=prijava/;
    await page.route(signInTab, (route) => route.abort());
    await page.getByRole('tab', { name: 'Prijava' }).click();
    await expect(page.getByRole('form', { name: 'Prijava' })).toBeVisible();
    await expect(page).toHaveURL(signInTab);
    await page.unroute(signInTab);
    await page.getByRole('form', { name: 'Prijava' }).getByLabel('Email').fill(email);
    await page.getByRole('form', { name: 'Prijava' }).getByLabel('Lozinka').fill('lozinka-123');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page.getByRole('heading', { name: 'Nemate dozvolu' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const accountId = page.getByText(/^[0-9a-f-]{36}$/);
    await expect(accountId).toBeVisible();
    const id = (await accountId.textContent()) ?? '';
    await page.getByRole('button', { name: 'Proveri ponovo' }).click();
    await expect(page.getByRole('heading', { name: 'Nemate dozvolu' })).toBeVisible();
    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Pristup' })).toBeVisible();

    // 'Novi administrator' on 'Tim i uloge': the box must be ticked, the id must be a confirmed account's.
    const admin = await openTeamPageAsAdmin(browser);
    const grant = admin.getByRole('form', { name: 'Novi administrator' });
    const idField = grant.getByRole('textbox', { name: 'ID naloga' });
    const send = grant.getByRole('button', { name: 'Dodaj administratora' });
    await idField.fill(id);
    await send.click();
    await expectToast(admin, 'Greška', 'Potvrdite da ovaj nalog dobija sva administratorska prava.');
    await grant.getByRole('checkbox', { name: /^Potvrđujem da ovaj nalog dobija sva administratorska prava/ }).check();
    await idField.fill('00000000-0000-4000-8000-000000000000');
    await send.click();
    await expectToast(admin, 'Greška', 'Ne postoji nalog sa ovim ID-jem i potvrđenom email adresom.');
    await idField.fill(id.toUpperCase());
    await send.click();
    await expectToast(admin, 'Administrator je dodat', 'Nalog sada ima administratorska prava.');
    await grant.getByRole('checkbox', { name: /^Potvrđujem/ }).check();
    await idField.fill(id);
    await send.click();
    await expectToast(admin, 'Greška', 'Ovaj nalog je već administrator.');
    await admin.context().close();

    const signInAgain = page.getByRole('form', { name: 'Prijava' });
    await page.goto('/auth');
    await signInAgain.getByLabel('Email').fill(email);
    await signInAgain.getByLabel('Lozinka').fill('lozinka-123');
    await signInAgain.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('[VISITOR] the tabs work from the keyboard: arrows move between them, Enter opens one', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Prijava' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Registracija' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Registracija' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Registracija' }).getByLabel('Ime i prezime')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?tab=registracija$/);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Prijava' })).toBeFocused();
  });

  test('[ADMIN] the show/hide control reveals the password only while pressed', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Lozinka');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Prikaži lozinku' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sakrij lozinku' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[ADMIN] signs in with a plain form post and lands on the panel', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Lozinka').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.getByRole('tab', { name: /Događaji/ }).click();
    await expect(page).toHaveURL(/tab=events/);
  });
});
