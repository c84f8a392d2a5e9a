import { expect, test, type Page } from '@playwright/test';

import { DEMO, DEMO_PASSWORD, signInAsMember } from '../members/support';
import { signInAsAdmin } from '../support/accounts';
import { expectAllCyrillic } from '../support/latin-words';
import { ADMIN_SCREENS, MEMBER_SCREENS } from '../support/screens';

/**
 * Issue 52, item 1: the members area, the panel and their sign-in pages at their Cyrillic
 * addresses (`/cir/members…`, `/cir/admin…`, `/cir/auth…`), with a session where they need one,
 * show no Serbian word in Latin letters: their texts, and what members and admins wrote as it is
 * displayed (tests/e2e/support/latin-words.ts says what stays Latin by design).
 */

const inCyrillic = (path: string) => `/cir${path}`;

/** The members area's screens, the views a page opens by its address, and its 404. */
const MEMBER_PAGES = [
  ...MEMBER_SCREENS,
  '/members/requests?mine=1',
  '/members/mentorship?tab=mentees',
  '/members/mentorship?tab=connections',
  '/members/nepostojeca',
];

/** The panel's landing page, every tab and page, and its 404. */
const ADMIN_PAGES = ['/admin', ...ADMIN_SCREENS, '/admin/nepostojeca'];

/** The sign-in pages a visitor without a session opens. */
const SIGNED_OUT_PAGES = ['/members/auth', '/members/auth/zaboravljena-lozinka', '/auth', '/auth/zaboravljena-lozinka'];

async function expectEachCyrillic(page: Page, paths: readonly string[]) {
  for (const path of paths) await expectAllCyrillic(page, inCyrillic(path));
}

test.describe('[CYRILLIC] the signed-in areas', () => {
  test('[VISITOR] the sign-in pages', async ({ page }) => {
    await expectEachCyrillic(page, SIGNED_OUT_PAGES);
  });

  test('[VISITOR] a members page asked for in Cyrillic leads to the Cyrillic sign-in', async ({ page }) => {
    await page.goto('/cir/members/messages');
    await expect(page).toHaveURL(/\/cir\/members\/auth$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  });

  test('[MEMBER] every screen of the members area', async ({ page }) => {
    test.slow();
    await signInAsMember(page, DEMO.ana);
    await expectEachCyrillic(page, MEMBER_PAGES);
  });

  test('[MEMBER] the page of a member awaiting approval', async ({ page }) => {
    await signInAsMember(page, DEMO.nina, DEMO_PASSWORD, /\/members\/pending-approval$/);
    await expectAllCyrillic(page, '/cir/members/pending-approval');
  });

  test('[ADMIN] every tab and page of the panel, an event and a member’s record', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    await expectEachCyrillic(page, ADMIN_PAGES);
    for (const [list, records] of [
      ['/cir/admin?tab=events', '/cir/admin/events/'],
      ['/cir/admin?tab=members&status=approved', '/cir/admin/members/'],
    ] as const) {
      await page.goto(list);
      const links = page.locator(`a[href^="${records}"]`);
      await expect(links.first(), `a record linked from ${list}, in Cyrillic`).toBeAttached();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const record = hrefs.find((href) => /^\/cir\/admin\/(?:events|members)\/[^/?#.]+$/.test(href));
      expect(record, `a record's own page linked from ${list}`).toBeDefined();
      await expectAllCyrillic(page, record!);
    }
  });
});
