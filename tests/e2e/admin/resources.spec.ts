import { expect, test, type Browser } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { expectToast } from '../support/toast';
import { DEMO, signInAsMember } from '../members/support';

async function memberResourcesPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInAsMember(page, DEMO.stefan);
  return page;
}

test.describe('[ADMIN] members’ resources', () => {
  test('a resource added, edited and deleted in /admin/resources is what members see on their next request', async ({
    page,
    browser,
  }) => {
    const title = `Plan prodaje ${Date.now()}`;
    const renamed = `${title} (dopunjeno)`;
    const member = await memberResourcesPage(browser);
    const searchFor = (text: string) => member.goto(`/members/resources?q=${encodeURIComponent(text)}`);

    await signInAsAdmin(page, '/admin/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resursi za članove' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Novi resurs' });
    await form.getByRole('textbox', { name: 'Naslov' }).fill(title);
    await form.getByRole('textbox', { name: 'Opis' }).fill('Šablon za prvih sto kupaca.');

    // Neither a link nor a file: refused with the spec's message, nothing stored.
    await form.getByRole('button', { name: 'Dodaj resurs' }).click();
    await expectToast(page, 'Greška', 'Unesite link ka resursu ili fajlu');
    const link = form.getByRole('textbox', { name: 'Spoljni link' });
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveAccessibleDescription(/Unesite link ka resursu ili fajlu/);
    await searchFor(title);
    await expect(member.getByRole('status').filter({ hasText: /^Pronađeno/ })).toHaveText('Pronađeno 0 resursa');

    await form.getByRole('combobox', { name: 'Tip' }).selectOption({ label: 'Dokument' });
    await form.getByRole('combobox', { name: 'Kategorija' }).selectOption({ label: 'Marketing' });
    await link.fill('https://primer.rs/plan-prodaje');
    await form.getByRole('textbox', { name: 'Tagovi' }).fill('prodaja, plan');
    await form.getByRole('button', { name: 'Dodaj resurs' }).click();
    await expectToast(page, 'Resurs dodat', 'Resurs je vidljiv članovima.');
    // The new-resource form starts empty again.
    await expect(form.getByRole('textbox', { name: 'Naslov' })).toHaveValue('');

    await searchFor(title);
    await expect(member.getByRole('heading', { level: 3, name: title })).toBeVisible();

    // The edit form opens with the stored values.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await card.getByText('Izmeni', { exact: true }).click();
    const edit = card.getByRole('form', { name: `Izmena resursa: ${title}` });
    await expect(edit.getByRole('textbox', { name: 'Naslov' })).toHaveValue(title);
    await expect(edit.getByRole('textbox', { name: 'Opis' })).toHaveValue('Šablon za prvih sto kupaca.');
    await expect(edit.getByRole('combobox', { name: 'Tip' })).toHaveValue('document');
    await expect(edit.getByRole('combobox', { name: 'Kategorija' })).toHaveValue('marketing');
    await expect(edit.getByRole('textbox', { name: 'Spoljni link' })).toHaveValue('https://primer.rs/plan-prodaje');
    await expect(edit.getByRole('textbox', { name: 'Tagovi' })).toHaveValue('prodaja, plan');

    await edit.getByRole('textbox', { name: 'Naslov' }).fill(renamed);
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await expectToast(page, 'Resurs ažuriran', 'Izmene su sačuvane.');
    await searchFor(title);
    await expect(member.getByRole('heading', { level: 3, name: renamed })).toBeVisible();

    const renamedCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: renamed }) });
    await renamedCard.getByRole('button', { name: `Obriši resurs: ${renamed}` }).click();
    await page
      .getByRole('dialog', { name: `Obrisati resurs „${renamed}”?` })
      .getByRole('button', { name: 'Obriši' })
      .click();
    await expectToast(page, 'Resurs obrisan');
    await searchFor(title);
    await expect(member.getByRole('status').filter({ hasText: /^Pronađeno/ })).toHaveText('Pronađeno 0 resursa');
    await member.context().close();
  });
});
