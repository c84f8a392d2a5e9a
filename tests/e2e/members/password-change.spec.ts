import { expect, test } from '@playwright/test';

import { asNewVisitor, expectToast, signInAsMember, signUpAsMember } from './support';

test.describe('[MEMBER] password change', () => {
  test('/auth/lozinka refuses a wrong current password and differing new ones; a change ends the other sessions and the new password is the one that signs in', async ({
    page,
    browser,
  }) => {
    const email = await signUpAsMember(page, 'Lana Lozinković');
    const elsewhere = await (await browser.newContext()).newPage();
    await signInAsMember(elsewhere, email, 'lozinka-123', /\/members\/pending-approval$/);
    await page.goto('/auth/lozinka');
    await expect(page.getByRole('heading', { level: 1, name: 'Promena lozinke' })).toBeVisible();
    await expect(page.getByText(`Nalog: ${email}`)).toBeVisible();
    const form = page.getByRole('form', { name: 'Promena lozinke' });
    const current = form.getByLabel('Trenutna lozinka');
    const next = form.getByLabel('Nova lozinka');
    const again = form.getByLabel('Ponovite novu lozinku');
    const send = form.getByRole('button', { name: 'Promeni lozinku' });

    await current.fill('lozinka-123');
    await next.fill('nova-lozinka-7');
    await again.fill('nova-lozinka-8');
    await send.click();
    await expectToast(page, 'Greška', 'Nove lozinke se ne poklapaju');

    await current.fill('nije-moja-1');
    await again.fill('nova-lozinka-7');
    await send.click();
    await expectToast(page, 'Greška', 'Trenutna lozinka nije ispravna.');
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill('lozinka-123');
    await next.fill('nova-lozinka-7');
    await again.fill('nova-lozinka-7');
    await send.click();
    await expectToast(page, 'Lozinka je promenjena');
    // The session in the other browser has ended; this one goes on.
    await elsewhere.goto('/members/pending-approval');
    await expect(elsewhere).toHaveURL(/\/members\/auth/);
    await elsewhere.context().close();
    await page.goto('/members/pending-approval');
    await expect(page).toHaveURL(/\/members\/pending-approval$/);

    // In a new browser the old password no longer signs in; the new one does.
    const fresh = await (await browser.newContext()).newPage();
    await asNewVisitor(fresh);
    await fresh.goto('/members/auth');
    const signIn = fresh.getByRole('form', { name: 'Prijava' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('lozinka-123');
    await signIn.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(fresh, 'Neispravni podaci', 'Email ili lozinka nisu ispravni.');
    await signInAsMember(fresh, email, 'nova-lozinka-7', /\/members\/pending-approval$/);
    await fresh.context().close();
  });
});
