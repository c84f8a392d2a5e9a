import { expect, test } from '@playwright/test';

import { expectHeadingOutline } from '../support/page-outline';

test.describe('[VISITOR] join page', () => {
  test('shows the hero, the invite-only banner, three benefits and four steps', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Postani deo zajednice od 500+ preduzetnika');

    const banner = page.getByRole('region', { name: 'Po čemu smo drugačiji' });
    await expect(banner).toContainText('500+');
    await expect(banner).toContainText('Samo uz poziv');
    await expect(banner).toContainText('Najviše 50');

    const benefits = page.getByRole('region', { name: 'Šta dobijaš kao član' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Za iskusne preduzetnike',
      'Za početnike',
      'Za one koji žele da rastu',
    ]);

    const steps = page.getByRole('region', { name: 'Kako izgleda put do članstva' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      /Popuni formu i izaberi plan/,
      /Upoznaj ljude/,
      /Poveži tačke/,
      /Rastimo zajedno/,
    ]);
  });

  test("'Saznaj više' opens the four details cards and 'Sakrij detalje' closes them", async ({ page }) => {
    await page.goto('/join');
    const details = page.getByRole('region', { name: 'Šta nas pokreće' });
    const more = details.getByRole('button', { name: 'Saznaj više' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(details.getByRole('heading', { name: 'Presek kreativnosti' })).toBeHidden();

    await more.click();
    const less = details.getByRole('button', { name: 'Sakrij detalje' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(details.getByRole('heading', { level: 3 })).toHaveText([
      'Presek kreativnosti',
      'Univerzalni principi',
      'Prave veze',
      'Saradnja umesto konkurencije',
    ]);

    await less.click();
    await expect(details.getByRole('button', { name: 'Saznaj više' })).toHaveAttribute('aria-expanded', 'false');
    await expect(details.getByRole('heading', { name: 'Presek kreativnosti' })).toBeHidden();
  });

  test('the hero call to action scrolls to the join form', async ({ page }) => {
    await page.goto('/join');
    const cta = page
      .getByRole('region', { name: 'Postani deo zajednice od 500+ preduzetnika' })
      .getByRole('link', { name: 'Popuni prijavu' });
    await expect(cta).toHaveAttribute('href', '#join-form');
    await cta.click();
    await expect(page).toHaveURL(/#join-form$/);

    const formSection = page.getByRole('region', { name: 'Prijava za članstvo' });
    await expect(formSection).toHaveAttribute('id', 'join-form');
    await expect(formSection.getByRole('heading', { name: 'Prijava za članstvo' })).toBeInViewport();
    const form = formSection.getByRole('form', { name: 'Prijava za zajednicu' });
    for (const name of [
      'Ime i prezime',
      'Email',
      'Ko si i šta te zanima?',
      'Kako ćeš doprineti zajednici?',
      'Šta očekuješ od zajednice?',
    ]) {
      await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Pošalji prijavu' })).toBeVisible();
  });

  test('scrolls smoothly only when the visitor allows motion', async ({ page }) => {
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/join');
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
  });

  test('has one h1 and an unbroken heading outline', async ({ page }) => {
    await page.goto('/join');
    await expectHeadingOutline(page);
  });
});
