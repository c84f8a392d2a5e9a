import { expect, test, type Browser } from '@playwright/test';

import { DEMO, expectToast, signInAsMember } from './support';

async function memberPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsMember(page, email);
  return page;
}

test.describe('messages', () => {
  test('[TWO MEMBERS] a conversation: unread badge, mark-read on opening, replies arrive without reload', async ({
    browser,
  }) => {
    const stefan = await memberPage(browser, DEMO.stefan);
    const jelena = await memberPage(browser, DEMO.jelena);
    const text = `Zdravo Jelena, da li bismo mogli da se čujemo? ${Date.now().toString(36)}`;

    // Stefan starts a conversation from the directory.
    await stefan.goto('/members/directory?q=Jelena');
    await stefan.getByRole('button', { name: 'Kontaktiraj: Jelena Nikolić' }).click();
    await expect(stefan).toHaveURL(/\/members\/messages\?to=/);
    const input = stefan.getByLabel('Poruka za: Jelena Nikolić');
    const send = stefan.getByRole('button', { name: 'Pošalji poruku' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.fill('Prvi red');
    await input.press('Shift+Enter');
    await input.pressSequentially(text);
    await expect(input).toHaveValue(`Prvi red\n${text}`);
    await input.press('Enter');
    await expectToast(stefan, 'Poruka poslata!');
    await expect(input).toHaveValue('');
    const log = stefan.getByRole('log', { name: 'Poruke sa: Jelena Nikolić' });
    await expect(log.getByText(text)).toBeVisible();
    await expect(
      log
        .locator('[data-mine="true"]')
        .last()
        .getByText(/^\d{2}:\d{2}$/),
    ).toBeVisible();

    // Jelena sees the unread badge and the conversation with its count.
    await jelena.goto('/members');
    const nav = jelena.getByRole('navigation', { name: 'Navigacija za članove' });
    await expect(nav.getByText(/\d+ nepročitan(a|e|ih) poruk/)).toBeVisible();
    await jelena.goto('/members/messages');
    const conversation = jelena.getByRole('link').filter({ hasText: 'Stefan Đorđević' });
    await expect(conversation.getByLabel('1 nepročitana poruka')).toBeVisible();

    // Opening it marks the message read: the count and the badge go.
    await conversation.click();
    await expect(jelena.getByRole('log', { name: 'Poruke sa: Stefan Đorđević' }).getByText(text)).toBeVisible();
    await expect(
      jelena
        .getByRole('link')
        .filter({ hasText: 'Stefan Đorđević' })
        .getByLabel(/nepročitan/),
    ).toBeHidden();
    await expect(nav.getByText(/nepročitan(a|e|ih) poruk/)).toBeHidden();

    // Jelena answers; Stefan's open thread shows it within a few seconds, without a reload.
    const reply = `Naravno, Stefane! ${Date.now().toString(36)}`;
    await jelena.getByLabel('Poruka za: Stefan Đorđević').fill(reply);
    await jelena.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expectToast(jelena, 'Poruka poslata!');
    await expect(log.getByText(reply)).toBeVisible({ timeout: 10_000 });
    await expect(log.locator('[data-mine="false"]').filter({ hasText: reply })).toBeVisible();

    await stefan.context().close();
    await jelena.context().close();
  });

  test('[MEMBER] ?to= with an id that is no member shows the spec message', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/messages?to=00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nije moguće pokrenuti konverzaciju sa ovim članom.' }),
    ).toBeVisible();
  });
});
