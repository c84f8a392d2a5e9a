import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { asNewVisitor, DEMO, expectToast, signInAsMember, uniqueEmail } from './support';

/** Every search box finds Latin text by a Cyrillic query (lib/format/fold; the inbox through search_fold in SQL). */
test.describe('Cyrillic-blind search', () => {
  test('[VISITOR] the blog finds ‘Osnivanje DOO’ by ‘ДОО’', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(`/blog?q=${encodeURIComponent('ДОО')}`);
    await expect(page.getByRole('heading', { name: /Osnivanje DOO u Srbiji/ }).first()).toBeVisible();
  });

  test('[MEMBER] directory, ads, resources and mentorship find Latin text by Cyrillic queries', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);

    await page.goto(`/members/directory?q=${encodeURIComponent('Марко')}`);
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toBeVisible();
    await expect(page.getByText(/^Pronađeno 1 od \d+ član(a|ova)$/)).toBeVisible();

    await page.goto(`/members/requests?q=${encodeURIComponent('дизајнера')}`);
    await expect(page.getByRole('heading', { name: 'Tražimo junior dizajnera (Novi Sad ili remote)' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Pronađeno 1 oglas' })).toBeVisible();

    await page.goto(`/members/resources?q=${encodeURIComponent('ДОО')}`);
    await expect(page.getByRole('heading', { name: 'Kako registrovati DOO u Srbiji: korak po korak' })).toBeVisible();

    await page.goto(`/members/mentorship?q=${encodeURIComponent('Јелена')}`);
    await expect(page.getByRole('heading', { name: 'Jelena Nikolić' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toHaveCount(0);
  });

  test('[ADMIN] the inbox finds a Latin contact message by its sender’s name in Cyrillic', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Kontakt forma' });
    await contact.getByRole('textbox', { name: 'Ime', exact: true }).fill('Đorđe Ćirilović');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('cirilica'));
    await contact.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Pitanje o osnivanju preduzeća.');
    await contact.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(page, 'Poruka poslata!');

    await signInAsAdmin(page, '/admin/inbox');
    await page.getByRole('searchbox', { name: 'Pretraga' }).fill('ђорђе ћириловић');
    await page.getByRole('button', { name: 'Traži' }).click();
    await expect(page.getByRole('article', { name: 'Đorđe Ćirilović' }).first()).toBeVisible();
  });
});
