import { expect, test } from '@playwright/test';

import { asNewVisitor, expectToast, uniqueEmail } from './support';

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test.describe('[VISITOR] event registration', () => {
  test('registers for Wild Mixer by its key and lands on "Prijava poslata!"', async ({ page }) => {
    await page.goto('/prijava-dogadjaj?event=wild-mixer-april');
    await expect(page.getByRole('heading', { level: 1, name: 'Wild Mixer – april' })).toBeVisible();
    await expect(page.getByText(/Slobodnih mesta: \d+ od 50/)).toBeVisible();

    const form = page.getByRole('form', { name: 'Prijava na događaj' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ivana');
    await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Ivić');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('ucesnik'));
    await form.getByRole('button', { name: 'Prijavi se' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Prijava poslata!' })).toBeFocused();
    // The screen is the answer: no toast repeats it. (Next's route announcer may read the heading
    // out after the refresh that follows the action, so the page's own text is counted in <main>.)
    await expect(page.getByRole('main').getByText('Prijava poslata!')).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pogledaj događaje' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('link', { name: 'Početna' }).last()).toHaveAttribute('href', '/');
  });

  test('registering again with the same e-mail succeeds, says so, and takes no second place', async ({ page }) => {
    const email = uniqueEmail('dvaput');
    const spotsLeft = async () =>
      Number((await page.getByText(/Slobodnih mesta: \d+/).textContent())?.match(/\d+/)?.[0]);
    let before = 0;
    for (const attempt of [1, 2]) {
      await page.goto('/prijava-dogadjaj?event=startup-workshop-maj');
      if (attempt === 1) before = await spotsLeft();
      else expect(await spotsLeft()).toBe(before - 1);
      const form = page.getByRole('form', { name: 'Prijava na događaj' });
      await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ivana');
      await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Ivić');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByRole('button', { name: 'Prijavi se' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prijava poslata!' })).toBeVisible();
    }
    await expect(
      page.getByText(
        'Ova email adresa je već bila prijavljena za ovaj događaj: sačuvali smo tvoje nove podatke i ponovo šaljemo potvrdu.',
      ),
    ).toBeVisible();
    await page.goto('/prijava-dogadjaj?event=startup-workshop-maj');
    expect(await spotsLeft()).toBe(before - 1);
  });

  test('missing required fields read "Molimo unesite sva obavezna polja."', async ({ page }) => {
    await page.goto('/prijava-dogadjaj?event=wild-mixer-april');
    await page.getByRole('form', { name: 'Prijava na događaj' }).getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(page, 'Greška', 'Molimo unesite sva obavezna polja.');
    await expect(page.getByText('Molimo unesite sva obavezna polja.')).toHaveCount(1);
  });

  test('an event described by its link shows its date as "date u time"', async ({ page }) => {
    await page.goto('/prijava-dogadjaj?title=Meetup%20osniva%C4%8Da&date=12.%20jun&time=18%3A00&location=Ni%C5%A1');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetup osnivača' })).toBeVisible();
    await expect(page.getByText('12. jun u 18:00')).toBeVisible();
    await expect(page.getByText('Niš')).toBeVisible();
  });

  test('an unknown event shows "Događaj nije pronađen" with a way back to /events', async ({ page }) => {
    await page.goto('/prijava-dogadjaj?event=ne-postoji');
    await expect(page.getByRole('heading', { level: 1, name: 'Događaj nije pronađen' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Pogledaj događaje' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});

test.describe('[VISITOR] newsletter', () => {
  test('signs up on /community and is asked to confirm by e-mail', async ({ page }) => {
    await page.goto('/community');
    const form = page.getByRole('form', { name: 'Prijava na newsletter' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Mila');
    await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Milić');
    await form.getByRole('textbox', { name: 'Email adresa', exact: true }).fill(uniqueEmail('citalac'));
    await form.getByRole('button', { name: 'Prijavi se' }).click();
    await expectToast(page, 'Proveri email', 'Poslali smo ti email sa linkom za potvrdu.');
  });

  test("requires first name, last name and e-mail with the browser's own checks (spec §5)", async ({ page }) => {
    await page.goto('/community');
    const form = page.getByRole('form', { name: 'Prijava na newsletter' });
    const first = form.getByRole('textbox', { name: 'Ime', exact: true });
    const last = form.getByRole('textbox', { name: 'Prezime', exact: true });
    const email = form.getByRole('textbox', { name: 'Email adresa', exact: true });
    for (const field of [first, last, email]) await expect(field).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');

    // The browser stops the submission: nothing is sent, no toast appears.
    await form.getByRole('button', { name: 'Prijavi se' }).click();
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await first.fill('Mila');
    await last.fill('Milić');
    await email.fill('mila@');
    await form.getByRole('button', { name: 'Prijavi se' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a confirmation link that is not valid says so after the button', async ({ page }) => {
    await page.goto('/newsletter/potvrda?token=nepostojeci-token-1234567890');
    await page.getByRole('button', { name: 'Potvrdi prijavu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link nije važeći' })).toBeVisible();
  });
});

test.describe('[VISITOR] calendar files', () => {
  test('/events.ics is a feed with Belgrade times and the VTIMEZONE block', async ({ request }) => {
    const response = await request.get('/events.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const body = await response.text();
    expect(body).toContain('BEGIN:VTIMEZONE');
    expect(body).toMatch(/DTSTART;TZID=Europe\/Belgrade:\d{8}T\d{6}/);
    expect(body).toContain('SUMMARY:Wild Mixer – april');
  });

  test('each event offers its own download', async ({ request }) => {
    const response = await request.get('/events/wild-mixer-april/event.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toContain('wild-mixer-april.ics');
    expect((await response.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect((await request.get('/events/ne-postoji/event.ics')).status()).toBe(404);
  });
});
