import { expect, test } from '@playwright/test';

import { expectToast, openAdminTab, uniqueName } from './support';

test.describe('[ADMIN] Sadržaj', () => {
  test('edits a section and the public page shows it on the next request', async ({ page }) => {
    await openAdminTab(page, 'content');
    await expect(page.getByRole('tab', { name: 'Sadržaj', selected: true })).toBeVisible();
    const title = uniqueName('Zajednica koja gradi');

    const editTitle = async (value: string) => {
      await page.getByRole('button', { name: 'Uredi about_hero' }).click();
      const form = page.getByRole('form', { name: 'Uređivanje sekcije about_hero' });
      const field = form.getByRole('textbox', { name: 'Naslov', exact: true });
      const previous = await field.inputValue();
      await field.fill(value);
      await form.getByRole('button', { name: 'Sačuvaj' }).click();
      await expectToast(page, 'Uspešno', 'Sadržaj je uspešno ažuriran');
      await expect(form).toBeHidden();
      return previous;
    };

    const original = await editTitle(title);
    await expect(page.getByText(title)).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Put the seeded text back (the visitor tests read it) and see that on the page too.
    await page.goto('/admin?tab=content');
    await editTitle(original);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
  });

  test("a team card's LinkedIn profile is content: edited in the panel, linked from /team on the next request", async ({
    page,
  }) => {
    await openAdminTab(page, 'content');
    const profile = `https://www.linkedin.com/in/${uniqueName('tamara')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}`;
    const setLink = async (value: string) => {
      await page.getByRole('button', { name: 'Uredi team_member_3' }).click();
      const form = page.getByRole('form', { name: 'Uređivanje sekcije team_member_3' });
      const field = form.getByRole('textbox', { name: 'Link dugmeta' });
      const previous = await field.inputValue();
      await field.fill(value);
      await form.getByRole('button', { name: 'Sačuvaj' }).click();
      await expectToast(page, 'Uspešno', 'Sadržaj je uspešno ažuriran');
      return previous;
    };
    const original = await setLink(profile);
    await page.goto('/team');
    const card = page.getByRole('list', { name: 'Kontakt: Tamara Đorđević' });
    await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', profile);

    await page.goto('/admin?tab=content');
    await setLink(original);
    await page.goto('/team');
    await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', original);
  });

  test('cancel leaves the section as it was; a bad link is refused with its message', async ({ page }) => {
    await openAdminTab(page, 'content');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'about_cta', exact: true }) });
    await page.getByRole('button', { name: 'Uredi about_cta' }).click();
    const form = page.getByRole('form', { name: 'Uređivanje sekcije about_cta' });
    await form.getByRole('textbox', { name: 'Link dugmeta' }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    await expectToast(page, 'Greška', 'Link mora biti putanja koja počinje sa / ili adresa koja počinje sa https://');
    await expect(form.getByRole('textbox', { name: 'Link dugmeta' })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('button', { name: 'Otkaži' }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await expect(card.getByRole('definition').filter({ hasText: '/join' })).toBeVisible();
  });

  test('a keyboard user lands in the form after Uredi and back on Uredi after Otkaži', async ({ page }) => {
    await openAdminTab(page, 'content');
    const edit = page.getByRole('button', { name: 'Uredi about_cta' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Uređivanje sekcije about_cta' });
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toBeFocused();
    await form.getByRole('button', { name: 'Otkaži' }).press('Enter');
    await expect(form).toBeHidden();
    await expect(edit).toBeFocused();
  });
});
