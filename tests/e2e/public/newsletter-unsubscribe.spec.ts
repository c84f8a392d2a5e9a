import { expect, test, type Browser, type Page } from '@playwright/test';

import { signInAsMember, DEMO } from '../members/support';
import { asNewVisitor, expectToast } from '../forms/support';
import { signInAsAdmin } from '../support/accounts';
import { mailsInOutbox } from '../support/mail';

/**
 * Issue 51, item 5: the unsubscribe link of a sent issue (a signed token per inbox) and its
 * one-click endpoint (RFC 8058), and the members' 'Newsletter' setting.
 */

/**
 * A demo member's 'Newsletter' checkbox on their profile, in a context of their own. The demo
 * members are the recipients here: a subscription cannot be confirmed in a browser test (the
 * outbox never shows a `newsletter.confirm` body), and the link is the same signed link per inbox
 * for subscribers and members (tests/integration/newsletter-unsubscribe.test.ts covers both).
 */
async function newsletterSettingOf(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAsMember(page, email);
  const read = async () => {
    await page.goto('/members/profile');
    return page
      .getByRole('form', { name: 'Podešavanja obaveštenja' })
      .getByRole('checkbox', { name: 'Newsletter', exact: true });
  };
  /** Turns it back on, as the demo had it. */
  const restore = async () => {
    const box = await read();
    await box.check();
    await page.getByRole('form', { name: 'Podešavanja obaveštenja' }).getByRole('button', { name: 'Sačuvaj podešavanja' }).click();
    await expectToast(page, 'Podešavanja sačuvana');
    await page.context().close();
  };
  return { read, restore };
}

/** The admin sends a new issue to the members who get the newsletter and waits until it is sent. */
async function sendIssueToMembers(admin: Page, subject: string): Promise<void> {
  await admin.goto('/admin/newsletter');
  const create = admin.getByRole('form', { name: 'Novo izdanje' });
  await create.getByLabel('Od početka').check();
  await create.getByLabel('Naslov (tema mejla)').fill(subject);
  await create.getByRole('button', { name: 'Napravi izdanje' }).click();
  await expect(admin).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  const editor = admin.getByRole('form', { name: 'Izdanje newslettera' });
  await editor.getByLabel('Uvod').fill('Probno izdanje za odjavu.');
  await editor.getByLabel('Sadržaj (Markdown)').fill('Kratke vesti.');
  await editor.getByLabel('Članovi (koji primaju newsletter)').check();
  await editor.getByRole('button', { name: 'Sačuvaj' }).click();
  await expectToast(admin, 'Uspešno', 'Izdanje je sačuvano');
  await editor.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Poslati izdanje?' })
    .getByRole('button', { name: /^Pošalji \(/ })
    .click();
  await expect(admin.getByRole('heading', { name: 'Poslato', level: 2 })).toBeVisible({ timeout: 120_000 });
}

/** The 'Odjavi se' link of the issue's copy to `email`, from the outbox (the embedded mode sends nothing). */
async function unsubscribeLinkOf(browser: Browser, email: string, subject: string): Promise<URL> {
  const copies = await mailsInOutbox(browser, email, 'newsletter.issue');
  const copy = copies.find((text) => text.includes('Probno izdanje za odjavu.')) ?? '';
  expect(copy, `the issue "${subject}" to ${email}`).toContain('Odjavi se: ');
  return new URL(/Odjavi se: (\S+)/.exec(copy)?.[1] ?? '');
}

test('[MEMBER] a sent issue’s link asks first and its button unsubscribes; a one-click POST unsubscribes at once', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, '/admin');
  const subject = `Odjava ${Date.now().toString(36)}`;
  await sendIssueToMembers(admin, subject);
  await admin.context().close();

  // The browser page: opening the link shows the button and changes nothing.
  const jelena = await newsletterSettingOf(browser, DEMO.jelena);
  await expect(await jelena.read()).toBeChecked();
  const link = await unsubscribeLinkOf(browser, DEMO.jelena, subject);
  expect(link.pathname).toBe('/newsletter/odjava');
  await asNewVisitor(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Odjava sa newslettera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odjavi me' })).toBeVisible();
  await expect(await jelena.read()).toBeChecked();
  await page.getByRole('button', { name: 'Odjavi me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Odjavljen/a si' })).toBeVisible();
  await expect(await jelena.read()).not.toBeChecked();
  await jelena.restore();

  // A forged token says so as the page opens.
  const token = link.searchParams.get('token') ?? '';
  const forgedToken = encodeURIComponent(`${token.slice(0, -4)}AAAA`);
  await page.goto(`/newsletter/odjava?token=${forgedToken}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link nije važeći' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odjavi me' })).toHaveCount(0);

  // The one-click endpoint of a token (the List-Unsubscribe header's link): a GET goes to the page,
  // changing nothing; the mail client's POST, with no cookies, unsubscribes at once.
  const marko = await newsletterSettingOf(browser, DEMO.marko);
  const other = await unsubscribeLinkOf(browser, DEMO.marko, subject);
  const oneClick = `/newsletter/odjava/jednim-klikom${other.search}`;
  const opened = await request.get(oneClick, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers()['location']).toBe(`${other.pathname}${other.search}`);
  await expect(await marko.read()).toBeChecked();
  const posted = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(posted.status()).toBe(200);
  await expect(await marko.read()).not.toBeChecked();
  await marko.restore();

  // A forged one-click POST is refused.
  const forged = await request.post(`/newsletter/odjava/jednim-klikom?token=${forgedToken}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(forged.status()).toBe(400);
});

test('[MEMBER] turns ‘Newsletter’ off in the profile’s settings, and it is off on the next request', async ({ page }) => {
  await signInAsMember(page, DEMO.stefan);
  await page.goto('/members/profile');
  const settings = page.getByRole('form', { name: 'Podešavanja obaveštenja' });
  const newsletter = settings.getByRole('checkbox', { name: 'Newsletter', exact: true });
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await settings.getByRole('button', { name: 'Sačuvaj podešavanja' }).click();
  await expectToast(page, 'Podešavanja sačuvana');
  await page.reload();
  const after = page.getByRole('form', { name: 'Podešavanja obaveštenja' }).getByRole('checkbox', { name: 'Newsletter', exact: true });
  await expect(after).not.toBeChecked();

  // Back on, as the demo member had it.
  await after.check();
  await page.getByRole('form', { name: 'Podešavanja obaveštenja' }).getByRole('button', { name: 'Sačuvaj podešavanja' }).click();
  await expectToast(page, 'Podešavanja sačuvana');
});
