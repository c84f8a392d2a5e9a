import { expect, test } from '@playwright/test';

import { approveInPanel, expectToast, openMembersTabAsAdmin, signUpAsMember, uniqueEmail } from './support';
import { profileEmailLinkFor } from '../support/mail';

/**
 * A profile's contact address other than the account's waits for its own link (issue 48, item 4;
 * docs/members.md, "Profile e-mail"): the profile keeps its address until the mailbox's owner
 * presses the button behind the link.
 */
test.describe('profile e-mail', () => {
  test('[MEMBER] a new contact address is used only once its own link is confirmed', async ({ page, browser }) => {
    const name = `Adresa Promena ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);
    const admin = await openMembersTabAsAdmin(browser);
    await approveInPanel(admin, email, name);
    await admin.context().close();

    await page.goto('/members/profile');
    const field = page.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveValue(email);
    const address = uniqueEmail('kontakt');
    await field.fill(address);
    await page.getByRole('button', { name: 'Sačuvaj profil' }).click();
    await expectToast(
      page,
      'Profil ažuriran!',
      `Poslali smo link za potvrdu na ${address}. Adresa će biti promenjena kada je potvrdite.`,
    );
    await page.reload();
    await expect(field).toHaveValue(email);
    await expect(page.getByText(`Nova adresa ${address} čeka potvrdu`)).toBeVisible();

    // The link opened without signing in: reading it changes nothing, the button confirms.
    const link = new URL(await profileEmailLinkFor(browser, address));
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(`${link.pathname}${link.search}`);
    await expect(reader.getByRole('heading', { name: 'Potvrda email adrese profila' })).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue(email);
    await reader.getByRole('button', { name: 'Potvrdi adresu' }).click();
    await expect(reader.getByRole('heading', { name: 'Adresa je potvrđena' })).toBeVisible();
    await reader.goto(`${link.pathname}${link.search}`);
    await expect(reader.getByRole('heading', { name: 'Link nije važeći' })).toBeVisible();
    await reader.context().close();

    await page.reload();
    await expect(field).toHaveValue(address);
    await expect(page.getByText(/čeka potvrdu/)).toHaveCount(0);
  });
});
