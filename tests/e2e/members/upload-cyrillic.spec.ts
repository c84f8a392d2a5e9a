import { expect, test } from '@playwright/test';

import { PNG_1X1 } from '@/tests/support/upload-fixtures';

import { DEMO, signInAsMember } from './support';

/**
 * Issue 52: the upload widget on a Cyrillic page speaks Cyrillic, both what it checks itself
 * (a file over the limit, refused before sending) and what the server refuses (a file that is
 * not an image), and its progress and success.
 */
test('[CYRILLIC] [MEMBER] the profile picture’s upload answers in Cyrillic', async ({ page }) => {
  await signInAsMember(page, DEMO.ana);
  await page.goto('/cir/members/profile');
  const picture = page.getByLabel('Профилна слика');

  await picture.setInputFiles({ name: 'velika.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Слика је превелика. Максимална величина је 5МБ.' }),
  ).toBeVisible();

  await picture.setInputFiles({ name: 'beleska.png', mimeType: 'image/png', buffer: Buffer.from('nije slika') });
  await expect(page.getByRole('alert').filter({ hasText: 'Молимо одаберите слику' })).toBeVisible();

  await picture.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) });
  await expect(page.getByText('Фајл је отпремљен')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Уклони' })).toBeVisible();
});
