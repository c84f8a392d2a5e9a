import { expect, test } from '@playwright/test';

import { expectToast, uniqueEmail } from '../forms/support';
import { signUpAtAuth } from '../support/accounts';
import { confirmationLinkFor } from '../support/mail';

const RESENT = ['Link je poslat', 'Ako nalog sa ovom adresom čeka potvrdu, poslali smo novi link za potvrdu.'] as const;

test.describe('[USER] a new confirmation link', () => {
  test('‘Pošalji link ponovo’ mails a new link that replaces the first; an unknown address reads the same', async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = uniqueEmail('ponovo');
    await signUpAtAuth(page, 'Ponovo Potvrdić', email, 'lozinka-123');
    const first = await confirmationLinkFor(browser, email);

    // The question is open after a sign-up; its form takes the address in any case.
    const resend = page.getByRole('form', { name: 'Novi link za potvrdu' });
    const address = resend.getByRole('textbox', { name: 'Adresa na koju šaljemo link' });
    await address.fill(email.toUpperCase());
    await resend.getByRole('button', { name: 'Pošalji link ponovo' }).click();
    await expectToast(page, ...RESENT);
    const second = await confirmationLinkFor(browser, email);
    expect(second).not.toBe(first);

    // Nobody learns from the answer whether an address has an account.
    await address.fill(uniqueEmail('niko'));
    await resend.getByRole('button', { name: 'Pošalji link ponovo' }).click();
    await expectToast(page, ...RESENT);

    const open = async (link: string) => {
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('button', { name: 'Potvrdi email adresu' }).click();
    };
    await open(first);
    await expect(page.getByText(/Link za potvrdu nije važeći, istekao je ili je već iskorišćen/)).toBeVisible();
    await open(second);
    await expect(page.getByText('Vaša email adresa je potvrđena. Sada se možete prijaviti.')).toBeVisible();
  });
});
