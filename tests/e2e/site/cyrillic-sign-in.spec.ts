import { expect, test } from '@playwright/test';

import { latinToCyrillic as cir } from '@/lib/i18n/transliterate';

import { uniqueEmail } from '../forms/support';
import { DEMO_ADMIN } from '../support/accounts';
import { expectAllCyrillic } from '../support/latin-words';

/**
 * Issue 52: the sign-in areas' pages that open from a mail's link or without a session, at their
 * Cyrillic addresses, and their forms answering in Cyrillic with and without JavaScript
 * (tests/e2e/site/cyrillic-signed-in.spec.ts opens the sign-in pages and the members' screens).
 */

/** The pages of a mail's link, with no link or a broken one: each says so in the page's script. */
const LINK_PAGES = [
  '/auth/potvrda',
  '/auth/potvrda?token=nije-link',
  '/auth/potvrda?status=potvrdjeno',
  '/auth/nova-lozinka?token=nije-link',
  '/members/obnova-oglasa?token=nije-link',
  '/members/obnova-oglasa?status=produzeno',
  '/members/odjava-pregleda?token=nije-link',
  '/members/odjava-pregleda?status=iskljuceno',
  '/members/potvrda-adrese?token=nije-link',
  '/members/potvrda-adrese?status=zauzeto',
];

test.describe('[CYRILLIC] the sign-in areas', () => {
  test('[VISITOR] the pages of a mail’s link, and the sign-up tabs', async ({ page }) => {
    for (const path of LINK_PAGES) await expectAllCyrillic(page, `/cir${path}`);
    await expectAllCyrillic(page, '/cir/auth?tab=registracija');
    await expectAllCyrillic(page, '/cir/members/auth?tab=registracija');
  });

  test('[VISITOR] the password change page leads to the Cyrillic sign-in, and back after it', async ({ page }) => {
    await page.goto('/cir/auth/lozinka');
    await expect(page).toHaveURL(/\/cir\/auth\?next=\/cir\/auth\/lozinka$/);
    await expect(page.getByRole('tab', { name: cir('Prijava') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: cir('Zaboravljena lozinka?') })).toHaveAttribute(
      'href',
      '/cir/auth/zaboravljena-lozinka',
    );
  });

  test('[VISITOR] the members’ forms check in the browser in Cyrillic', async ({ page }) => {
    await page.goto('/cir/members/auth');
    const form = page.getByRole('form', { name: cir('Prijava') });
    await form.getByRole('button', { name: cir('Prijavi se') }).click();
    await expect(form.getByText(cir('Email je obavezan'))).toBeVisible();
    await expect(form.getByText(cir('Lozinka je obavezna'))).toBeVisible();
    await form.getByRole('button', { name: cir('Prikaži lozinku') }).click();
    await expect(form.getByRole('button', { name: cir('Sakrij lozinku') })).toBeVisible();
  });

  test('[VISITOR] a wrong password is refused in Cyrillic', async ({ page }) => {
    await page.goto('/cir/auth');
    const form = page.getByRole('form', { name: cir('Prijava') });
    await form.getByLabel(cir('Email')).fill(uniqueEmail('cirilica'));
    await form.getByLabel(cir('Lozinka'), { exact: true }).fill('nije-lozinka');
    await form.getByRole('button', { name: cir('Prijavi se') }).click();
    await expect(page.getByText(cir('Email ili lozinka nisu ispravni.')).first()).toBeVisible();
  });
});

test.describe('[CYRILLIC] without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[VISITOR] a refused sign-in answers in the page’s script', async ({ page }) => {
    await page.goto('/cir/auth');
    await page.getByLabel(cir('Email')).fill(uniqueEmail('cirilica-bez-js'));
    await page.getByLabel(cir('Lozinka'), { exact: true }).fill('nije-lozinka');
    await page.getByRole('button', { name: cir('Prijavi se') }).click();
    await expect(page.getByRole('status').getByText(cir('Email ili lozinka nisu ispravni.'))).toBeVisible();
    await expect(page).toHaveURL(/\/cir\/auth/);
  });

  test('[ADMIN] signs in with a plain form post and lands on the Cyrillic panel', async ({ page }) => {
    await page.goto('/cir/auth');
    await page.getByLabel(cir('Email')).fill(DEMO_ADMIN.email);
    await page.getByLabel(cir('Lozinka'), { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: cir('Prijavi se') }).click();
    await expect(page).toHaveURL(/\/cir\/admin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  });
});
