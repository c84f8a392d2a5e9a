import { expect, test } from '@playwright/test';

import { passwordResetLinkFor } from '../support/mail';
import { asNewVisitor, expectToast, signInAsMember, signUpAsMember, uniqueEmail } from './support';

const SENT = 'Ako nalog sa ovom adresom postoji, poslali smo link za novu lozinku. Link važi 1 sat.';
const INVALID = 'Link za novu lozinku nije važeći, istekao je ili je već iskorišćen. Zatražite novi link.';

test.describe('[MEMBER] password reset', () => {
  test("'Zaboravljena lozinka?' mails a single-use link; the new password ends every session and is the one that signs in", async ({
    page,
    browser,
  }) => {
    const email = await signUpAsMember(page, 'Rina Resetović');
    // Signed in on another device too: that session ends with the reset.
    const elsewhere = await (await browser.newContext()).newPage();
    await signInAsMember(elsewhere, email, 'lozinka-123', /\/members\/pending-approval$/);

    const visitor = await (await browser.newContext()).newPage();
    await asNewVisitor(visitor);
    await visitor.goto('/members/auth');
    await visitor.getByRole('link', { name: 'Zaboravljena lozinka?' }).click();
    await expect(visitor).toHaveURL(/\/members\/auth\/zaboravljena-lozinka$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Zaboravljena lozinka' })).toBeVisible();
    const request = visitor.getByRole('form', { name: 'Zaboravljena lozinka' });

    // An address without an account hears the same answer.
    await request.getByLabel('Email').fill(uniqueEmail('niko'));
    await request.getByRole('button', { name: 'Pošalji link' }).click();
    await expectToast(visitor, 'Proverite email', SENT);
    await request.getByLabel('Email').fill(email.toUpperCase());
    await request.getByRole('button', { name: 'Pošalji link' }).click();
    await expectToast(visitor, 'Proverite email', SENT);

    const link = new URL(await passwordResetLinkFor(browser, email));
    expect(link.pathname).toBe('/auth/nova-lozinka');
    expect(link.searchParams.get('za')).toBe('clanovi');
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Nova lozinka' })).toBeVisible();
    const form = visitor.getByRole('form', { name: 'Nova lozinka' });
    await form.getByLabel('Nova lozinka', { exact: true }).fill('resetovana-9');
    await form.getByLabel('Ponovite novu lozinku').fill('resetovana-8');
    await form.getByRole('button', { name: 'Sačuvaj novu lozinku' }).click();
    await expectToast(visitor, 'Greška', 'Lozinke se ne poklapaju');

    await form.getByLabel('Ponovite novu lozinku').fill('resetovana-9');
    await form.getByRole('button', { name: 'Sačuvaj novu lozinku' }).click();
    await expect(visitor).toHaveURL(/\/members\/auth\?lozinka=promenjena$/);
    await expect(visitor.getByRole('status').filter({ hasText: 'Lozinka je promenjena' })).toBeVisible();

    // Every session of the account has ended: the first browser and the other device are signed out.
    for (const signedIn of [page, elsewhere]) {
      await signedIn.goto('/members/pending-approval');
      await expect(signedIn).toHaveURL(/\/members\/auth/);
    }
    await elsewhere.context().close();

    // The link worked once.
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor.getByText(INVALID)).toBeVisible();
    await expect(visitor.getByRole('form', { name: 'Nova lozinka' })).toHaveCount(0);

    // The old password no longer signs in; the new one does.
    await visitor.goto('/members/auth');
    const signIn = visitor.getByRole('form', { name: 'Prijava' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('lozinka-123');
    await signIn.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(visitor, 'Neispravni podaci', 'Email ili lozinka nisu ispravni.');
    await signInAsMember(visitor, email, 'resetovana-9', /\/members\/pending-approval$/);
    await visitor.context().close();
  });

  test('a forged link shows why it does not work and offers a new one; the admins’ sign-in page has the link too', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/auth/nova-lozinka?token=izmisljen-token&za=clanovi');
    await expect(page.getByText(INVALID)).toBeVisible();
    await page.getByRole('link', { name: 'Zatraži novi link' }).click();
    await expect(page).toHaveURL(/\/members\/auth\/zaboravljena-lozinka$/);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Zaboravljena lozinka?' }).click();
    await expect(page).toHaveURL(/\/auth\/zaboravljena-lozinka$/);
    // A real button that leads somewhere, like 'Nazad na početnu' (docs/architecture.md).
    await page.getByRole('button', { name: 'Nazad na prijavu' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
