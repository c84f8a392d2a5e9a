import { expect, test } from '@playwright/test';

test.describe('[VISITOR] privacy page', () => {
  test('the footer leads to /privatnost, which says what is kept, for how long and whom to ask', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatnost' }).click();
    await expect(page).toHaveURL(/\/privatnost$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatnost');
    for (const heading of ['Šta čuvamo i zašto', 'Koliko dugo', 'Vaša prava i brisanje', 'S kim delimo podatke']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // The periods the purge job applies (lib/privacy/retention.ts).
    const periods = page.getByRole('region', { name: 'Koliko dugo' });
    await expect(periods).toContainText('365 dana od slanja');
    await expect(periods).toContainText('posle 30 dana');
    await expect(periods).toContainText('90 dana posle slanja');
    await expect(periods).toContainText('Ko je dobio koji broj newslettera: 30 dana posle slanja');
    await expect(periods).toContainText('brišemo ga 1 dan posle korišćenja ili isteka');
    await expect(page.getByRole('region', { name: 'Kontakt' }).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('every form that asks for personal data links to it', async ({ page }) => {
    for (const path of ['/contact', '/join']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('link', { name: 'politici privatnosti' }).first()).toHaveAttribute(
        'href',
        '/privatnost',
      );
    }
  });
});
