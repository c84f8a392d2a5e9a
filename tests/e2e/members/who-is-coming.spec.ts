import { expect, test, type Browser, type Page } from '@playwright/test';

import { createEventInPanel, openAdminTab } from '../admin/support';
import { DEMO, DEMO_PASSWORD, asNewVisitor, expectToast, memberPage, signInAsMember } from './support';

/**
 * 'Ko dolazi' (issue 50, item 7; docs/members.md): a member chooses with the RSVP to be shown to
 * other members as coming; signed-in members see them on the event's card and registration page;
 * the public pages' HTML and RSC payloads (the same for everybody, from the route cache) never
 * carry a name, and the members-only endpoint refuses visitors and members who are not approved.
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ANA = 'Ana Petrović';
const SHOW_ME = 'Prikaži me drugim članovima kao učesnika';
const anaLink = { name: `${ANA}: profil u direktorijumu` } as const;

/**
 * The event is read from /events' first page (UPCOMING_PAGE_SIZE, soonest first), so it comes
 * before the 2030–2031 events other specs create on the same server.
 */
async function createEvent(browser: Browser): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  try {
    await openAdminTab(page, 'events');
    return await createEventInPanel(page, 'Ko dolazi', { places: 10, start: '2029-05-20T18:00', location: 'Novi Sad' });
  } finally {
    await page.context().close();
  }
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('[MEMBER] A is shown as coming to B on the card and the registration page, never to visitors or crawlers, until A turns it off', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const title = await createEvent(browser);

  // A registers with 'show me'.
  const ana = await memberPage(browser, DEMO.ana);
  await ana.goto('/events');
  const anaCard = cardOf(ana, title);
  await anaCard.getByRole('checkbox', { name: `${SHOW_ME} (${title})` }).check();
  await anaCard.getByRole('button', { name: `Prijavi se (${title})` }).click();
  await expectToast(ana, 'Prijava poslata!');
  await expect(anaCard.getByRole('status')).toHaveText('Prijavljeni ste');
  await expect(anaCard.getByRole('checkbox', { name: `${SHOW_ME} (${title})` })).toBeChecked();
  await expect(anaCard.getByRole('link', anaLink)).toBeVisible();

  // B, signed in, sees A on the card and on the registration page; the face leads to A's directory card.
  const marko = await memberPage(browser, DEMO.marko);
  const attendeesRead = marko.waitForResponse((response) => response.url().includes('/members/dogadjaji/dolaze?'));
  await marko.goto('/events');
  const endpoint = new URL((await attendeesRead).url());
  const markoCard = cardOf(marko, title);
  const coming = markoCard.getByRole('region', { name: `Dolaze članovi (1) (${title})` });
  await expect(coming.getByRole('link', anaLink)).toBeVisible();
  await markoCard.getByRole('link', { name: `Prijavi se na događaj ${title}` }).click();
  await expect(marko).toHaveURL(/\/prijava-dogadjaj/);
  const registrationPage = new URL(marko.url());
  const registrationPath = `${registrationPage.pathname}${registrationPage.search}`;
  await expect(marko.getByRole('region', { name: 'Dolaze članovi (1)' }).getByText(ANA)).toBeVisible();
  await marko.getByRole('link', anaLink).click();
  await expect(marko).toHaveURL(/\/members\/directory\?q=Ana/);
  await expect(marko.getByRole('heading', { name: ANA })).toBeVisible();

  // Visitors and crawlers: the cached pages' HTML and RSC payloads carry no name.
  for (const agent of [undefined, GOOGLEBOT]) {
    for (const path of ['/events', registrationPath]) {
      for (const rsc of [false, true]) {
        const headers: Record<string, string> = {};
        if (agent) headers['user-agent'] = agent;
        if (rsc) headers.RSC = '1';
        const response = await request.get(path, { headers });
        expect(response.status(), `${path} ${agent ?? 'visitor'}${rsc ? ' RSC' : ''}`).toBe(200);
        const body = await response.text();
        expect(body, path).toContain(title);
        expect(body, `${path} ${agent ?? 'visitor'}${rsc ? ' RSC' : ''}`).not.toContain(ANA);
        expect(body).not.toContain('Dolaze članovi');
      }
    }
  }
  // A visitor's browser shows nothing of it either.
  await asNewVisitor(page);
  await page.goto('/events');
  await expect(cardOf(page, title).getByRole('link', { name: `Prijavi se na događaj ${title}` })).toBeVisible();
  await expect(page.getByText('Dolaze članovi')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: new RegExp(SHOW_ME) })).toHaveCount(0);

  // The endpoint: a visitor is sent to sign in, a pending member is refused; no names either way.
  const asVisitor = await request.get(`${endpoint.pathname}${endpoint.search}`, { maxRedirects: 0 });
  expect(asVisitor.status()).toBeGreaterThanOrEqual(300);
  expect(asVisitor.status()).toBeLessThan(400);
  expect(asVisitor.headers().location).toContain('/members/auth');
  const pending = await (await browser.newContext()).newPage();
  await signInAsMember(pending, DEMO.nina, DEMO_PASSWORD, /\/members\/pending-approval$/);
  const asPending = await pending.request.get(`${endpoint.pathname}${endpoint.search}`, { maxRedirects: 0 });
  expect(asPending.status()).toBe(401);
  expect(await asPending.text()).not.toContain(ANA);
  const asMember = await marko.request.get(`${endpoint.pathname}${endpoint.search}`);
  expect(asMember.headers()['cache-control']).toBe('private, no-store');
  expect(await asMember.text()).toContain(ANA);

  // A turns it off: B no longer sees A on the next request.
  await ana.reload();
  const toggle = cardOf(ana, title).getByRole('checkbox', { name: `${SHOW_ME} (${title})` });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expectToast(ana, 'Sačuvano');
  await expect(toggle).not.toBeChecked();
  await expect(cardOf(ana, title).getByRole('link', anaLink)).toHaveCount(0);

  await marko.goto('/events');
  await expect(cardOf(marko, title).getByRole('button', { name: `Prijavi se (${title})` })).toBeVisible();
  await expect(cardOf(marko, title).getByRole('link', anaLink)).toHaveCount(0);
  await marko.goto(registrationPath);
  // The island is there (B's own choice, unticked), and nobody is shown.
  await expect(marko.getByRole('checkbox', { name: SHOW_ME, exact: true })).not.toBeChecked();
  await expect(marko.getByRole('link', anaLink)).toHaveCount(0);
  await expect(marko.getByText('Dolaze članovi')).toHaveCount(0);

  // The place stays taken: A is still registered, only no longer shown.
  await ana.goto('/members');
  await expect(ana.getByRole('region', { name: 'Moji događaji' }).getByRole('heading', { name: title })).toBeVisible();
  await ana
    .getByRole('region', { name: 'Moji događaji' })
    .getByRole('button', { name: `Otkaži prijavu: ${title}` })
    .click();
  await expectToast(ana, 'Prijava otkazana');
});
