import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { belgradeDayKey, formatFullDateTime, formatRelativeDay } from '@/lib/format/date';

import {
  DEMO,
  expectToast,
  memberPage,
  navigationLink,
  openThreadFromDirectory,
  sendInThread,
  signInAsMember,
  signInWithoutJavaScript,
} from './support';
import { confirmInDialog } from '../support/confirm';

const THEME_STORAGE_KEY = 'preduzetnicka-mreza-theme';

test.describe('messages', () => {
  test('[TWO MEMBERS] a conversation: unread badge, mark-read on opening, replies arrive without reload', async ({
    browser,
  }) => {
    // Two or three members, each in a browser context of their own.
    test.slow();
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
    // The navigation's link keeps its name; the count is its description, the number its badge.
    const messagesLink = navigationLink(jelena, 'Poruke');
    await expect(messagesLink).toHaveAccessibleDescription(/^[1-9]\d* nepročitan(a|e|ih) poruk/);
    await expect(messagesLink.getByText(/^[1-9]\d*$/)).toBeVisible();
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
    await expect(messagesLink).toHaveAccessibleDescription('0 nepročitanih poruka');
    await expect(messagesLink.getByText(/^\d+$/)).toHaveCount(0);

    // Jelena answers; Stefan's open thread shows it within a second of being stored (pushed, no reload).
    const reply = `Naravno, Stefane! ${Date.now().toString(36)}`;
    await sendInThread(jelena, 'Stefan Đorđević', reply);
    await expect(log.locator('[data-mine="false"]').filter({ hasText: reply })).toBeVisible({ timeout: 1_000 });
    // Read in the open thread: Stefan's badge does not count it.
    await expect(navigationLink(stefan, 'Poruke')).toHaveAccessibleDescription('0 nepročitanih poruka');

    // A third member writes to Jelena while her thread with Stefan is open: her navigation's badge and
    // her dashboard in another tab count it within a second; Stefan's thread does not show it.
    const dashboard = await jelena.context().newPage();
    await dashboard.goto('/members');
    const unreadCounter = dashboard.locator('dt', { hasText: 'Nepročitane poruke' }).locator('xpath=../dd');
    await expect(unreadCounter).toHaveText('0');
    const marko = await memberPage(browser, DEMO.marko);
    await openThreadFromDirectory(marko, 'Jelena Nikolić');
    const note = `Jelena, imaš minut? ${Date.now().toString(36)}`;
    await sendInThread(marko, 'Jelena Nikolić', note);
    await expect(messagesLink).toHaveAccessibleDescription('1 nepročitana poruka', { timeout: 1_000 });
    await expect(navigationLink(dashboard, 'Poruke')).toHaveAccessibleDescription('1 nepročitana poruka', {
      timeout: 1_000,
    });
    await expect(unreadCounter).toHaveText('1', { timeout: 1_000 });
    await expect(
      dashboard.getByRole('link', { name: /^Poruke Razgovori sa drugim članovima/ }),
    ).toHaveAccessibleDescription('1 nepročitana poruka', { timeout: 1_000 });
    await expect(log.getByText(note)).toBeHidden();
    await marko.context().close();

    // Opening Marko's conversation reads his note: her badge is back at 0.
    await jelena.goto('/members/messages');
    await jelena.getByRole('link').filter({ hasText: 'Marko Jovanović' }).click();
    await expect(jelena.getByRole('log', { name: 'Poruke sa: Marko Jovanović' }).getByText(note)).toBeVisible();
    await expect(messagesLink).toHaveAccessibleDescription('0 nepročitanih poruka');

    await stefan.context().close();
    await jelena.context().close();
  });

  test('[TWO MEMBERS] following a link (a GET) marks nothing read; the open thread does, by a POST', async ({
    browser,
  }) => {
    test.slow();
    const marko = await memberPage(browser, DEMO.marko);
    const ana = await memberPage(browser, DEMO.ana);
    const text = `Pitanje za Anu ${Date.now().toString(36)}`;
    await openThreadFromDirectory(marko, 'Ana Petrović');
    await sendInThread(marko, 'Ana Petrović', text);

    // Ana's browser loads the thread's URL as a link or a cross-site page could: a plain GET with her
    // cookie. Her unread count stays.
    await ana.goto('/members/messages');
    const conversation = ana.getByRole('link').filter({ hasText: 'Marko' });
    const href = (await conversation.getAttribute('href'))!;
    const unreadBefore = await conversation.getByLabel(/nepročitan/).textContent();
    expect((await ana.request.get(href)).status()).toBe(200);
    await ana.reload();
    await expect(
      ana
        .getByRole('link')
        .filter({ hasText: 'Marko' })
        .getByLabel(/nepročitan/),
    ).toHaveText(unreadBefore!);

    // Opening the thread in the browser posts the mark: the count goes.
    await ana.getByRole('link').filter({ hasText: 'Marko' }).click();
    await expect(ana.getByRole('log').getByText(text)).toBeVisible();
    await expect(
      ana
        .getByRole('link')
        .filter({ hasText: 'Marko' })
        .getByLabel(/nepročitan/),
    ).toBeHidden();

    await marko.context().close();
    await ana.context().close();
  });

  test('[TWO MEMBERS] blocking: the blocked member can no longer reach the thread; unblocking opens it again for both', async ({
    browser,
  }) => {
    test.slow();
    const ana = await memberPage(browser, DEMO.ana);
    const jelena = await memberPage(browser, DEMO.jelena);
    await openThreadFromDirectory(ana, 'Jelena Nikolić');
    await confirmInDialog(ana.getByRole('button', { name: 'Blokiraj' }), 'Blokirati člana Jelena Nikolić?', 'Blokiraj');
    await expectToast(ana, 'Član blokiran', 'Ovaj član vam više ne može slati poruke.');
    await expect(
      ana.getByText('Blokirali ste ovog člana. Deblokirajte ga da biste ponovo razmenjivali poruke.'),
    ).toBeVisible();
    await expect(ana.getByLabel('Poruka za: Jelena Nikolić')).toHaveCount(0);

    // To Jelena, Ana is as unreachable as someone who is no member.
    await jelena.goto('/members/directory?q=Ana');
    await jelena.getByRole('button', { name: 'Kontaktiraj: Ana Petrović' }).click();
    // In the page's content: once React runs, Next's route announcer is an alert of its own.
    await expect(jelena.getByRole('main').getByRole('alert')).toHaveText(
      'Nije moguće pokrenuti konverzaciju sa ovim članom.',
    );
    await expect(jelena.getByLabel('Poruka za: Ana Petrović')).toHaveCount(0);

    await ana.getByRole('button', { name: 'Deblokiraj' }).click();
    await expectToast(ana, 'Blokada uklonjena', 'Ovaj član vam ponovo može slati poruke.');
    await expect(ana.getByLabel('Poruka za: Jelena Nikolić')).toBeVisible();
    await openThreadFromDirectory(jelena, 'Ana Petrović');
    const text = `Opet smo u kontaktu ${Date.now().toString(36)}`;
    await sendInThread(jelena, 'Ana Petrović', text);
    await expect(ana.getByRole('log', { name: 'Poruke sa: Jelena Nikolić' }).getByText(text)).toBeVisible();

    await ana.context().close();
    await jelena.context().close();
  });

  test("[TWO MEMBERS] without JavaScript a received message's report is a link to the thread with its form open; sent, it goes back to the thread", async ({
    browser,
  }) => {
    test.slow();
    const marko = await memberPage(browser, DEMO.marko);
    const text = `Poruka za prijavu ${Date.now().toString(36)}`;
    await openThreadFromDirectory(marko, 'Stefan Đorđević');
    await sendInThread(marko, 'Stefan Đorđević', text);
    await marko.context().close();

    const stefan = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInWithoutJavaScript(stefan, DEMO.stefan);
    await stefan.goto('/members/messages');
    await stefan.getByRole('link').filter({ hasText: 'Marko' }).click();
    const message = stefan.getByRole('log').locator('[data-mine="false"]').filter({ hasText: text });
    await expect(message).toBeVisible();
    await message.getByRole('link', { name: /^Prijavi poruku od \d{2}:\d{2}$/ }).click();
    await expect(stefan).toHaveURL(/\/members\/messages\?to=[0-9a-f-]+&report=[0-9a-f-]+$/);
    const reasons = stefan.getByRole('group', { name: 'Razlog prijave' });
    await expect(reasons).toHaveCount(1);
    await reasons.getByLabel('Neželjene poruke ili reklama').check();
    await stefan.getByRole('button', { name: 'Pošalji prijavu' }).click();
    // Stored, the page goes back to the thread, without the form.
    await expect(stefan).toHaveURL(/\/members\/messages\?to=[0-9a-f-]+$/);
    await expect(stefan.getByRole('log').getByText(text)).toBeVisible();
    await expect(stefan.getByRole('group', { name: 'Razlog prijave' })).toHaveCount(0);
    await stefan.context().close();
  });

  test("[MEMBER] a thread over several days: day separators ('Danas', 'Juče', a date), the full time on hover and focus, axe-clean in both themes", async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/messages');
    await page.getByRole('link').filter({ hasText: 'Marko' }).click();
    const log = page.getByRole('log', { name: /^Poruke sa: Marko/ });
    const times = log.locator('[data-mine] time');
    await expect(times.first()).toBeVisible();

    // The seeded conversation began two days ago: one separator per day, each above that day's messages.
    const now = new Date();
    const stamps = await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('dateTime') ?? ''));
    const days = [...new Set(stamps.map((stamp) => belgradeDayKey(stamp)))];
    expect(days.length).toBeGreaterThanOrEqual(2);
    const separators = log.locator('p > time');
    await expect(separators).toHaveText(days.map((day) => formatRelativeDay(`${day}T12:00:00Z`, now)));
    await expect(separators.first()).not.toHaveText(/^(Danas|Juče)$/);

    // HH:mm on screen; the full date and time as the title (hover) and, on keyboard focus, as a tooltip
    // that is the time's accessible description.
    const first = times.first();
    await expect(first).toHaveText(/^\d{2}:\d{2}$/);
    await expect(first).toHaveAttribute('title', formatFullDateTime(stamps[0]!));
    await first.focus();
    await expect(log.getByRole('tooltip')).toHaveText(formatFullDateTime(stamps[0]!));
    await expect(first).toHaveAccessibleDescription(formatFullDateTime(stamps[0]!));

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.reload();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(times.first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[role="log"]')
        .include('form:has(#chat-text)')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${theme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        ),
      ).toEqual([]);
    }
  });

  test('[MEMBER] ?to= with an id that is no member shows the spec message', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/messages?to=00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nije moguće pokrenuti konverzaciju sa ovim članom.' }),
    ).toBeVisible();
  });
});
