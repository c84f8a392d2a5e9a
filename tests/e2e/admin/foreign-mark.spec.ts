import { expect, test, type Locator, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/accounts';
import { confirmInDialog } from '../support/confirm';
import { expectToast } from './support';

/*
 * The foreign-word mark of docs/i18n.md: 'Strana reč' wraps the selected text in `-{…}-`, the
 * form saves it so, and the Latin page's server HTML shows the word without the mark.
 */

const EXPLANATION = 'Označi izabrani tekst kao stranu reč (ne menja se u ćirilici)';

/** The 'Strana reč' button of one field (it names the field it controls). */
async function markButtonOf(scope: Locator, field: Locator): Promise<Locator> {
  const id = await field.getAttribute('id');
  return scope.locator(`button[aria-controls="${id}"]`).filter({ hasText: 'Strana reč' });
}

async function select(field: Locator, word: string) {
  await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement, text) => {
    const start = element.value.indexOf(text);
    element.setSelectionRange(start, start + text.length);
  }, word);
}

const selectedText = (field: Locator) =>
  field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) =>
    element.value.slice(element.selectionStart ?? 0, element.selectionEnd ?? 0),
  );

/** The server's HTML of a public page, as a crawler or a visitor without JavaScript gets it. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('[ADMIN] foreign-word mark', () => {
  test('marks words in the post editor with the button (mouse and keyboard); the published post shows them without the mark', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin?tab=blog');
    const form = page.getByRole('form', { name: 'Blog post' });
    const stamp = Date.now().toString(36);

    // The title: a word selected and marked with the button beside the field.
    const title = form.getByRole('textbox', { name: 'Naslov', exact: true });
    await title.fill(`Pratite nas na Facebook ${stamp}`);
    await select(title, 'Facebook');
    const titleButton = await markButtonOf(form, title);
    await expect(titleButton).toHaveAttribute('title', EXPLANATION);
    await expect(titleButton).toHaveAccessibleName(`Strana reč: o${EXPLANATION.slice(1)}`);
    await titleButton.click();
    await expect(title).toHaveValue(`Pratite nas na -{Facebook}- ${stamp}`);
    await expect(title).toBeFocused();
    expect(await selectedText(title)).toBe('Facebook');

    // The body, by keyboard: the toolbar's button and Enter; focus and the selection come back.
    const content = form.getByRole('textbox', { name: 'Sadržaj (Markdown)' });
    await content.fill('Naša Facebook stranica. Primer koda: `-{kod}-`. Sastanak je na ');
    await select(content, 'Facebook');
    const toolbarButton = form
      .getByRole('toolbar', { name: 'Formatiranje' })
      .getByRole('button', { name: /^Strana reč/ });
    await toolbarButton.focus();
    await page.keyboard.press('Enter');
    await expect(content).toBeFocused();
    expect(await selectedText(content)).toBe('Facebook');
    // Nothing selected: an empty mark with the caret inside, and typing fills it.
    await content.press('ControlOrMeta+End');
    await toolbarButton.focus();
    await page.keyboard.press('Enter');
    await expect(content).toBeFocused();
    await page.keyboard.type('Zoom');
    await expect(content).toHaveValue('Naša -{Facebook}- stranica. Primer koda: `-{kod}-`. Sastanak je na -{Zoom}-');

    const slug = await form.getByRole('textbox', { name: 'Slug', exact: true }).inputValue();
    await form.getByRole('button', { name: 'Objavi post' }).click();
    await expectToast(page, 'Uspešno', 'Post je objavljen');

    const html = await serverHtml(page, `/blog/${slug}`);
    expect(html).toContain(`Pratite nas na Facebook ${stamp}`);
    expect(html).toContain('Naša Facebook stranica');
    expect(html).toContain('Sastanak je na Zoom');
    expect(html).not.toContain('-{Facebook}-');
    expect(html).not.toContain('-{Zoom}-');
    // Code is shown as written, the mark included.
    expect(html).toContain('<code>-{kod}-</code>');
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pratite nas na Facebook ${stamp}`);

    // The editor still holds the marks; the demo blog is left as seeded.
    await page.goto('/admin?tab=blog');
    await confirmInDialog(
      page.getByRole('button', { name: `Obriši post Pratite nas na -{Facebook}- ${stamp}` }),
      'Obrisati post?',
      'Obriši',
    );
    await expectToast(page, 'Uspešno', 'Post je uspešno obrisan');
  });

  test('an admin form field saves the mark; the home page shows the announcement without it', async ({ page }) => {
    await signInAsAdmin(page, '/admin?tab=announcements');
    const stamp = Date.now().toString(36);
    const form = page.getByRole('form', { name: 'Novo obaveštenje' });
    const title = form.getByRole('textbox', { name: 'Naslov', exact: true });
    await title.fill(`Uživo na Instagram nalogu ${stamp}`);
    await select(title, 'Instagram');
    await (await markButtonOf(form, title)).click();
    await expect(title).toHaveValue(`Uživo na -{Instagram}- nalogu ${stamp}`);
    await form.getByRole('button', { name: 'Kreiraj obaveštenje' }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno kreirano');

    const marked = `Uživo na -{Instagram}- nalogu ${stamp}`;
    const html = await serverHtml(page, '/');
    expect(html).toContain(`Uživo na Instagram nalogu ${stamp}`);
    expect(html).not.toContain(marked);

    await page.getByRole('button', { name: `Obriši obaveštenje ${marked}` }).click();
    await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno obrisano');
  });
});
