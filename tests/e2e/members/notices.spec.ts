import { expect, test, type Browser, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { asNewVisitor, DEMO, DEMO_PASSWORD, expectToast, signInAsMember, signInWithoutJavaScript } from './support';

/**
 * The admin's view of one pending mail in /admin/outbox: its article, with the body opened. The
 * outbox shows 25 mails a page, newest first, and the mails the workers queued at the server's
 * start are older than everything the suite sent since: the admin pages on with 'Sledeća'.
 */
async function outboxMail(
  browser: Browser,
  subject: string | RegExp,
  to: string,
): Promise<{ admin: Page; text: string }> {
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, '/admin/outbox?status=pending');
  const mail = admin.getByRole('article', { name: subject }).filter({ hasText: to }).first();
  const next = admin.getByRole('navigation', { name: 'Stranice poslate pošte' }).getByRole('link', { name: 'Sledeća' });
  while ((await mail.count()) === 0 && (await next.count()) > 0) {
    const url = admin.url();
    await next.click();
    await expect(admin).not.toHaveURL(url);
  }
  await mail.getByText('Tekst poruke').click();
  return { admin, text: (await mail.locator('pre').textContent()) ?? '' };
}

function linkIn(text: string, label: string): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no '${label}' link in the mail`);
  return new URL(match[1]).pathname + new URL(match[1]).search;
}

test.describe('notices', () => {
  test('[OWNER] the expiry warning’s link opens a page that changes nothing until ‘Produži oglas’', async ({
    browser,
    page,
  }) => {
    // Jelena's demo ad expires in five days: the worker warned her when the server started.
    const { admin, text } = await outboxMail(browser, /Vaš oglas uskoro ističe/, DEMO.jelena);
    expect(text).toContain('Tražimo junior dizajnera (Novi Sad ili remote)');
    // The date's own period ends the sentence ('… do 3. decembar 2026. Ako …'), never two.
    expect(text).toMatch(/biće vidljiv do \d{1,2}\. [a-z]+ \d{4}\. Ako je/);
    const renewal = linkIn(text, 'Produži oglas');
    await admin.context().close();

    await asNewVisitor(page);
    await page.goto(renewal);
    await expect(page.getByRole('heading', { name: 'Produženje oglasa' })).toBeVisible();
    await expect(page.getByText(/je vidljiv do \d{1,2}\. [a-z]+ \d{4}\. Produžite/)).toBeVisible();
    await page.getByRole('button', { name: 'Produži oglas' }).click();
    await expect(page.getByRole('heading', { name: 'Oglas je produžen' })).toBeVisible();

    await page.goto(`${renewal.replace(/token=[^&]+/, 'token=pokvaren')}`);
    await expect(page.getByRole('heading', { name: 'Link nije važeći' })).toBeVisible();
  });

  test('[MEMBER] the digest’s unsubscribe link turns the digest off; the profile turns it back on', async ({
    browser,
    page,
  }) => {
    // Ana has an unread message from Marko: her digest was queued when the server started.
    const { admin, text } = await outboxMail(browser, /Imate 1 nepročitanu poruku/, DEMO.ana);
    const unsubscribe = linkIn(text, 'Ne šalji mi više dnevni pregled');
    await admin.context().close();

    await asNewVisitor(page);
    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { name: 'Odjava sa dnevnog pregleda' })).toBeVisible();
    await page.getByRole('button', { name: 'Isključi dnevni pregled' }).click();
    await expect(page.getByRole('heading', { name: 'Dnevni pregled je isključen' })).toBeVisible();

    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/profile');
    const settings = page.getByRole('form', { name: 'Podešavanja obaveštenja' });
    const digest = settings.getByRole('checkbox', { name: 'Dnevni pregled nepročitanih poruka' });
    await expect(digest).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Emailovi o mentorstvu' })).toBeChecked();
    await digest.check();
    await settings.getByRole('button', { name: 'Sačuvaj podešavanja' }).click();
    await expectToast(page, 'Podešavanja sačuvana');
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Podešavanja obaveštenja' }).getByRole('checkbox', { name: /Dnevni pregled/ }),
    ).toBeChecked();
  });

  test('[MENTEE → MENTOR] the request, sent without JavaScript, carries a message and focus areas to the mentor and into the mail', async ({
    browser,
  }) => {
    // Without JavaScript 'Zahtev sa porukom' is a link to the page with that one request form open.
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInWithoutJavaScript(page, DEMO.ana);
    await page.goto(`/members/mentorship?q=${encodeURIComponent('Jelena')}`);
    await expect(page.getByRole('form', { name: 'Zahtev za mentorstvo: Jelena Nikolić' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Zahtev sa porukom: Jelena Nikolić' }).click();
    // The request's address keeps the list's search (and page), so sending it returns there.
    await expect(page).toHaveURL(/\/members\/mentorship\?q=Jelena&request=[0-9a-f-]+$/);
    const form = page.getByRole('form', { name: 'Zahtev za mentorstvo: Jelena Nikolić' });
    await form.getByRole('textbox', { name: 'Poruka mentoru' }).fill('Treba mi pomoć oko prvog marketinškog plana.');
    await form.getByRole('textbox', { name: 'Oblasti' }).fill('marketing, brend');
    await form.getByRole('button', { name: 'Pošalji zahtev' }).click();
    // Sent, the page goes on to the member's connections (no form to post twice on a reload).
    await expect(page).toHaveURL(/\/members\/mentorship\?tab=connections$/);
    const connection = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Jelena Nikolić' }) });
    await expect(connection.getByText('Na čekanju')).toBeVisible();
    await page.context().close();

    const jelena = await (await browser.newContext()).newPage();
    await signInAsMember(jelena, DEMO.jelena);
    await jelena.goto('/members/mentorship?tab=connections');
    const request = jelena.getByRole('listitem').filter({ has: jelena.getByRole('heading', { name: 'Ana Petrović' }) });
    await expect(request).toContainText('Treba mi pomoć oko prvog marketinškog plana.');
    await expect(request).toContainText('Oblasti: marketing, brend');
    await jelena.context().close();

    const { admin, text } = await outboxMail(browser, /Novi zahtev za mentorstvo/, DEMO.jelena);
    expect(text).toContain('Napomena: Treba mi pomoć oko prvog marketinškog plana.');
    expect(text).toContain('Oblasti: marketing, brend');
    await admin.context().close();
  });

  test('[MEMBER] chooses Cyrillic: her mails and, from then on, the platform; her next sign-in opens it in Cyrillic; back to Latin', async ({
    page,
  }) => {
    // In this file so that no other file's mail to Jelena is read while her mails are Cyrillic.
    await signInAsMember(page, DEMO.jelena);
    await page.goto('/members/profile');
    const latinSettings = page.getByRole('form', { name: 'Podešavanja obaveštenja' });
    await expect(latinSettings.getByRole('group', { name: 'Pismo', exact: true })).toBeVisible();
    await latinSettings.getByRole('radio', { name: 'Ћирилица' }).check();
    await latinSettings.getByRole('button', { name: 'Sačuvaj podešavanja' }).click();

    // The choice applies at once: the profile opens in Cyrillic, and so does its Latin address now.
    await expect(page).toHaveURL(/\/cir\/members\/profile$/);
    const cyrillicSettings = page.getByRole('form', { name: 'Подешавања обавештења' });
    await expect(cyrillicSettings.getByRole('radio', { name: 'Ћирилица' })).toBeChecked();
    await page.goto('/members/profile');
    await expect(page).toHaveURL(/\/cir\/members\/profile$/);

    // In a browser that kept nothing, her next sign-in leads to the Cyrillic platform.
    await page.context().clearCookies();
    await signInAsMember(page, DEMO.jelena, DEMO_PASSWORD, /\/cir\/members$/);

    // Back to Latin from the Cyrillic page: the profile opens in Latin.
    await page.goto('/cir/members/profile');
    await cyrillicSettings.getByRole('radio', { name: 'Latinica' }).check();
    await cyrillicSettings.getByRole('button', { name: 'Сачувај подешавања' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members/profile');
    await expect(latinSettings.getByRole('radio', { name: 'Latinica' })).toBeChecked();
  });
});
