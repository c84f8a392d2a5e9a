import { expect, test, type Browser } from '@playwright/test';

import { createEventInPanel, openAdminTab } from '../admin/support';
import { asNewVisitor, uniqueEmail } from '../forms/support';
import { DEMO, signInAsMember } from '../members/support';
import { registerThroughForm } from '../support/event-registration';
import { mailsInOutbox } from '../support/mail';
import { expectToast } from '../support/toast';

/** An admin creates an upcoming event with `places` places in the panel; its title. */
async function createEvent(browser: Browser, prefix: string, places: number): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  try {
    await openAdminTab(page, 'events');
    return await createEventInPanel(page, prefix, { places, start: '2031-03-14T18:00', location: 'Beograd' });
  } finally {
    await page.context().close();
  }
}

/** The cancel link of the newest `template` mail to `email`, read in /admin/outbox as the admin sees it. */
async function cancelLinkFor(browser: Browser, email: string, template: string): Promise<string> {
  const [newest = ''] = await mailsInOutbox(browser, email, template);
  const link = /https?:\/\/\S+\/otkazivanje-prijave\?token=\S+/.exec(newest)?.[0];
  if (!link) throw new Error(`no cancel link in ${template} to ${email}`);
  return link;
}

test('[MEMBER] registers with one click on /events, sees it in Moji događaji and cancels it', async ({
  page,
  browser,
}) => {
  const title = await createEvent(browser, 'Članska kafa', 5);
  await signInAsMember(page, DEMO.stefan);

  await page.goto('/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Slobodnih mesta: 5')).toBeVisible();
  await card.getByRole('button', { name: `Prijavi se (${title})` }).click();
  await expectToast(page, 'Prijava poslata!');
  await expect(card.getByRole('status')).toHaveText('Prijavljeni ste');
  // The place is taken for everybody: the cached card shows it on the next request.
  await page.reload();
  await expect(card.getByText('Slobodnih mesta: 4')).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Prijavljeni ste');

  await page.goto('/members');
  const mine = page.getByRole('region', { name: 'Moji događaji' });
  await expect(mine.getByRole('heading', { name: title })).toBeVisible();
  await expect(mine.getByText('Prijavljeni ste')).toBeVisible();
  await mine.getByRole('button', { name: `Otkaži prijavu: ${title}` }).click();
  await expectToast(page, 'Prijava otkazana');
  await expect(mine.getByRole('heading', { name: title })).toHaveCount(0);

  await page.goto('/events');
  await expect(card.getByText('Slobodnih mesta: 5')).toBeVisible();
  await expect(card.getByRole('button', { name: `Prijavi se (${title})` })).toBeVisible();
});

test('[VISITOR] lands on the waitlist of a full event and cancels through the mailed link', async ({
  page,
  browser,
}) => {
  const title = await createEvent(browser, 'Puno veče', 1);
  const first = await (await browser.newContext()).newPage();
  await asNewVisitor(first);
  await registerThroughForm(first, title, uniqueEmail('prvi'), { button: 'Prijavi se' });
  await expect(first.getByRole('heading', { level: 1, name: 'Prijava poslata!' })).toBeVisible();

  await asNewVisitor(page);
  const email = uniqueEmail('cekam');
  await page.goto('/events');
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .getByText('Nema slobodnih mesta'),
  ).toBeVisible();
  await registerThroughForm(page, title, email, { button: 'Prijavi se na listu čekanja' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lista čekanja' })).toBeVisible();
  await expect(page.getByText(/listu čekanja: 1\. mesto/)).toBeVisible();

  const link = new URL(await cancelLinkFor(browser, email, 'registration.waitlist'));
  // Opening the link changes nothing: it shows the registration and the button.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Otkazivanje prijave' })).toBeVisible();
  await expect(page.getByText(`Na listi čekanja si za „${title}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Otkaži prijavu' }).click();
  await expect(page.getByRole('heading', { name: 'Prijava je otkazana' })).toBeVisible();

  // Used, and forged: a clear message, nothing changed.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Prijava je već otkazana' })).toBeVisible();
  await page.goto(`${link.pathname}${link.search.slice(0, -3)}xyz`);
  await expect(page.getByRole('heading', { name: 'Link nije važeći' })).toBeVisible();
});
