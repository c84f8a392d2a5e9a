import { expect, test } from '@playwright/test';

import { expectExternalLink, expectHeadingOutline, expectMeaningfulAltText } from '../support/page-outline';

test.describe('[VISITOR] community page', () => {
  test('invites to the messaging group in a new tab and claims 350+ members', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pridruži se našoj WhatsApp grupi');

    const hero = page.getByRole('region', { name: 'Pridruži se našoj WhatsApp grupi' });
    await expectExternalLink(hero.getByRole('link', { name: /Pridruži se grupi/ }));
    await expect(hero).toContainText('350');

    const invite = page.getByRole('region', { name: 'Vidimo se u grupi' });
    await expect(invite.getByText('350+', { exact: true })).toBeVisible();
    await expectExternalLink(invite.getByRole('link', { name: /Otvori poziv za grupu/ }));
  });

  test('lists the four community rules', async ({ page }) => {
    await page.goto('/community');
    const rules = page.getByRole('region', { name: 'Pravila zajednice' });
    await expect(rules.getByRole('heading', { level: 3 })).toHaveText([
      'Poštovanje pre svega',
      'Deli vrednost',
      'Bez spama i nepozvanih reklama',
      'Čuvaj privatnost',
    ]);
  });

  test('ends with the newsletter signup', async ({ page }) => {
    await page.goto('/community');
    const newsletter = page.getByRole('region', { name: 'Radije čitaš e-mail?' });
    const form = newsletter.getByRole('form', { name: 'Prijava na newsletter' });
    for (const name of ['Ime', 'Prezime', 'Email adresa'])
      await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: /Prijavi se/ })).toBeVisible();
  });

  test('has one h1, an unbroken heading outline and described images', async ({ page }) => {
    await page.goto('/community');
    await expectHeadingOutline(page);
    await expectMeaningfulAltText(page, 1);
  });
});
