import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { messageReportCard } from '../support/moderation';
import {
  DEMO,
  expectToast,
  memberPage,
  openMembersTabAsAdmin,
  openThreadFromDirectory,
  postAd,
  reportThroughDialog,
  sendInThread,
} from './support';

const AD_TEXT = 'Uplatite unapred, zarada zagarantovana.';

/** 'Moje prijave', reached from the dashboard as a member would; the report about `subject`. */
async function ownReport(page: Page, subject: string): Promise<Locator> {
  await page.goto('/members');
  await page.getByRole('link', { name: 'Moje prijave' }).click();
  await expect(page).toHaveURL(/\/members\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje prijave' })).toBeVisible();
  return page.getByRole('listitem').filter({ hasText: subject });
}

test.describe('[MEMBERS] what members see of the moderators’ decisions', () => {
  // Three people, each signed in with a browser of their own.
  test.slow();

  test('a moderator closes a reported ad: its owner sees it closed without “Produži”, the reporter sees the outcome', async ({
    browser,
  }) => {
    const title = `Sumnjiv oglas ${Date.now().toString(36)}`;
    const stefan = await memberPage(browser, DEMO.stefan);
    await postAd(stefan, title, AD_TEXT);

    const marko = await memberPage(browser, DEMO.marko);
    await marko.goto('/members/requests');
    await reportThroughDialog(
      marko,
      marko.getByRole('button', { name: `Prijavi oglas: ${title}` }),
      'Prijavi oglas',
      'Prevara ili lažno predstavljanje',
    );
    await expectToast(marko, 'Oglas prijavljen');
    const pending = await ownReport(marko, title);
    await expect(pending).toContainText('Na čekanju');
    await expect(pending).toContainText('Stefan Đorđević');
    await expect(pending).toContainText('Prevara ili lažno predstavljanje');

    const admin = await openMembersTabAsAdmin(browser);
    await admin.goto('/admin/moderation');
    await admin.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Zatvori oglas' }).click();
    await expectToast(admin, 'Oglas zatvoren');

    // The reporter: the outcome and its date instead of 'Na čekanju'.
    await marko.reload();
    const decided = marko.getByRole('listitem').filter({ hasText: title });
    await expect(decided).toContainText(/Oglas je zatvoren · \d{1,2}\. \p{L}+ \d{4}\./u);
    await expect(decided).not.toContainText('Na čekanju');
    const axe = await new AxeBuilder({ page: marko }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // The owner: closed by a moderator, said in words, and only 'Obriši' left.
    await stefan.goto('/members/requests?mine=1');
    const own = stefan.getByRole('listitem').filter({ has: stefan.getByRole('heading', { name: title }) });
    await expect(own).toContainText('Zatvorio moderator');
    await expect(own).toContainText(
      /Oglas je zatvorio moderator \d{1,2}\. \p{L}+ \d{4}\. Drugi članovi ga više ne vide i ne može se produžiti\./u,
    );
    await expect(own.getByRole('button', { name: /Produži/ })).toHaveCount(0);
    await expect(own.getByRole('button', { name: /Zatvori/ })).toHaveCount(0);
    await expect(own.getByRole('button', { name: `Obriši oglas: ${title}` })).toBeVisible();
    // Others no longer see it.
    await marko.goto('/members/requests');
    await expect(marko.getByRole('heading', { name: title })).toHaveCount(0);
    for (const page of [stefan, marko, admin]) await page.context().close();
  });

  test('a message a moderator hid stays in the thread for both members as “Poruku je sakrio moderator.”', async ({
    browser,
  }) => {
    const text = `Pošaljite mi lozinku ${Date.now().toString(36)}`;
    const stefan = await memberPage(browser, DEMO.stefan);
    await openThreadFromDirectory(stefan, 'Marko Jovanović');
    await sendInThread(stefan, 'Marko Jovanović', text);

    const marko = await memberPage(browser, DEMO.marko);
    await openThreadFromDirectory(marko, 'Stefan Đorđević');
    const log = marko.getByRole('log', { name: 'Poruke sa: Stefan Đorđević' });
    await reportThroughDialog(
      marko,
      log
        .locator('[data-mine="false"]')
        .filter({ hasText: text })
        .getByRole('button', { name: /^Prijavi poruku/ }),
      'Prijavi poruku',
      'Neželjene poruke ili reklama',
    );
    await expectToast(marko, 'Poruka prijavljena');

    const admin = await openMembersTabAsAdmin(browser);
    await admin.goto('/admin/moderation');
    await messageReportCard(admin, text).getByRole('button', { name: 'Sakrij poruku' }).click();
    await expectToast(admin, 'Poruka sakrivena');

    for (const [page, partner] of [
      [marko, 'Stefan Đorđević'],
      [stefan, 'Marko Jovanović'],
    ] as const) {
      await openThreadFromDirectory(page, partner);
      const thread = page.getByRole('log', { name: `Poruke sa: ${partner}` });
      await expect(thread.getByText('Poruku je sakrio moderator.').last()).toBeVisible();
      await expect(thread.getByText(text)).toHaveCount(0);
    }
    // The hidden message cannot be reported again.
    await expect(
      marko
        .getByRole('log', { name: 'Poruke sa: Stefan Đorđević' })
        .locator('[data-mine="false"]')
        .filter({ hasText: 'Poruku je sakrio moderator.' })
        .getByRole('button', { name: /^Prijavi poruku/ }),
    ).toHaveCount(0);
    await expect(await ownReport(marko, text)).toContainText('Poruka je sakrivena');
    for (const page of [stefan, marko, admin]) await page.context().close();
  });
});
