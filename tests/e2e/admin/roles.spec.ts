import { expect, test, type Page } from '@playwright/test';

import { uniqueEmail } from '../forms/support';
import { DEMO_ADMIN, openTeamPageAsAdmin, signUpAtAuth } from '../support/accounts';
import { confirmThroughOutbox } from '../support/mail';
import { expectToast } from '../support/toast';

/**
 * The team's roles and the staff log (issue 48, docs/admin.md "Uloge", "Dnevnik izmena"): an admin
 * gives a confirmed account a role on 'Tim i uloge'; its holder sees only that role's tabs and
 * pages and is refused the rest with a Serbian text; revoking takes it all away on the next
 * request; 'Dnevnik izmena' shows each grant with who made it, filters it and downloads it.
 */

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Prijava' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Lozinka').fill(password);
  await form.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The panel's tab labels, without their badges (pending proposals and members). */
async function panelTabs(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Delovi admin panela' }).getByRole('tab');
  return (await tabs.allTextContents()).map((text) => text.trim().replace(/\d+$/, ''));
}

test('[ADMIN] roles: each role sees and can open only its part of the panel; the staff log records every grant', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('tim');
  const password = 'lozinka-tima-1';
  await signUpAtAuth(page, 'Članica Tima', email, password);
  await confirmThroughOutbox(page, email);
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Nemate dozvolu' })).toBeVisible();
  const accountId = ((await page.getByText(/^[0-9a-f-]{36}$/).textContent()) ?? '').trim();

  const admin = await openTeamPageAsAdmin(browser);
  const grant = admin.getByRole('form', { name: 'Dodeli ulogu' });
  const give = async (role: string) => {
    await grant.getByRole('textbox', { name: 'ID naloga' }).fill(accountId);
    await grant.getByRole('combobox', { name: 'Uloga' }).selectOption(role.toLowerCase());
    await grant.getByRole('button', { name: 'Dodeli ulogu' }).click();
  };
  const take = async (role: string) => {
    await admin.getByRole('button', { name: `Oduzmi ulogu ${role}: ${email}` }).click();
    await admin
      .getByRole('dialog', { name: `Oduzeti ulogu „${role}”?` })
      .getByRole('button', { name: 'Oduzmi' })
      .click();
    await expectToast(admin, 'Uloga je oduzeta', `Nalog više nema ulogu: ${role}.`);
  };

  // An organiser: events and proposals, the inbox's registrations; the outbox is refused.
  await give('Organizator');
  await expectToast(admin, 'Uloga je dodeljena', 'Nalog sada ima ulogu: Organizator.');
  await give('Organizator');
  await expectToast(admin, 'Greška', 'Ovaj nalog već ima tu ulogu.');
  await page.goto('/admin?tab=blog');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Uloga: Organizator')).toBeVisible();
  expect(await panelTabs(page)).toEqual(['Događaji', 'Predlozi']);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/Događaji/);
  const otherParts = page.getByRole('navigation', { name: 'Ostali delovi admin panela' });
  expect((await otherParts.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual([
    'Prijemno sanduče',
  ]);
  await page.goto('/admin/inbox');
  // The one kind the role handles (its badge counts the unhandled ones).
  await expect(page.getByRole('tablist', { name: 'Vrste prijava' }).getByRole('tab')).toHaveText([
    /^Prijave na događaje\d*$/,
  ]);
  await page.goto('/admin/inbox?kind=contact');
  await expect(page.getByText('Ovaj deo admin panela nije deo vaše uloge (Organizator).')).toBeVisible();
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Nemate dozvolu' })).toBeVisible();
  await expect(page.getByText('Ovaj deo admin panela nije deo vaše uloge (Organizator).')).toBeVisible();
  await page.goto('/admin/dnevnik');
  await expect(page.getByRole('heading', { name: 'Nemate dozvolu' })).toBeVisible();

  // A second role adds its part; each revocation takes effect on the next request.
  await give('Urednik');
  await expectToast(admin, 'Uloga je dodeljena', 'Nalog sada ima ulogu: Urednik.');
  await page.goto('/admin');
  expect(await panelTabs(page)).toEqual(['Sadržaj', 'Media', 'Događaji', 'Predlozi', 'Blog', 'Obaveštenja', 'Fajlovi']);
  await take('Organizator');
  await page.goto('/admin');
  expect(await panelTabs(page)).toEqual(['Sadržaj', 'Media', 'Blog', 'Obaveštenja', 'Fajlovi']);
  await take('Urednik');
  await give('Moderator');
  await expectToast(admin, 'Uloga je dodeljena', 'Nalog sada ima ulogu: Moderator.');
  await page.goto('/admin');
  expect(await panelTabs(page)).toEqual(['Članovi']);
  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { name: 'Moderacija', level: 1 })).toBeVisible();
  await take('Moderator');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Nemate dozvolu' })).toBeVisible();
  await expect(page.getByText('Vaš nalog nema administratorske privilegije.')).toBeVisible();

  // The staff log: every grant and revocation with who made it; filtered; downloaded.
  await admin.goto('/admin/dnevnik');
  const entries = admin.getByRole('list', { name: 'Izmene' });
  await expect(entries.getByRole('article', { name: 'Dodeljena uloga: Moderator' }).first()).toContainText(
    DEMO_ADMIN.email,
  );
  await expect(entries.getByRole('article', { name: 'Oduzeta uloga: Organizator' }).first()).toContainText(accountId);
  const filters = admin.getByRole('search', { name: 'Filteri dnevnika' });
  await filters.getByRole('combobox', { name: 'Radnja' }).selectOption({ label: 'Oduzeta uloga' });
  await filters.getByRole('button', { name: 'Primeni filtere' }).click();
  await expect(admin).toHaveURL(/radnja=admin\.team\.revoke_role/);
  await expect(entries.getByRole('article', { name: 'Dodeljena uloga: Moderator' })).toHaveCount(0);
  await expect(entries.getByRole('article', { name: 'Oduzeta uloga: Moderator' }).first()).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    filters.getByRole('link', { name: 'Preuzmi CSV' }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('Oduzeta uloga: Moderator');
  expect(text).not.toContain('Dodeljena uloga: Moderator');
  await admin.context().close();
});
