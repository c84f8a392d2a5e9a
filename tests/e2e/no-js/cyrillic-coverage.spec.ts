import { expect, test } from '@playwright/test';

import { expectAllCyrillic } from '../support/latin-words';

/**
 * Runs in the `no-javascript` project: each public page's Cyrillic address (docs/i18n.md) as a
 * crawler gets it, from the server alone, with no Serbian word left in Latin letters (what that
 * means, and what stays Latin by design: tests/e2e/support/latin-words.ts).
 */

/** Pages found from a list page's first link of the given kind (the demo's content decides which). */
const FIXED_PAGES = [
  '/cir',
  '/cir/about',
  '/cir/mentors',
  '/cir/team',
  '/cir/community',
  '/cir/stories',
  '/cir/events',
  '/cir/events/arhiva/1',
  '/cir/join',
  '/cir/contact',
  '/cir/blog',
  '/cir/blog?q=firma',
  '/cir/newsletter',
  '/cir/privatnost',
  '/cir/prijava-dogadjaj?event=wild-mixer-april',
  '/cir/newsletter/potvrda',
  '/cir/stranica-koja-ne-postoji',
];

const FOUND_PAGES = [
  { list: '/cir/blog', link: /^\/cir\/blog\/(?!category\/|strana\/)[^/?#]+$/ },
  { list: '/cir/blog', link: /^\/cir\/blog\/category\/[^/?#]+$/ },
];

for (const path of FIXED_PAGES) {
  test(`[NO-JS] ${path} is in Cyrillic, every word of it`, async ({ page }) => {
    await expectAllCyrillic(page, path);
  });
}

for (const { list, link } of FOUND_PAGES) {
  test(`[NO-JS] a page linked from ${list} (${link.source}) is in Cyrillic, every word of it`, async ({ page }) => {
    await page.goto(list);
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const target = hrefs.find((href): href is string => href !== null && link.test(href));
    expect(target, `a link like ${link.source} on ${list}`).toBeDefined();
    await expectAllCyrillic(page, target!);
  });
}
