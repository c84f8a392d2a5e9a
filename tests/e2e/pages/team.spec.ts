import { expect, test } from '@playwright/test';

import { expectExternalLink, expectHeadingOutline, expectMeaningfulAltText } from '../support/page-outline';

test.describe('[VISITOR] team page', () => {
  test('shows three core team cards, each with a LinkedIn link, plus the optional e-mail and message links', async ({
    page,
  }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ljudi iza zajednice');

    const team = page.getByRole('region', { name: 'Osnovni tim' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(team.getByRole('img', { name: /^Portret: / })).toHaveCount(3);
    const linkedin = team.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveCount(3);
    for (const link of await linkedin.all()) await expectExternalLink(link);
    // Each person's own profile, never LinkedIn's home page and never one link for all three.
    const profiles = await Promise.all((await linkedin.all()).map((link) => link.getAttribute('href')));
    for (const href of profiles) expect(href).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[^/]+$/);
    expect(new Set(profiles).size).toBe(3);
    await expect(team.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expectExternalLink(team.getByRole('link', { name: /Poruka/ }));
  });

  test('offers the contact e-mail and a closing call to action to /join', async ({ page }) => {
    await page.goto('/team');
    const contact = page.getByRole('region', { name: 'Imaš pitanje za tim?' });
    await expect(contact.getByRole('link', { name: 'Pošalji nam e-mail' })).toHaveAttribute('href', /^mailto:.+@.+/);
    const cta = page.getByRole('region', { name: 'Želiš da budeš deo zajednice?' });
    await expect(cta.getByRole('link', { name: 'Pridruži se zajednici' })).toHaveAttribute('href', '/join');
  });

  test('the application modal opens with its form and closes again', async ({ page }) => {
    await page.goto('/team');
    const apply = page.getByRole('region', { name: 'Pridruži se timu ili postani mentor' });
    await apply.getByRole('button', { name: 'Prijavi se u tim' }).click();

    const dialog = page.getByRole('dialog', { name: 'Prijava za tim ili mentorstvo' });
    await expect(dialog).toBeVisible();
    for (const name of ['Ime i prezime', 'Email', 'Telefon (opciono)', 'Iskustvo', 'Motivacija']) {
      await expect(dialog.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('combobox', { name: 'Uloga' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pošalji prijavu' })).toBeEnabled();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('has one h1, an unbroken heading outline and described images', async ({ page }) => {
    await page.goto('/team');
    await expectHeadingOutline(page);
    await expectMeaningfulAltText(page, 3);
  });
});
