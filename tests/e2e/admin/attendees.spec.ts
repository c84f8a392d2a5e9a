import { expect, test, type Page } from '@playwright/test';

import { uniqueEmail } from '../forms/support';
import { mailsInOutbox } from '../support/mail';
import { createEventInPanel, expectToast, openAdminTab, registerAsVisitor } from './support';

/** An admin creates an upcoming event with `places` places; its title. */
async function createEvent(page: Page, prefix: string, places: number): Promise<string> {
  await openAdminTab(page, 'events');
  return createEventInPanel(page, prefix, { places, start: '2031-05-20T18:00', location: 'Beograd, Sala 1' });
}

test('[ADMIN] sees the attendees by status, searches, removes one (the waitlist moves up, mailed) and writes to them', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = await createEvent(page, 'Polaznici', 1);
  const [first, second, third] = [uniqueEmail('prvi'), uniqueEmail('drugi'), uniqueEmail('treci')];
  await registerAsVisitor(browser, title, first, ['Prvoslav', 'Prvić']);
  await registerAsVisitor(browser, title, second, ['Drina', 'Drugić']);
  await registerAsVisitor(browser, title, third, ['Tara', 'Trećić']);

  // The tab links to the event's own page.
  await page.goto('/admin?tab=events');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByText('Prijave (3)').click();
  await card.getByRole('link', { name: `Pogledaj prijave za ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);

  const statuses = page.getByRole('navigation', { name: 'Status prijava' });
  await expect(statuses.getByRole('link', { name: 'Prijavljen (1)' })).toBeVisible();
  await expect(statuses.getByRole('link', { name: 'Lista čekanja (2)' })).toBeVisible();
  const table = page.getByRole('table', { name: `Prijave za ${title}` });
  const row = (email: string) => table.getByRole('row').filter({ hasText: email });
  await expect(row(first)).toContainText('Prijavljen');
  await expect(row(first)).toContainText('Forma');
  await expect(row(second)).toContainText('Lista čekanja: 1. mesto');
  await expect(row(third)).toContainText('Lista čekanja: 2. mesto');

  // The search, by a name without its diacritics.
  const search = page.getByRole('search', { name: 'Pretraga prijava' });
  await search.getByRole('searchbox', { name: 'Pretraži prijave' }).fill('trecic');
  await search.getByRole('button', { name: 'Pretraži' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row(third)).toBeVisible();
  await page.getByRole('link', { name: 'Očisti pretragu' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);

  // 'Ukloni' asks first; the place goes to the first in line, who is mailed.
  await row(first).getByRole('button', { name: 'Ukloni: Prvoslav Prvić' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ukloniti prijavu?' });
  await expect(dialog).toContainText('dobija ga prvi sa liste čekanja');
  await dialog.getByRole('button', { name: 'Ukloni', exact: true }).click();
  await expectToast(page, 'Prijava uklonjena');
  await expect(row(first)).toContainText('Otkazano');
  await expect(row(first).getByRole('button', { name: /Ukloni/ })).toHaveCount(0);
  await expect(row(second)).toContainText('Prijavljen');
  await expect(row(third)).toContainText('Lista čekanja: 1. mesto');
  await expect(statuses.getByRole('link', { name: 'Otkazano (1)' })).toBeVisible();
  expect(await mailsInOutbox(browser, second, 'registration.promoted')).toHaveLength(1);

  // 'Pošalji poruku prijavljenima': a preview with the count, a confirmation, one mail each.
  const form = page.getByRole('form', { name: 'Poruka prijavljenima' });
  await form.getByRole('textbox', { name: 'Naslov' }).fill('Promena sale');
  await form.getByRole('textbox', { name: 'Tekst poruke' }).fill('Vidimo se u Sali 2, <b>drugi</b> sprat.');
  await form.getByRole('checkbox', { name: 'Pošalji i listi čekanja' }).check();
  await form.getByRole('button', { name: 'Pregledaj poruku' }).click();
  const preview = page.getByRole('region', { name: 'Pregled poruke' });
  await expect(preview).toContainText('Poruku će dobiti: 2 osobe (prijavljeni i lista čekanja).');
  await expect(preview).toContainText('Vidimo se u Sali 2, bdrugi/b sprat.');
  await preview.getByRole('button', { name: 'Pošalji (2 osobe)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Poslati poruku?' });
  await expect(confirm).toContainText('će dobiti 2 osobe');
  await confirm.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await expectToast(page, 'Poruka poslata', 'Poruka je upisana za slanje: 2 primaoca.');

  for (const email of [second, third]) {
    const mails = await mailsInOutbox(browser, email, 'event.message');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Vidimo se u Sali 2');
  }
  expect(await mailsInOutbox(browser, first, 'event.message')).toHaveLength(0);

  // The CSV names each status.
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Preuzmi CSV' }).getAttribute('href')) ?? '',
  );
  const text = await csv.text();
  expect(text).toContain('Status,Izvor');
  expect(text).toMatch(new RegExp(`${first.replace(/[.+]/g, '\\$&')}.*Otkazano,Forma`));
});

test('[ADMIN] moves an event: each registered and waiting person gets one change notice, the .ics moves (SEQUENCE 1)', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = await createEvent(page, 'Selidba', 1);
  const [registered, waiting] = [uniqueEmail('seli'), uniqueEmail('ceka')];
  await registerAsVisitor(browser, title, registered, ['Sava', 'Selić']);
  await registerAsVisitor(browser, title, waiting, ['Vida', 'Čekić']);

  await page.goto('/admin?tab=events');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Uredi događaj ${title}` }).click();
  const edit = page.getByRole('form', { name: `Uređivanje događaja ${title}` });
  await edit.getByLabel('Datum i vreme').fill('2031-05-22T19:30');
  await edit.getByRole('textbox', { name: 'Lokacija' }).fill('Novi Sad, Sala 3');
  await edit.getByRole('button', { name: 'Sačuvaj' }).click();
  await expectToast(page, 'Uspešno', 'Događaj je uspešno ažuriran');

  for (const email of [registered, waiting]) {
    const notices = await mailsInOutbox(browser, email, 'event.changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('19:30');
    expect(notices[0]).toContain('Novi Sad, Sala 3');
    expect(notices[0]).toContain('Ranija lokacija: Beograd, Sala 1');
  }
  const calendarUrl = /https?:\/\/\S+\/events\/\S+\/event\.ics/.exec(
    (await mailsInOutbox(browser, registered, 'event.changed'))[0] ?? '',
  )?.[0];
  const ics = await page.request.get(new URL(calendarUrl ?? '').pathname);
  const body = await ics.text();
  expect(body).toContain('SEQUENCE:1');
  expect(body).toContain('DTSTART;TZID=Europe/Belgrade:20310522T193000');
  expect(body).toContain('LOCATION:Novi Sad\\, Sala 3');
});
