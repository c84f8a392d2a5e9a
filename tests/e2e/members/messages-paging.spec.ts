import { expect, test, type Page } from '@playwright/test';

import { LARGE_SITE_URL } from '../../../playwright.config';
import { expectDisjoint, expectPagerAt, hrefsOf } from '../support/paging';
import { DEMO, memberPage, openThreadFromDirectory, signInAsMember, signInWithoutJavaScript } from './support';

/**
 * Long threads and the conversation list in pages (issue 47, docs/members.md "Poruke"): a thread
 * shows its newest 50 messages, 'Starije poruke' the 50 before the oldest shown (a link, so it
 * works without JavaScript); the list shows 30 conversations a page with page links that keep the
 * open conversation. On the large-data server (scripts/e2e-large-seed.ts) the demo member
 * ana.startup@demo.local has some 40 conversations more than in the demo: two pages.
 */

const CONVERSATIONS_PAGE_SIZE = 30;

/**
 * Sends each text in the open thread, one after another (the composer empties once one is stored).
 * The composer empties before the page's refresh after a send is over, and until then a send is
 * still running and Enter keeps the text (the send button is disabled): wait for the button.
 */
async function sendAll(page: Page, fullName: string, texts: readonly string[]): Promise<void> {
  const input = page.getByLabel(`Poruka za: ${fullName}`);
  for (const text of texts) {
    await input.fill(text);
    await expect(page.getByRole('button', { name: 'Pošalji poruku' })).toBeEnabled();
    await input.press('Enter');
    await expect(input).toHaveValue('');
  }
}

/** The texts of the messages in a thread's log, in order. */
function bubbleTexts(page: Page, fullName: string): Promise<string[]> {
  return page
    .getByRole('log', { name: `Poruke sa: ${fullName}` })
    .locator('[data-mine] > div > p')
    .allTextContents();
}

test.describe('messages in pages', () => {
  test("[TWO MEMBERS] a thread of 51 shows the newest 50; 'Starije poruke' adds the older one above, each once, and live messages still arrive", async ({
    browser,
  }) => {
    test.slow();
    const tag = Date.now().toString(36);
    const first = `Prva poruka niza ${tag}`;
    const stefanTexts = [first, ...Array.from({ length: 25 }, (_, i) => `Stefan ${i + 1} ${tag}`)];
    const jelenaTexts = Array.from({ length: 25 }, (_, i) => `Jelena ${i + 1} ${tag}`);
    // 26 and 25 messages: each sender under the limit of 30 a minute.
    const stefan = await memberPage(browser, DEMO.stefan);
    await openThreadFromDirectory(stefan, 'Jelena Nikolić');
    await sendAll(stefan, 'Jelena Nikolić', stefanTexts);
    const jelena = await memberPage(browser, DEMO.jelena);
    await openThreadFromDirectory(jelena, 'Stefan Đorđević');
    await sendAll(jelena, 'Stefan Đorđević', jelenaTexts);

    // A fresh load: the newest 50, the first of the series not among them.
    await stefan.reload();
    const log = stefan.getByRole('log', { name: 'Poruke sa: Jelena Nikolić' });
    await expect(log.getByText(`Jelena 25 ${tag}`, { exact: true })).toBeVisible();
    await expect(log.locator('[data-mine]')).toHaveCount(50);
    await expect(log.getByText(first, { exact: true })).toHaveCount(0);

    // The older ones join above the newest; nothing twice, in the order written.
    await log.getByRole('link', { name: 'Starije poruke' }).click();
    await expect(stefan).toHaveURL(/[?&]starije=[0-9a-f-]+/);
    await expect(log.getByText(first, { exact: true })).toHaveCount(1);
    await expect(log.getByText(`Jelena 25 ${tag}`, { exact: true })).toHaveCount(1);
    const texts = await bubbleTexts(stefan, 'Jelena Nikolić');
    expect(texts.length).toBeGreaterThan(50);
    expect(new Set(texts).size).toBe(texts.length);
    const series = texts.filter((text) => text.endsWith(tag));
    expect(series).toEqual([...stefanTexts, ...jelenaTexts]);

    // The composer stays, and a live message is still appended below the newest.
    await expect(stefan.getByLabel('Poruka za: Jelena Nikolić')).toBeVisible();
    const live = `Uživo ${tag}`;
    await sendAll(jelena, 'Stefan Đorđević', [live]);
    await expect(log.getByText(live, { exact: true })).toBeVisible({ timeout: 2_000 });
    expect((await bubbleTexts(stefan, 'Jelena Nikolić')).at(-1)).toBe(live);

    await jelena.context().close();

    // Without JavaScript: the older page on its own, then back to the newest through 'Najnovije poruke'.
    const reader = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInWithoutJavaScript(reader, DEMO.stefan);
    await reader.goto(stefan.url().replace(/[?&]starije=[^&]*/, ''));
    const readerLog = reader.getByRole('log', { name: 'Poruke sa: Jelena Nikolić' });
    await expect(readerLog.getByText(live, { exact: true })).toBeVisible();
    await expect(readerLog.getByText(first, { exact: true })).toHaveCount(0);
    await readerLog.getByRole('link', { name: 'Starije poruke' }).click();
    await expect(reader).toHaveURL(/[?&]starije=[0-9a-f-]+/);
    await expect(readerLog.getByText(first, { exact: true })).toBeVisible();
    await expect(readerLog.getByText(live, { exact: true })).toHaveCount(0);
    // An older page is for reading: one writes below the newest messages.
    await expect(reader.getByLabel('Poruka za: Jelena Nikolić')).toHaveCount(0);
    await reader.getByRole('link', { name: 'Najnovije poruke' }).click();
    await expect(reader).not.toHaveURL(/starije=/);
    await expect(readerLog.getByText(live, { exact: true })).toBeVisible();
    await expect(reader.getByLabel('Poruka za: Jelena Nikolić')).toBeVisible();

    await reader.context().close();
    await stefan.context().close();
  });

  test('[MEMBER] the conversation list in pages: none on one page, and a page past the end leads back, the open conversation kept', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/messages');
    // The demo has fewer than 30 conversations: one page, no page links.
    await expect(page.getByRole('list', { name: 'Konverzacije' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Stranice konverzacija' })).toHaveCount(0);

    await page.getByRole('link').filter({ hasText: 'Marko' }).click();
    await expect(page).toHaveURL(/\/members\/messages\?to=[0-9a-f-]+$/);
    const thread = page.url();
    await page.goto(`${thread}&strana=2`);
    await expect(page.getByText('Na ovoj strani nema konverzacija.')).toBeVisible();
    await expect(page.getByRole('log', { name: /^Poruke sa: Marko/ })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Stranice konverzacija' });
    const previous = pager.getByRole('link', { name: 'Prethodna' });
    await expect(previous).toHaveAttribute('rel', 'prev');
    await previous.click();
    await expect(page).toHaveURL(thread);
    await expect(
      page.getByRole('list', { name: 'Konverzacije' }).getByRole('link').filter({ hasText: 'Marko' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('log', { name: /^Poruke sa: Marko/ })).toBeVisible();
  });

  test.describe('on the large data set', () => {
    test.use({ baseURL: LARGE_SITE_URL });

    test('[MEMBER] 30 conversations a page; page 2 holds the others, and a conversation opened there keeps the page', async ({
      page,
    }) => {
      await signInAsMember(page, DEMO.ana);
      await page.goto('/members/messages');
      const list = page.getByRole('list', { name: 'Konverzacije' });
      const pager = page.getByRole('navigation', { name: 'Stranice konverzacija' });
      const first = await hrefsOf(list.getByRole('link'));
      expect(first).toHaveLength(CONVERSATIONS_PAGE_SIZE);
      await expectPagerAt(pager, 1, 2);
      await expect(pager.getByRole('link', { name: 'Sledeća' })).toHaveAttribute('href', '/members/messages?strana=2');
      // Each conversation's link keeps the list's page (none on page 1).
      expect(first.every((href) => /^\/members\/messages\?to=[0-9a-f-]+$/.test(href))).toBe(true);

      await pager.getByRole('link', { name: 'Sledeća' }).click();
      await expect(page).toHaveURL(/\/members\/messages\?strana=2$/);
      await expectPagerAt(pager, 2, 2);
      const second = await hrefsOf(list.getByRole('link'));
      expectDisjoint(first, second);
      expect(second.every((href) => /^\/members\/messages\?to=[0-9a-f-]+&strana=2$/.test(href))).toBe(true);

      // Open the first conversation of page 2: the list stays on page 2 with it marked.
      const opened = list.getByRole('link').first();
      // The partner's name (the avatar's initials are another span of the link).
      const name = ((await opened.locator('span.truncate.font-semibold').textContent()) ?? '').trim();
      const href = second[0]!;
      await opened.click();
      await expect(page).toHaveURL(`${LARGE_SITE_URL}${href}`);
      await expect(page.getByRole('log', { name: `Poruke sa: ${name}` })).toBeVisible();
      await expect(list.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
      await expectPagerAt(pager, 2, 2);
      const to = new URL(href, LARGE_SITE_URL).searchParams.get('to');
      await expect(pager.getByRole('link', { name: 'Prethodna' })).toHaveAttribute(
        'href',
        `/members/messages?to=${to}`,
      );

      // Back to page 1 with the conversation kept open.
      await pager.getByRole('link', { name: 'Strana 1', exact: true }).click();
      await expect(page).toHaveURL(`${LARGE_SITE_URL}/members/messages?to=${to}`);
      await expect(page.getByRole('log', { name: `Poruke sa: ${name}` })).toBeVisible();
      expect(await hrefsOf(list.getByRole('link'))).toEqual(first);
    });
  });
});
