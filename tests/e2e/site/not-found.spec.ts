import { expect, test } from '@playwright/test';

/**
 * Every kind of 404 answers with its not-found view in the server's HTML (what a crawler or a
 * visitor without JavaScript gets), not only in the RSC payload.
 */
const NOT_FOUND = [
  { kind: 'unknown route', path: '/ova-stranica-ne-postoji', text: ['Oops! Page not found', 'Nazad na početnu'] },
  { kind: 'nested unknown route', path: '/events/nesto/drugo', text: ['Oops! Page not found'] },
  // Signed out, too: the signed-in areas send only their own pages to sign in first.
  { kind: 'unknown route in the admin area', path: '/admin/nepostoji', text: ['Oops! Page not found'] },
  { kind: 'unknown route in the members area', path: '/members/nepostoji', text: ['Oops! Page not found'] },
  // Routed only in `npm run bench`'s own build (next.config.mjs): a production build has no such page.
  { kind: "the benchmark's reference page", path: '/bench-shell/10', text: ['Oops! Page not found'] },
  { kind: 'unknown post', path: '/blog/clanak-koji-ne-postoji', text: ['Članak nije pronađen', 'Nazad na blog'] },
  {
    kind: 'unknown category',
    path: '/blog/category/Nepostojeca',
    text: ['Nema članaka u ovoj kategoriji', 'Svi članci'],
  },
] as const;

/** The visible body text of raw HTML: scripts (the RSC payload among them) removed. */
function markupText(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
}

for (const { kind, path, text } of NOT_FOUND) {
  test(`[CRAWLER] ${kind} answers 404 with its not-found markup`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const visible = markupText(await response.text());
    for (const line of text) expect(visible).toContain(line);
  });
}

test('[CRAWLER] the unknown category links back to /blog', async ({ request }) => {
  const html = await (await request.get('/blog/category/Nepostojeca')).text();
  expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).toMatch(/<a[^>]+href="\/blog"[^>]*>Svi članci<\/a>/);
});

test('[CRAWLER] an unknown event calendar answers 404 with its message', async ({ request }) => {
  const response = await request.get('/events/ne-postoji/event.ics');
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe('Događaj nije pronađen');
});

test('[CRAWLER] a known post and a known empty category still answer 200', async ({ request }) => {
  expect((await request.get('/blog/category/Razvoj%20karijere')).status()).toBe(200);
  const blog = await (await request.get('/blog')).text();
  const post = /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(post).toBeTruthy();
  expect((await request.get(post!)).status()).toBe(200);
});
