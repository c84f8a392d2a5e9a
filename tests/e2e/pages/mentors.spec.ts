import { expect, test } from '@playwright/test';

import { expectHeadingOutline, expectMeaningfulAltText } from '../support/page-outline';

test.describe('[VISITOR] mentors page', () => {
  test('shows three mentors and the four mentoring formats', async ({ page }) => {
    await page.goto('/mentors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentori koji su već prošli tvoj put');

    const mentors = page.getByRole('region', { name: 'Upoznaj neke od naših mentora' });
    await expect(mentors.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(mentors.getByRole('img', { name: /^Portret: / })).toHaveCount(3);
    await expect(mentors).toContainText('Više od 10 godina iskustva');

    const formats = page.getByRole('region', { name: 'Kako izgleda mentorstvo' });
    await expect(formats.getByRole('heading', { level: 3 })).toHaveText([
      '1-on-1 konsultacije',
      'Grupne radionice',
      'Grupe za poruke',
      'Q&A sesije',
    ]);
  });

  test('says mentoring is for members and sends the waiting list to the join form', async ({ page }) => {
    await page.goto('/mentors');
    const access = page.getByRole('region', { name: 'Mentorstvo je dostupno samo članovima' });
    // A button, as the spec calls it, that leads to the join form (a GET form without JavaScript).
    const waitingList = access.getByRole('button', { name: 'Prijavi se na listu čekanja' });
    await waitingList.click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('has one h1, an unbroken heading outline and described images', async ({ page }) => {
    await page.goto('/mentors');
    await expectHeadingOutline(page);
    await expectMeaningfulAltText(page, 3);
  });
});
