import { expect, type Browser } from '@playwright/test';

import { expectToast } from '../support/toast';
import { signInAsAdmin } from '../support/accounts';

/** Cards per page of the blog grid (lib/blog/posts.ts BLOG_PAGE_SIZE). */
export const BLOG_PAGE_SIZE = 12;

/** How many published posts /blog counts ('5 članaka'). */
async function publishedCount(browser: Browser): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/blog');
  const text = (await page.getByTestId('blog-count').textContent()) ?? '0';
  await context.close();
  return Number(text.replace(/\D/g, '')) || 0;
}

/**
 * At least `wanted` published posts, so /blog has a second page: the demo seed has five, so the
 * rest are published through the admin editor (with JavaScript, whatever the calling project).
 */
export async function ensurePublishedPosts(browser: Browser, wanted = BLOG_PAGE_SIZE + 2): Promise<void> {
  const missing = wanted - (await publishedCount(browser));
  if (missing <= 0) return;
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signInAsAdmin(page, '/admin?tab=blog');
  const form = page.getByRole('form', { name: 'Blog post' });
  const run = Date.now().toString(36);
  for (let index = 1; index <= missing; index++) {
    await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(`Straničenje ${run} broj ${index}`);
    await form.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill(`Članak ${index} za strane bloga.`);
    await form.getByRole('button', { name: 'Objavi post' }).click();
    await expectToast(page, 'Uspešno', 'Post je objavljen');
    await expect(form.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue('');
  }
  await context.close();
}
