import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { expectToast } from './support';

test.describe('[ADMIN] announcements', () => {
  test('a new announcement is in the home carousel on the next request; edit and delete', async ({ page }) => {
    await signInAsAdmin(page, '/admin?tab=announcements');
    const title = `Vanredno obaveštenje ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'Novo obaveštenje' });
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Sadržaj', exact: true }).fill('Sutra počinje nova radionica.');
    await form.getByRole('spinbutton', { name: 'Prioritet (1–5)' }).fill('5');
    await form.getByRole('textbox', { name: 'Link', exact: true }).fill('/events');
    await form.getByRole('textbox', { name: 'Tekst dugmeta' }).fill('Saznaj više');
    await form.getByRole('button', { name: 'Kreiraj obaveštenje' }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno kreirano');
    const item = page.getByRole('region', { name: 'Sva obaveštenja' }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Prioritet 5');

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Obaveštenja' });
    await expect(carousel.getByRole('group').filter({ hasText: title })).toHaveCount(1);

    await page.goto('/admin?tab=announcements');
    await page.getByRole('button', { name: `Uredi obaveštenje ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Izmena obaveštenja' });
    await expect(edit.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'Link', exact: true }).fill('javascript:alert(1)');
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await expectToast(page, 'Greška', 'Link mora biti putanja');
    await edit.getByRole('textbox', { name: 'Link', exact: true }).fill('/blog');
    await edit.getByRole('checkbox', { name: 'Aktivno' }).uncheck();
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno ažurirano');
    await expect(
      page.getByRole('region', { name: 'Sva obaveštenja' }).getByRole('listitem').filter({ hasText: title }),
    ).toContainText('Neaktivno');

    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Obaveštenja' }).getByRole('group').filter({ hasText: title }),
    ).toHaveCount(0);

    await page.goto('/admin?tab=announcements');
    // Spec §2: only a blog post asks before it is deleted; the toast offers the undo instead.
    const listed = page
      .getByRole('region', { name: 'Sva obaveštenja' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await page.getByRole('button', { name: `Obriši obaveštenje ${title}` }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno obrisano');
    await expect(listed).toHaveCount(0);
    await page.getByRole('button', { name: 'Poništi' }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je vraćeno');
    await expect(listed).toContainText('Neaktivno');

    await page.getByRole('button', { name: `Obriši obaveštenje ${title}` }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno obrisano');
    await page.reload();
    await expect(listed).toHaveCount(0);
  });

  test("a seeded announcement of type 'other' is named in Serbian in the list and the edit form", async ({ page }) => {
    await signInAsAdmin(page, '/admin?tab=announcements');
    const title = 'Nova WhatsApp grupa za članove';
    const item = page.getByRole('region', { name: 'Sva obaveštenja' }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Ostalo');
    await expect(item).not.toContainText('other');
    await page.getByRole('button', { name: `Uredi obaveštenje ${title}` }).click();
    await expect(
      page.getByRole('form', { name: 'Izmena obaveštenja' }).getByRole('textbox', { name: 'Naslov', exact: true }),
    ).toBeFocused();
    const type = page.getByRole('form', { name: 'Izmena obaveštenja' }).getByRole('combobox', { name: 'Tip' });
    await expect(type.locator('option:checked')).toHaveText('Ostalo');
  });
});
