import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { DEMO_ADMIN, signInAsAdmin } from '../support/accounts';
import { mailsInOutbox } from '../support/mail';
import { elementsPastRightEdge, layOutWholePage, PHONE_SCREENS } from '../support/phone-width';
import { expectToast, uniqueName } from './support';

const THEME_STORAGE_KEY = 'preduzetnicka-mreza-theme';

test("[ADMIN] 'Obriši nacrt' deletes a draft after a confirmation", async ({ page }) => {
  const subject = uniqueName('Nacrt za brisanje');
  await signInAsAdmin(page, '/admin/newsletter');
  const create = page.getByRole('form', { name: 'Novo izdanje' });
  await create.getByLabel('Od početka').check();
  await create.getByLabel('Naslov (tema mejla)').fill(subject);
  await create.getByRole('button', { name: 'Napravi izdanje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  await page.getByRole('button', { name: 'Obriši nacrt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Obrisati nacrt?' });
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: 'Obriši' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expectToast(page, 'Uspešno', 'Nacrt je obrisan');
  await expect(page.getByText(subject)).toHaveCount(0);
});

test('[ADMIN] composes an issue, previews it at phone and desktop width, mails a test to themself, sends it and a visitor reads it in the archive', async ({
  page,
  browser,
}) => {
  test.slow();
  const subject = uniqueName('Novembarske vesti');

  // 1. A new issue from scratch opens in the editor.
  await signInAsAdmin(page, '/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const create = page.getByRole('form', { name: 'Novo izdanje' });
  await create.getByLabel('Od početka').check();
  await create.getByLabel('Naslov (tema mejla)').fill(subject);
  await create.getByRole('button', { name: 'Napravi izdanje' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // 2. The texts; the audience says how many people it is.
  const editor = page.getByRole('form', { name: 'Izdanje newslettera' });
  await editor.getByLabel('Uvod').fill('Šta se desilo ovog meseca.');
  await editor
    .getByLabel('Sadržaj (Markdown)')
    .fill('## Wild Mixer\n\nBilo nas je **stotinu**. <script>alert(1)</script>');
  await editor.getByLabel('Pretplatnici i članovi').check();
  await expect(editor.getByText(/^Primalaca: \d+/)).toBeVisible();
  await editor.getByRole('button', { name: 'Sačuvaj' }).click();
  await expectToast(page, 'Uspešno', 'Izdanje je sačuvano');

  // 3. The preview: a real tablist, the sandboxed mail at 360 px and at 640 px.
  const tabs = page.getByRole('tablist', { name: 'Širina pregleda' });
  const phone = tabs.getByRole('tab', { name: /Telefon/ });
  const desktop = tabs.getByRole('tab', { name: /Računar/ });
  await expect(phone).toHaveAttribute('aria-selected', 'true');
  const frame = page.locator('iframe[title^="Pregled mejla"]');
  await expect(frame).toHaveAttribute('width', '360');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByRole('heading', { name: 'Wild Mixer' })).toBeVisible();
  await expect(frame.contentFrame().getByRole('link', { name: 'Odjavi se' })).toBeVisible();
  await phone.focus();
  await page.keyboard.press('ArrowRight');
  await expect(desktop).toBeFocused();
  await expect(desktop).toHaveAttribute('aria-selected', 'true');
  await expect(frame).toHaveAttribute('width', '640');
  expect(await frame.getAttribute('srcdoc')).not.toContain('<script');

  // 4. 'Pošalji meni': a test copy at the admin's own address, through the outbox.
  await editor.getByRole('button', { name: 'Pošalji meni' }).click();
  await expectToast(page, 'Uspešno', `Probni primerak je poslat na ${DEMO_ADMIN.email}`);
  const tests = await mailsInOutbox(browser, DEMO_ADMIN.email, 'newsletter.test');
  expect(tests.some((text) => text.includes('Bilo nas je stotinu.') && text.includes('Odjavi se:'))).toBe(true);

  // 5. 'Pošalji' asks first, naming the number of people; then the progress bar runs to the end.
  const count = Number((await editor.getByText(/^Primalaca: /).textContent())?.replace(/\D/g, ''));
  await editor.getByRole('button', { name: 'Pošalji', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Poslati izdanje?' });
  await expect(dialog).toContainText(`dobiće ${count.toLocaleString('sr-Latn')}`);
  await dialog.getByRole('button', { name: `Pošalji (${count.toLocaleString('sr-Latn')})` }).click();
  const progress = page.getByRole('progressbar', { name: 'Napredak slanja' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Poslato', level: 2 })).toBeVisible({ timeout: 30_000 });
  // Sent issues are read-only.
  await expect(page.getByRole('form', { name: 'Izdanje newslettera' })).toHaveCount(0);

  // 6. The archive shows it to a visitor (no session), in the raw HTML: server-rendered from the route cache.
  const visitor = await (await browser.newContext()).newPage();
  const list = await visitor.request.get('/newsletter');
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(subject);
  await visitor.goto('/newsletter');
  await visitor.getByRole('link', { name: subject }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Wild Mixer' })).toBeVisible();
  const issueHtml = await (await visitor.request.get(new URL(visitor.url()).pathname)).text();
  expect(issueHtml).toContain('Bilo nas je');
  expect(issueHtml).not.toContain('<script>alert(1)');
  // The sign-up form is beside it.
  await expect(visitor.getByRole('complementary', { name: 'Prijava na newsletter' })).toBeVisible();

  // An unknown issue: 404 with its words in the HTML.
  const missing = await visitor.request.get('/newsletter/nema-takvog-izdanja');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Izdanje nije pronađeno');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`[A11Y] newsletter screens, ${theme} theme, 360 px`, () => {
    test.use({ viewport: PHONE_SCREENS[1], colorScheme: theme, reducedMotion: 'reduce' });

    test('the panel list, the editor and the archive have no axe violations and fit the screen', async ({
      page,
      browser,
    }) => {
      test.slow();
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      const found: string[] = [];
      const check = async (target: Page) => {
        // The sign-in's and the creation's toasts are not these pages: they are checked once gone.
        await expect(target.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
        await expect(target.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(target.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page: target })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        found.push(
          ...results.violations.map(
            (violation) =>
              `${target.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
          ),
        );
        await layOutWholePage(target);
        found.push(
          ...(await elementsPastRightEdge(target)).map((element) => `${target.url()} past the edge: ${element}`),
        );
      };

      await signInAsAdmin(page, '/admin/newsletter');
      await check(page);
      const create = page.getByRole('form', { name: 'Novo izdanje' });
      await create.getByLabel('Naslov (tema mejla)').fill(uniqueName('Pristupačnost'));
      await create.getByRole('button', { name: 'Napravi izdanje' }).click();
      await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
      await expect(page.locator('iframe[title^="Pregled mejla"]')).toBeVisible();
      // axe injects itself into every frame and waits forever on the preview's, where the sandbox
      // allows no script; the mail inside is checked by the first test and the unit tests.
      await page.locator('iframe[title^="Pregled mejla"]').evaluate((frame) => frame.remove());
      await check(page);

      const visitor = await (await browser.newContext({ viewport: PHONE_SCREENS[1], colorScheme: theme })).newPage();
      await visitor.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      await visitor.goto('/newsletter');
      await check(visitor);
      const issues = visitor.getByRole('main').getByRole('listitem').getByRole('link');
      if ((await issues.count()) > 0) {
        await issues.first().click();
        await expect(visitor).toHaveURL(/\/newsletter\/[a-z0-9-]+$/);
        await check(visitor);
      }
      expect(found).toEqual([]);
    });
  });
}
