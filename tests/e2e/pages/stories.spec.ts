import { expect, test } from '@playwright/test';

import { expectHeadingOutline, expectMeaningfulAltText } from '../support/page-outline';

test.describe('[VISITOR] stories page', () => {
  test('shows the three stories: the mascot, idea to prototype and the gallery', async ({ page }) => {
    await page.goto('/stories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Priče iz zajednice');

    const all = page.getByRole('region', { name: 'Sve priče' });
    await expect(all).toHaveAttribute('id', 'all-stories');
    await expect(all.getByRole('article')).toHaveCount(3);
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([
      'Kako smo upoznali našu maskotu',
      'Od ideje na salveti do prvog prototipa',
      'Wild Mixer u slikama',
    ]);
    await expect(all.getByRole('list', { name: 'Fotografije sa Wild Mixer-a' }).getByRole('img')).toHaveCount(4);
  });

  test('the hero buttons lead to #all-stories and /contact', async ({ page }) => {
    await page.goto('/stories');
    const hero = page.getByRole('region', { name: 'Priče iz zajednice' });
    await expect(hero.getByRole('link', { name: 'Podeli svoju priču' })).toHaveAttribute('href', '/contact');
    const read = hero.getByRole('link', { name: 'Pročitaj priče' });
    await expect(read).toHaveAttribute('href', '#all-stories');
    await read.click();
    await expect(page).toHaveURL(/#all-stories$/);
    await expect(page.getByRole('heading', { name: 'Sve priče' })).toBeInViewport();

    const share = page.getByRole('region', { name: 'Imaš svoju priču?' });
    await expect(share.getByRole('link', { name: 'Ispričaj nam svoju priču' })).toHaveAttribute('href', '/contact');
  });

  test('has one h1, an unbroken heading outline and described images', async ({ page }) => {
    await page.goto('/stories');
    await expectHeadingOutline(page);
    await expectMeaningfulAltText(page, 7);
  });
});
