import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { asNewVisitor, expectFieldError, expectToast, uniqueEmail } from './support';

/**
 * A form on a Cyrillic page (docs/i18n.md) speaks Cyrillic with JavaScript on: its labels, the
 * browser's own check (messages looked up in the table the server sent) and the action's answer
 * (the form tells the action its script); what the visitor typed is stored as typed.
 */
test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test.describe('[VISITOR] the contact form on /cir/contact', () => {
  test('checks an empty form in Cyrillic: one "Грешка" toast and each field marked', async ({ page }) => {
    await page.goto('/cir/contact');
    const form = page.getByRole('form', { name: 'Контакт форма' });
    await form.getByRole('button', { name: 'Пошаљи поруку' }).click();

    await expectToast(page, 'Грешка', 'Име је обавезно поље, Емаил је обавезно поље, Порука је обавезно поље');
    await expectFieldError(form.getByRole('textbox', { name: 'Име', exact: true }), 'Име је обавезно поље');
    await expectFieldError(form.getByRole('textbox', { name: 'Порука', exact: true }), 'Порука је обавезно поље');
  });

  test('sends a Cyrillic name and message: the answer in Cyrillic, the message stored as typed', async ({ page }) => {
    const email = uniqueEmail('cirilica');
    await page.goto('/cir/contact');
    const form = page.getByRole('form', { name: 'Контакт форма' });
    await form.getByRole('textbox', { name: 'Име', exact: true }).fill('Ана Анић');
    await form.getByRole('textbox', { name: 'Емаил', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Порука', exact: true }).fill('Здраво! Занима ме следећи Wild Mixer.');
    await form.getByRole('button', { name: 'Пошаљи поруку' }).click();

    await expectToast(page, 'Порука послата!', 'Хвала ти на поруци. Одговорићемо ти ускоро!');
    await expect(form.getByRole('textbox', { name: 'Порука', exact: true })).toHaveValue('');

    await signInAsAdmin(page, `/admin/inbox?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('article', { name: 'Ана Анић' })).toContainText(
      'Здраво! Занима ме следећи Wild Mixer.',
    );
  });
});
