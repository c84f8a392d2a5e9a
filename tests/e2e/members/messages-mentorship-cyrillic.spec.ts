import { expect, test, type Page } from '@playwright/test';

import { DEMO, expectToast, memberPage, openThreadFromDirectory, sendInThread, signInAsMember } from './support';
import { latinWords, serbianLatin } from '../support/latin-words';

/**
 * Issue 52: what the members area's client parts show at a Cyrillic address (an open thread, the
 * mentorship request dialog) is in Cyrillic, and so is a message that arrives while the page is open:
 * the page renders it again rather than the browser converting it (docs/i18n.md).
 */

/**
 * Keys stay named as their keyboards write them: the composer's hint ('Enter', 'Shift') and the
 * toaster's region, which sonner names with its shortcut ('… alt+T') once a toast has shown.
 */
const KEY_NAMES = ['Enter', 'Shift', 'alt', 'T'];

async function expectNoSerbianLatin(page: Page): Promise<void> {
  const words = serbianLatin(await latinWords(page)).filter((word) => !KEY_NAMES.includes(word));
  expect(words, `Latin words on ${page.url()}`).toEqual([]);
}

test.describe('[CYRILLIC] messages and mentorship', () => {
  test('[MEMBER] an open thread: its texts and dates, a message sent and one arriving live, in Cyrillic', async ({
    browser,
  }) => {
    test.slow();
    const ana = await memberPage(browser, DEMO.ana);
    await openThreadFromDirectory(ana, 'Marko Jovanović');
    const cyrillic = await ana.context().newPage();
    await cyrillic.goto(ana.url().replace('/members/messages', '/cir/members/messages'));

    const log = cyrillic.getByRole('log', { name: 'Поруке са: Марко Јовановић' });
    const composer = cyrillic.getByLabel('Порука за: Марко Јовановић');
    const send = cyrillic.getByRole('button', { name: 'Пошаљи поруку' });
    // Disabled while blank once the page is alive.
    await expect(send).toBeDisabled();
    await expect(composer).toHaveAttribute('placeholder', 'Напишите поруку… (Enter шаље, Shift+Enter нови ред)');

    // Digits only: a stamp in letters would be converted too.
    const stamp = String(Date.now());
    await composer.fill(`Zdravo Marko, vidimo se sutra ${stamp}`);
    await send.click();
    await expectToast(cyrillic, 'Порука послата!');
    await expect(composer).toHaveValue('');
    const sent = log.locator('[data-mine="true"]').filter({ hasText: `Здраво Марко, видимо се сутра ${stamp}` });
    await expect(sent).toBeVisible();
    await expect(sent.locator('time')).toHaveAttribute('title', /^\d{1,2}\. [а-шђјљњћџ]+ \d{4}\. у \d{2}:\d{2}$/);
    await expect(log.getByText('Данас', { exact: true })).toBeVisible();

    // Written in the Latin tab, the next one comes to the Cyrillic thread by the live stream, converted.
    await sendInThread(ana, 'Marko Jovanović', `Javljam se posle podne ${stamp}`);
    await expect(log.getByText(`Јављам се после подне ${stamp}`)).toBeVisible();
    await expect(ana.getByRole('log', { name: 'Poruke sa: Marko Jovanović' })).toContainText(
      `Zdravo Marko, vidimo se sutra ${stamp}`,
    );

    await expectNoSerbianLatin(cyrillic);
    await ana.context().close();
  });

  test('[MEMBER] the mentorship request dialog', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/cir/members/mentorship');
    await page
      .getByRole('button', { name: /^Захтев са поруком: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Захтев за менторство: / });
    await expect(dialog.getByRole('textbox', { name: 'Порука ментору' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Области' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Пошаљи захтев' })).toBeVisible();
    await expectNoSerbianLatin(page);
  });
});
