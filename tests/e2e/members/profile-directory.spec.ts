import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { COUNTED, plural } from '@/lib/format/plural';
import {
  approveInPanel,
  asNewVisitor,
  DEMO,
  expectToast,
  openMembersTabAsAdmin,
  signInAsMember,
  signInWithoutJavaScript,
  signUpAsMember,
  uniqueEmail,
} from './support';
import { signUpAtAuth } from '../support/accounts';
import { confirmThroughOutbox } from '../support/mail';

/** 'člana' or 'članova' after 'od {total}' (the plural rules are unit-tested in tests/unit/format.test.ts). */
const membersWord = (total: number) => plural(total, COUNTED.ofMembers);

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('profile', () => {
  test('edit: save stays disabled without a name; the change and a new avatar are saved', async ({ page }) => {
    await signInAsMember(page, DEMO.jelena);
    await page.goto('/members/profile');
    await expect(page.getByRole('heading', { name: 'Moj profil' })).toBeVisible();
    // Spec platform §2: "recommended 400x400 px", spelled as the spec spells it.
    await expect(page.getByText(/400x400 px/)).toBeVisible();

    const name = page.getByLabel('Ime i prezime');
    const save = page.getByRole('button', { name: 'Sačuvaj profil' });
    await name.fill('');
    await expect(save).toBeDisabled();
    await name.fill('Jelena Nikolić');
    await expect(save).toBeEnabled();

    const offer = `Radionice brendiranja ${Date.now().toString(36)}`;
    await page.getByLabel('Šta nudite zajednici').fill(offer);
    await page
      .getByLabel('Profilna slika')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.getByText('Fajl je otpremljen')).toBeVisible();
    await save.click();
    await expectToast(page, 'Profil ažuriran!');

    await page.reload();
    await expect(page.getByLabel('Šta nudite zajednici')).toHaveValue(offer);
    await page.goto(`/members/directory?q=${encodeURIComponent('Jelena')}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jelena Nikolić' }) });
    await expect(card.getByText(offer)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Slika: Jelena Nikolić' })).toBeVisible();
  });

  test('create: an account without a profile creates one, which then waits for approval', async ({ page }) => {
    // An account without a member profile: opened on the admin sign-up page.
    const email = uniqueEmail('bezprofila');
    await asNewVisitor(page);
    await signUpAtAuth(page, 'Bez Profila', email, 'lozinka-123');
    await expectToast(page, 'Registracija je uspešna! Proverite email za potvrdu.');
    await confirmThroughOutbox(page, email);

    // After login without a profile: the sign-up tab, the e-mail filled in.
    await signInAsMember(page, email, 'lozinka-123', /\/members\/auth/);
    await expect(page.getByRole('tab', { name: 'Registracija' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Registracija' }).getByLabel('Email')).toHaveValue(email);

    await page.goto('/members/profile');
    await expect(page.getByRole('heading', { name: 'Kreirajte profil' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByLabel('Ime i prezime')).toHaveValue('Bez Profila');
    const create = page.getByRole('button', { name: 'Kreiraj profil' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Tip člana').selectOption('startup');
    await expect(page.getByLabel('Faza startapa')).toBeVisible();
    await page.getByLabel('Faza startapa').selectOption('idea');
    await page.getByLabel('Ja sam mentor').check();
    await expect(page.getByLabel('Koliko mentija možete da primite')).toBeVisible();
    await create.click();
    await expectToast(page, 'Profil kreiran!');
    await expect(page).toHaveURL(/\/members\/pending-approval$/);
  });
});

test.describe('your data', () => {
  test('export downloads JSON of the own profile; deletion needs OBRIŠI, signs out and the sign-in then fails', async ({
    page,
    browser,
  }) => {
    const name = `Brisanje Test ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);
    const admin = await openMembersTabAsAdmin(browser);
    await approveInPanel(admin, email, name);
    await admin.context().close();

    await page.goto('/members/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Preuzmi moje podatke' }).click();
    const file = await download;
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(exported.profile).toMatchObject({ email, fullName: name, approvalStatus: 'approved' });

    const form = page.getByRole('form', { name: 'Brisanje naloga' });
    await form.getByLabel('Upišite OBRIŠI da biste potvrdili').fill('obrisi');
    await form.getByRole('button', { name: 'Trajno obriši nalog' }).click();
    await expectToast(page, 'Greška', 'Upišite OBRIŠI da biste potvrdili brisanje.');
    await form.getByLabel('Upišite OBRIŠI da biste potvrdili').fill('OBRIŠI');
    await form.getByRole('button', { name: 'Trajno obriši nalog' }).click();
    await expectToast(page, 'Nalog je obrisan');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/members/auth');
    const signIn = page.getByRole('form', { name: 'Prijava' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Lozinka', exact: true }).fill('lozinka-123');
    // Sent from the keyboard: the button is disabled while it sends, and has focus again after the
    // refusal (not the page, from which the next Tab would start at the top).
    const send = signIn.getByRole('button', { name: 'Prijavi se' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Neispravni podaci');
    await expect(send).toBeFocused();
  });
});

test.describe('directory', () => {
  test('search ignores case and diacritics, the type filter narrows, the counter follows, contact and LinkedIn links', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/directory');
    const counter = page.getByText(/^Pronađeno \d+ od \d+ član(a|ova)$/);
    const total = Number((await counter.textContent())?.match(/od (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('heading', { name: 'Nina Ilić' })).toHaveCount(0);

    await page.getByLabel('Pretraga', { exact: true }).fill('DJORDJEVIC');
    await page.getByRole('button', { name: 'Pretraži' }).click();
    await expect(page).toHaveURL(/q=DJORDJEVIC/);
    await expect(counter).toHaveText(`Pronađeno 1 od ${total} ${membersWord(total)}`);
    const stefan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Stefan Đorđević' }) });
    // Spec §2: a contact button leading to messages (a GET form without JavaScript).
    const contact = stefan.getByRole('button', { name: 'Kontaktiraj: Stefan Đorđević' });
    await expect(contact.locator('xpath=ancestor::form[1]')).toHaveAttribute('action', '/members/messages');
    await expect(contact.locator('xpath=ancestor::form[1]').locator('input[name="to"]')).toHaveValue(/^[0-9a-f-]{36}$/);

    await page.goto('/members/directory?q=marko');
    const linkedin = page.getByRole('link', { name: /LinkedIn: Marko Jovanović/ });
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('Mentor', { exact: true })).toBeVisible();

    await page.goto('/members/directory?tip=company');
    await expect(page.getByRole('heading', { name: 'Jelena Nikolić' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ana Petrović' })).toHaveCount(0);

    await page.goto('/members/directory?q=nepostojeci-clan-xyz');
    await expect(page.getByRole('heading', { name: 'Nema pronađenih članova' })).toBeVisible();
    await expect(counter).toHaveText(`Pronađeno 0 od ${total} ${membersWord(total)}`);
  });

  test('filters as you type and as you choose, without pressing Pretraži; the caret stays in the field', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    // A linked search does not take the focus: the visitor did not type.
    await page.goto('/members/directory?q=marko');
    const search = page.getByRole('searchbox', { name: 'Pretraga', exact: true });
    await expect(search).toHaveValue('marko');
    await expect(search).not.toBeFocused();

    await page.goto('/members/directory');
    const counter = page.getByText(/^Pronađeno \d+ od \d+ član(a|ova)$/);
    const total = Number((await counter.textContent())?.match(/od (\d+)/)?.[1]);
    await search.fill('petrovic');
    await expect(page).toHaveURL(/[?&]q=petrovic(&|$)/);
    await expect(counter).toHaveText(`Pronađeno 1 od ${total} ${membersWord(total)}`);
    await expect(page.getByRole('heading', { name: 'Ana Petrović' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toHaveCount(0);
    // Typing goes on where it stopped.
    await expect(search).toBeFocused();
    await page.keyboard.type(' xyz');
    await expect(page.getByRole('heading', { name: 'Nema pronađenih članova' })).toBeVisible();
    await expect(counter).toHaveText(`Pronađeno 0 od ${total} ${membersWord(total)}`);
    await expect(search).toHaveValue('petrovic xyz');

    await search.fill('');
    await expect(counter).toHaveText(`Pronađeno ${total} od ${total} ${membersWord(total)}`);
    // The filter's options carry the member types' own names (spec: Startup, Preduzeće, Pojedinac).
    await expect(page.getByLabel('Tip člana').getByRole('option')).toHaveText([
      'Svi',
      'Pojedinac',
      'Startup',
      'Preduzeće',
    ]);
    await page.getByLabel('Tip člana').selectOption({ label: 'Preduzeće' });
    await expect(page).toHaveURL(/[?&]tip=company(&|$)/);
    await expect(page.getByRole('heading', { name: 'Jelena Nikolić' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ana Petrović' })).toHaveCount(0);
    await expect(page.getByLabel('Tip člana')).toHaveValue('company');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory search and filter work as a plain GET form', async ({ page, context }) => {
    await signInWithoutJavaScript(page, DEMO.stefan);
    expect((await context.cookies()).some((cookie) => cookie.name === 'pm_session')).toBe(true);

    await page.goto('/members/directory');
    await page.getByLabel('Pretraga', { exact: true }).fill('petrovic');
    await page.getByLabel('Tip člana').selectOption('startup');
    await page.getByRole('button', { name: 'Pretraži' }).click();
    await expect(page).toHaveURL(/q=petrovic&tip=startup/);
    await expect(page.getByRole('heading', { name: 'Ana Petrović' })).toBeVisible();
    await expect(page.getByText(/^Pronađeno 1 od \d+ član(a|ova)$/)).toBeVisible();
  });

  test('signing out is a plain form post: back to the home page, and the members area asks to sign in', async ({
    page,
    context,
  }) => {
    await signInWithoutJavaScript(page, DEMO.stefan);
    await page.getByRole('button', { name: 'Odjavi se' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'pm_session')).toBe(false);
    await page.goto('/members');
    await expect(page).toHaveURL(/\/members\/auth/);
  });
});
