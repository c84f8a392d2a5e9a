import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  DEMO,
  expectToast,
  memberPage,
  openMembersTabAsAdmin,
  openThreadFromDirectory,
  postAd,
  reportThroughDialog,
  sendInThread,
  signUpAsMember,
} from '../members/support';
import { messageReportCard } from '../support/moderation';

const AD_TEXT = 'Zaradite brzo, pošaljite uplatu unapred.';

/** A member's report in this story: the reason is required, and the description is shown with it. */
function report(page: Page, trigger: Locator, dialogName: string, reason: string) {
  return reportThroughDialog(page, trigger, dialogName, reason, {
    description: 'Ovo ne pripada platformi.',
    sendWithoutReasonFirst: true,
  });
}

test.describe('[ADMIN] moderation of reported messages and ads', () => {
  // Stories of three or four people, each signed in with a browser of their own.
  test.slow();

  test('a member reports a message with a reason; the admin sees it in its conversation and hides it for everyone', async ({
    browser,
  }) => {
    const stefan = await memberPage(browser, DEMO.stefan);
    const text = `Kupite moj kurs odmah ${Date.now().toString(36)}`;
    await openThreadFromDirectory(stefan, 'Jelena Nikolić');
    await sendInThread(stefan, 'Jelena Nikolić', text);

    const jelena = await memberPage(browser, DEMO.jelena);
    await jelena.goto('/members/messages');
    await jelena.getByRole('link').filter({ hasText: 'Stefan Đorđević' }).click();
    const log = jelena.getByRole('log', { name: 'Poruke sa: Stefan Đorđević' });
    const message = log.locator('[data-mine="false"]').filter({ hasText: text });
    await report(
      jelena,
      message.getByRole('button', { name: /^Prijavi poruku/ }),
      'Prijavi poruku',
      'Uznemiravanje ili uvrede',
    );
    await expectToast(jelena, 'Poruka prijavljena');

    const admin = await openMembersTabAsAdmin(browser);
    await admin.getByRole('link', { name: 'Moderacija' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Moderacija' })).toBeVisible();
    const card = messageReportCard(admin, text);
    await expect(card).toContainText('Uznemiravanje ili uvrede — Ovo ne pripada platformi.');
    await expect(card.getByRole('list', { name: 'Razgovor oko prijavljene poruke' })).toContainText(text);
    await card.getByRole('button', { name: 'Sakrij poruku' }).click();
    await expectToast(admin, 'Poruka sakrivena');
    await expect(messageReportCard(admin, text)).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Zatvorene' }).click();
    const closed = messageReportCard(admin, text);
    await expect(closed).toContainText('Poruka sakrivena');
    await expect(closed).toContainText('admin@zajednica.local');

    // The admins were mailed the report.
    await admin.goto('/admin/outbox');
    const mail = admin
      .getByRole('article')
      .filter({ hasText: 'message.report' })
      .filter({ hasText: 'Prijavljena poruka' })
      .first();
    await mail.getByText('Tekst poruke').click();
    await expect(mail).toContainText(text);

    // Gone for both members.
    await jelena.reload();
    await expect(jelena.getByText(text)).toHaveCount(0);
    await stefan.reload();
    await expect(stefan.getByText(text)).toHaveCount(0);
    for (const page of [stefan, jelena, admin]) await page.context().close();
  });

  test('ads: a closed ad disappears for members; suspending the author from a report sends them to the suspended page', async ({
    page,
    browser,
  }) => {
    const name = `Oglasivac Test ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);
    const admin = await openMembersTabAsAdmin(browser);
    await admin.getByRole('button', { name: `Odobri: ${name}` }).click();
    await expectToast(admin, 'Profil odobren!');

    await page.goto('/members');
    const first = `Brza zarada ${Date.now().toString(36)}`;
    const second = `Još brže ${Date.now().toString(36)}`;
    await postAd(page, first, AD_TEXT);
    await postAd(page, second, AD_TEXT);

    const ana = await memberPage(browser, DEMO.ana);
    for (const title of [first, second]) {
      await ana.goto('/members/requests');
      await report(
        ana,
        ana.getByRole('button', { name: `Prijavi oglas: ${title}` }),
        'Prijavi oglas',
        'Prevara ili lažno predstavljanje',
      );
      await expectToast(ana, 'Oglas prijavljen');
    }

    await admin.goto('/admin/moderation');
    const firstCard = admin.getByRole('article').filter({ hasText: first });
    await expect(firstCard).toContainText('Prevara ili lažno predstavljanje');
    // Two open reports about one member: each report's form is no landmark of a name the other has.
    await expect(admin.getByRole('article').filter({ hasText: second })).toBeVisible();
    const axe = await new AxeBuilder({ page: admin }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await firstCard.getByRole('button', { name: 'Zatvori oglas' }).click();
    await expectToast(admin, 'Oglas zatvoren');
    await ana.goto('/members/requests');
    await expect(ana.getByRole('heading', { name: first })).toHaveCount(0);
    await expect(ana.getByRole('heading', { name: second })).toBeVisible();

    const secondCard = admin.getByRole('article').filter({ hasText: second });
    await secondCard.getByLabel(/^Napomena/).fill('Lažni oglasi o zaradi.');
    await secondCard.getByRole('button', { name: 'Suspenduj člana' }).click();
    await expectToast(admin, 'Član suspendovan');
    await ana.reload();
    await expect(ana.getByRole('heading', { name: second })).toHaveCount(0);

    await page.goto('/members/requests');
    await expect(page).toHaveURL(/\/members\/suspended$/);
    await expect(page.getByText('Lažni oglasi o zaradi.')).toBeVisible();

    // The member's record shows the suspension among the decisions; the mail went out.
    await admin.goto('/admin?tab=members&status=suspended');
    await admin.getByRole('link', { name: `Detalji i istorija: ${name}` }).click();
    await expect(admin.getByRole('list', { name: 'Istorija odluka' })).toContainText('Suspendovan');
    await admin.goto('/admin/outbox');
    await expect(
      admin
        .getByRole('article')
        .filter({ hasText: `Za: ${email}` })
        .filter({ hasText: 'suspendovan' }),
    ).toHaveCount(1);
    await admin.context().close();
    await ana.context().close();
  });
});
