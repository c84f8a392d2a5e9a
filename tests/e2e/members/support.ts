import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { asNewVisitor, expectToast, uniqueEmail } from '../forms/support';
import { signInAsAdmin } from '../support/accounts';
import { confirmThroughOutbox } from '../support/mail';

export { asNewVisitor, expectToast, uniqueEmail };

/** The documented demo accounts (README, docs/members.md). */
export const DEMO_PASSWORD = 'clan-demo-2024';
export const DEMO = {
  ana: 'ana.startup@demo.local',
  marko: 'marko.mentor@demo.local',
  jelena: 'jelena.firma@demo.local',
  stefan: 'stefan.student@demo.local',
  nina: 'nina.ceka@demo.local',
} as const;

/** Fills and sends the members' sign-in form on /members/auth as a new visitor. */
async function sendSignInForm(page: Page, email: string, password: string): Promise<void> {
  await asNewVisitor(page);
  await page.goto('/members/auth');
  const form = page.getByRole('form', { name: 'Prijava' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Prijavi se' }).click();
}

/** Signs in on /members/auth and waits for the page the standing leads to. */
export async function signInAsMember(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  expectedPath: string | RegExp = /\/members$/,
): Promise<void> {
  await sendSignInForm(page, email, password);
  await expectToast(page, 'Uspešno ste se prijavili!');
  await expect(page).toHaveURL(expectedPath);
}

/** A demo member signed in, in a browser context of their own (stories of two or more people). */
export async function memberPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsMember(page, email);
  return page;
}

/**
 * An item of the members navigation by its exact name ('Poruke'): a count beside it is the link's
 * description, not part of its name.
 */
export function navigationLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Navigacija za članove' }).getByRole('link', { name, exact: true });
}

/**
 * Opens the thread with a member from their directory card's 'Kontaktiraj' (a GET form, so a whole
 * page load) and waits for the composer to come alive. Until React runs, the send button is enabled
 * and posts the form without JavaScript (the server answers with the thread, no toast): a click
 * that beats hydration would take that path. Alive and blank, the button is disabled.
 */
export async function openThreadFromDirectory(page: Page, fullName: string): Promise<void> {
  await page.goto(`/members/directory?q=${encodeURIComponent(fullName.split(' ')[0] ?? fullName)}`);
  await page.getByRole('button', { name: `Kontaktiraj: ${fullName}` }).click();
  await expect(page).toHaveURL(/\/members\/messages\?to=/);
  await expect(page.getByRole('button', { name: 'Pošalji poruku' })).toBeDisabled();
}

/** Sends a message in the open thread and waits for the spec's 'Poruka poslata!'. */
export async function sendInThread(page: Page, fullName: string, text: string): Promise<void> {
  await page.getByLabel(`Poruka za: ${fullName}`).fill(text);
  await page.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expectToast(page, 'Poruka poslata!');
}

/**
 * Signs in through the HTML form in a page without JavaScript: the action answers with a redirect
 * to the members' home when no script sent it.
 */
export async function signInWithoutJavaScript(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await sendSignInForm(page, email, password);
  await expect(page).toHaveURL(/\/members$/);
}

/** The admin in a browser context of their own, on the 'Članovi' tab. */
export async function openMembersTabAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  await signInAsAdmin(page, '/admin?tab=members');
  await expect(page.getByRole('heading', { name: /Članovi na čekanju/ })).toBeVisible();
  return page;
}

/** Posts an ad through the 'Novi oglas' dialog (an offer of services) with `title` and `description`. */
export async function postAd(page: Page, title: string, description: string): Promise<void> {
  await page.goto('/members/requests?new=1');
  const dialog = page.getByRole('dialog', { name: 'Novi oglas' });
  await dialog.getByLabel('Tip oglasa').selectOption('offering');
  await dialog.getByLabel('Kategorija').selectOption('services');
  await dialog.getByLabel('Naslov').fill(title);
  await dialog.getByLabel('Opis').fill(description);
  await dialog.getByRole('button', { name: 'Objavi oglas' }).click();
  await expectToast(page, 'Oglas uspešno objavljen!');
}

/**
 * Reports a message or an ad through the dialog its 'Prijavi' button (`trigger`) opens: chooses
 * `reason`, fills 'Opišite problem (opciono)' when a `description` is given, and sends it. With
 * `sendWithoutReasonFirst`, it first presses 'Pošalji prijavu' with no reason chosen and checks
 * that the dialog stays open (the reason is required).
 */
export async function reportThroughDialog(
  page: Page,
  trigger: Locator,
  dialogName: string,
  reason: string,
  { description, sendWithoutReasonFirst = false }: { description?: string; sendWithoutReasonFirst?: boolean } = {},
): Promise<void> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  const send = dialog.getByRole('button', { name: 'Pošalji prijavu' });
  if (sendWithoutReasonFirst) {
    await send.click();
    // The browser keeps the dialog open until a reason is chosen.
    await expect(dialog).toBeVisible();
  }
  await dialog.getByRole('radio', { name: reason }).check();
  if (description) await dialog.getByLabel('Opišite problem (opciono)').fill(description);
  await send.click();
  await expect(dialog).toBeHidden();
}

/** On the admin's 'Članovi' tab, approves the pending member `name` who signed up with `email`. */
export async function approveInPanel(admin: Page, email: string, name: string): Promise<void> {
  await admin
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: `Odobri: ${name}` })
    .click();
  await expectToast(admin, 'Profil odobren!');
}

/**
 * Fills and sends the members' sign-up form, confirms the address through the mailed link and
 * signs in, ending on the pending page; returns the e-mail used.
 */
export async function signUpAsMember(page: Page, fullName: string): Promise<string> {
  // A story that starts with a new account (sign-up, the confirmation mail read by an admin, the
  // first sign-in: three password hashes at full cost) gets the slow tests' time budget.
  test.slow();
  const email = uniqueEmail('clan');
  await asNewVisitor(page);
  await page.goto('/members/auth?tab=registracija');
  const form = page.getByRole('form', { name: 'Registracija' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('lozinka-123');
  await form.getByLabel('Ime i prezime').fill(fullName);
  await form.getByLabel('Tip člana').selectOption('individual');
  await form.getByLabel('Čime se bavite').fill('Dizajn proizvoda');
  await form.getByRole('button', { name: 'Registruj se' }).click();
  await expectToast(page, 'Registracija uspešna!');
  await expect(page).toHaveURL(/\/members\/auth\?potvrda=poslata$/);
  await expect(page.getByRole('heading', { name: 'Proverite email' })).toBeVisible();
  await confirmThroughOutbox(page, email);
  await signInAsMember(page, email, 'lozinka-123', /\/members\/pending-approval$/);
  return email;
}
