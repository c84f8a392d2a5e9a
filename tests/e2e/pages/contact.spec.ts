import { expect, test } from '@playwright/test';

import { expectExternalLink, expectHeadingOutline } from '../support/page-outline';

test.describe('[VISITOR] contact page', () => {
  test('offers three channels: e-mail, Instagram and LinkedIn, the external ones in a new tab', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hajde da razgovaramo');

    const channels = page.getByRole('region', { name: 'Gde nas možeš naći' });
    await expect(channels.getByRole('link')).toHaveCount(3);
    const email = channels.getByRole('link', { name: /E-mail/ });
    await expect(email).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(email).not.toHaveAttribute('target', '_blank');
    await expectExternalLink(channels.getByRole('link', { name: /Instagram/ }));
    await expectExternalLink(channels.getByRole('link', { name: /LinkedIn/ }));
    // The community's company page.
    await expect(channels.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/company\/[^/]+$/,
    );
  });

  test('shows the message form beside the channels', async ({ page }) => {
    await page.goto('/contact');
    const section = page.getByRole('region', { name: 'Pošalji poruku' });
    const form = section.getByRole('form', { name: 'Kontakt forma' });
    for (const name of ['Ime', 'Email', 'Poruka'])
      await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pošalji poruku' })).toBeEnabled();
  });

  test('has one h1 and an unbroken heading outline', async ({ page }) => {
    await page.goto('/contact');
    await expectHeadingOutline(page);
  });
});
