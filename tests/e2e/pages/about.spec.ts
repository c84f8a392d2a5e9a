import { expect, test } from '@playwright/test';

import { expectHeadingOutline, expectMeaningfulAltText } from '../support/page-outline';

test.describe('[VISITOR] about page', () => {
  test('tells why the community exists: story, figures, purpose, audience and a way in', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zajednica koja ideje pretvara u stvarnost');

    const story = page.getByRole('region', { name: 'Kako je sve počelo' });
    await expect(story).toContainText('Wild Mixer');
    await expect(story.getByRole('img')).toBeVisible();

    const figures = page.getByRole('region', { name: 'Zajednica u brojkama' });
    for (const value of ['500+', '350+', '4', '30-50'])
      await expect(figures.getByText(value, { exact: true })).toBeVisible();

    const purpose = page.getByRole('region', { name: 'Zašto postojimo' });
    await expect(purpose.getByRole('heading', { level: 3 })).toHaveText([
      'Povezujemo ljude',
      'Delimo znanje',
      'Rastemo zajedno',
    ]);
    await expect(purpose).toContainText('10 godina');

    const audience = page.getByRole('region', { name: 'Kome smo namenjeni' });
    await expect(audience.getByRole('heading', { level: 3 })).toHaveText([
      'Studenti',
      'Osnivači',
      'Umetnici i kreativci',
      'Mentori',
    ]);

    const cta = page.getByRole('region', { name: 'Postani deo priče' });
    await expect(cta.getByRole('link', { name: 'Pridruži se' })).toHaveAttribute('href', '/join');
    await expect(cta.getByRole('link', { name: 'Upoznaj tim' })).toHaveAttribute('href', '/team');
  });

  test('has one h1, an unbroken heading outline and described images', async ({ page }) => {
    await page.goto('/about');
    await expectHeadingOutline(page);
    await expectMeaningfulAltText(page, 1);
  });
});
