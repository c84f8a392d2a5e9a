import { expect, test, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { holdRequests } from '../support/held-requests';
import { expectToast } from './support';
import { confirmInDialog } from '../support/confirm';

function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

const editor = (page: Page) => page.getByRole('form', { name: 'Blog post' });

/** Publishes a post from the empty editor; the editor resets for the next one. */
async function publishPost(page: Page, title: string, content: string) {
  const form = editor(page);
  await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill(content);
  await form.getByRole('button', { name: 'Objavi post' }).click();
  await expectToast(page, 'Uspešno', 'Post je objavljen');
  await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue('');
}

test.describe('[ADMIN] blog editor', () => {
  test('publishes a post that is public at /blog/{slug} on the next request, and resets the editor', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=blog');
    const form = editor(page);
    const title = uniqueTitle('Ekspres objava');
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    // The slug follows the title until the first save.
    await expect(form.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slugOf(title));
    await form.getByRole('combobox', { name: 'Kategorija' }).selectOption('Marketing & Prodaja');
    await form.getByRole('button', { name: '+ startup' }).click();
    await form.getByRole('textbox', { name: 'Novi tag' }).fill('Prodaja');
    await form.getByRole('textbox', { name: 'Novi tag' }).press('Enter');
    await form.getByRole('textbox', { name: 'Novi tag' }).fill('startup');
    await form.getByRole('textbox', { name: 'Novi tag' }).press('Enter');
    await expect(
      form.getByRole('group', { name: 'Tagovi' }).getByRole('list', { name: 'Izabrani' }).getByRole('listitem'),
    ).toHaveCount(2);
    // A lookup by the spec's words finds one field each (no other label contains them).
    await expect(form.getByLabel('Sadržaj')).toHaveCount(1);
    await expect(form.getByLabel('tag')).toHaveCount(1);
    await expect(form.getByLabel('Naslov')).toHaveCount(1);

    const content = form.getByRole('textbox', { name: 'Sadržaj (Markdown)' });
    await content.fill('Ovo je važno za sve.');
    await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 12));
    await form.getByRole('toolbar', { name: 'Formatiranje' }).getByRole('button', { name: 'Podebljano' }).click();
    await expect(content).toHaveValue('Ovo je **važno** za sve.');
    await form.getByRole('button', { name: 'Pregled' }).click();
    await expect(form.getByRole('region', { name: 'Pregled posta' }).locator('strong')).toHaveText('važno');

    await form.getByRole('button', { name: 'Objavi post' }).click();
    await expectToast(page, 'Uspešno', 'Post je objavljen');
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue('');

    const response = await page.goto(`/blog/${slugOf(title)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('[data-slot="post-content"] strong')).toHaveText('važno');

    // Deleting it takes it off the public site at once (and keeps the shared demo blog as seeded).
    await page.goto('/admin?tab=blog');
    await confirmInDialog(page.getByRole('button', { name: `Obriši post ${title}` }), 'Obrisati post?', 'Obriši');
    await expectToast(page, 'Uspešno', 'Post je uspešno obrisan');
    expect((await page.request.get(`/blog/${slugOf(title)}`)).status()).toBe(404);
  });

  test('a draft is saved with its indicator and stays a 404; deleting asks first and is permanent', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=blog');
    const form = editor(page);
    const title = uniqueTitle('Samo draft');
    await form.getByRole('button', { name: 'Sačuvaj kao draft' }).click();
    await expectToast(page, 'Greška', 'Naslov je obavezan');
    const indicator = page.getByRole('status').filter({ hasText: 'Tekst je sačuvan u ovom pregledaču.' });
    await expect(indicator).toHaveText('Greška pri čuvanju draft-a. Tekst je sačuvan u ovom pregledaču.');

    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Još se piše.');
    await form.getByRole('button', { name: 'Sačuvaj kao draft' }).click();
    await expectToast(page, 'Uspešno sačuvano', 'Draft je sačuvan');
    await expect(page.getByRole('status').filter({ hasText: 'Poslednje sačuvano' })).toHaveText(
      /^Poslednje sačuvano: \d{2}:\d{2}:\d{2}$/,
    );
    // A refused publish is reported as a publish, and the draft stays as saved.
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('');
    await form.getByRole('button', { name: 'Objavi post' }).click();
    await expectToast(page, 'Greška', 'Naslov i sadržaj su obavezni');
    await expect(indicator).toHaveText('Greška pri objavljivanju posta. Tekst je sačuvan u ovom pregledaču.');
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Još se piše.');
    // Already saved: a new title no longer changes the slug.
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(`${title} izmenjen`);
    await expect(form.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slugOf(title));

    const response = await page.request.get(`/blog/${slugOf(title)}`);
    expect(response.status()).toBe(404);

    const list = page.getByRole('region', { name: 'Postojeći postovi' });
    const item = list.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Draft');
    await item.getByRole('button', { name: `Obriši post ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Obrisati post?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Obriši' }).click();
    await expectToast(page, 'Uspešno', 'Post je uspešno obrisan');
    await expect(list.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test("a published post opens in the editor from its 'Uredi' button; the change is public on the next request", async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=blog');
    const form = editor(page);
    const title = uniqueTitle('Za izmenu');
    await publishPost(page, title, 'Prvobitni tekst.');

    const list = page.getByRole('region', { name: 'Postojeći postovi' });
    await list.getByRole('button', { name: `Uredi post ${title}` }).click();
    await expect(page).toHaveURL(/[?&]post=[0-9a-f-]{36}/);
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title);
    const content = form.getByRole('textbox', { name: 'Sadržaj (Markdown)' });
    await expect(content).toHaveValue('Prvobitni tekst.');
    await content.fill('Izmenjen tekst posta.');
    await form.getByRole('button', { name: 'Objavi post' }).click();
    await expectToast(page, 'Uspešno', 'Post je objavljen');

    await page.goto(`/blog/${slugOf(title)}`);
    await expect(page.locator('[data-slot="post-content"]')).toHaveText('Izmenjen tekst posta.');

    await page.goto('/admin?tab=blog');
    await confirmInDialog(page.getByRole('button', { name: `Obriši post ${title}` }), 'Obrisati post?', 'Obriši');
    await expectToast(page, 'Uspešno', 'Post je uspešno obrisan');
  });

  test('a saved version is restored with its title and text, and the restore is a version of its own', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=blog');
    const form = editor(page);
    const title = uniqueTitle('Verzija jedan');
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Prva verzija teksta.');
    // What is typed while the page refreshes after the first save (it then opens the saved post) stays.
    const releaseRefreshes = await holdRequests(
      page,
      (request) =>
        request.method() === 'GET' && request.headers()['rsc'] === '1' && new URL(request.url()).pathname === '/admin',
    );
    await form.getByRole('button', { name: 'Sačuvaj kao draft' }).click();
    await expectToast(page, 'Uspešno sačuvano', 'Draft je sačuvan');

    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(`${title} druga`);
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Druga verzija teksta.');
    releaseRefreshes();
    const list = page.getByRole('region', { name: 'Postojeći postovi' });
    await expect(list.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(`${title} druga`);
    await expect(form.getByRole('textbox', { name: 'Sadržaj (Markdown)' })).toHaveValue('Druga verzija teksta.');
    await form.getByRole('button', { name: 'Sačuvaj kao draft' }).click();
    await expectToast(page, 'Uspešno sačuvano', 'Draft je sačuvan');

    const versions = page.getByRole('region', { name: 'Verzije' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    // Newest first: the older version is the last one.
    await versions
      .last()
      .getByRole('button', { name: /^Vrati verziju od / })
      .click();
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title);
    await expect(form.getByRole('textbox', { name: 'Sadržaj (Markdown)' })).toHaveValue('Prva verzija teksta.');
    await expect(versions).toHaveCount(3);
  });

  test('autosave writes a draft after 30 seconds and the reloaded page opens it', async ({ page }) => {
    await page.clock.install();
    await signInAsAdmin(page, '/admin?tab=blog');
    const form = editor(page);
    const title = uniqueTitle('Autosave');
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Tekst koji se sam čuva.');
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('status').filter({ hasText: 'Poslednje sačuvano' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]post=[0-9a-f-]{36}/);

    await page.reload();
    await expect(editor(page).getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title);
    await expect(page.getByRole('heading', { name: /Uređivanje posta/ })).toContainText('Draft');
    await expect(page.getByRole('region', { name: 'Verzije' })).toContainText('Automatsko čuvanje');
  });

  test('autosave of a text without a title keeps it in the browser and says so', async ({ page }) => {
    await page.clock.install();
    await signInAsAdmin(page, '/admin?tab=blog');
    await editor(page).getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Tekst bez naslova.');
    await page.clock.fastForward(31_000);
    const indicator = page.getByRole('status').filter({ hasText: 'Poslednje sačuvano' });
    await expect(indicator).toHaveText(
      /^Poslednje sačuvano: \d{2}:\d{2}:\d{2} \(u ovom pregledaču; za čuvanje na serveru potreban je naslov\)$/,
    );
    // Nothing was written to the database (no post id in the address), and the text is offered back after a reload.
    await expect(page).not.toHaveURL(/[?&]post=/);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Pronađen je nesačuvan tekst' })).toBeVisible();
  });

  test('unsaved text survives a reload and is offered back', async ({ page }) => {
    await signInAsAdmin(page, '/admin?tab=blog');
    const title = uniqueTitle('Nesačuvano');
    await editor(page).getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
    await editor(page).getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Ovo ne sme da se izgubi.');
    await page.reload();

    const offer = page.getByRole('alert').filter({ hasText: 'Pronađen je nesačuvan tekst' });
    await expect(offer).toBeVisible();
    await expect(editor(page).getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue('');
    await offer.getByRole('button', { name: 'Vrati tekst' }).click();
    await expect(editor(page).getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title);
    await expect(editor(page).getByRole('textbox', { name: 'Sadržaj (Markdown)' })).toHaveValue(
      'Ovo ne sme da se izgubi.',
    );
  });
});
