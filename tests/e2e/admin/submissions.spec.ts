import { expect, test } from '@playwright/test';

import { uniqueEmail } from '../forms/support';

import { expectToast, openAdminTab, uniqueName } from './support';

test.describe('[ADMIN] Predlozi', () => {
  test('approves a proposal with a note and turns it into a draft event in one click; the proposer is mailed each step', async ({
    page,
  }) => {
    const name = uniqueName('Veče osnivača');
    const proposer = uniqueEmail('predlog');
    await page.goto('/events');
    await page.getByRole('button', { name: 'Predloži događaj' }).click();
    const suggest = page.getByRole('dialog', { name: 'Predloži događaj' });
    await suggest.getByRole('radio', { name: 'Drugi sajt' }).check();
    await suggest.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Petar Perić');
    await suggest.getByRole('textbox', { name: 'Email', exact: true }).fill(proposer);
    await suggest.getByRole('textbox', { name: 'URL stranice događaja' }).fill('https://primer.rs/vece');
    await suggest.getByRole('textbox', { name: 'Naziv događaja' }).fill(name);
    await suggest.getByRole('textbox', { name: 'Lokacija' }).fill('Kreativni Hub');
    await suggest.getByRole('textbox', { name: 'Datum i vreme' }).fill('12.5.2031. u 18:00');
    await suggest.getByRole('button', { name: 'Pošalji predlog' }).click();
    await expectToast(page, 'Uspešno poslato!');

    await openAdminTab(page, 'submissions');
    // The tab is named what it is; its count is its description.
    const submissionsTab = page.getByRole('tab', { name: 'Predlozi', exact: true, selected: true });
    await expect(submissionsTab).toHaveAccessibleDescription(/^\d+$/);
    const pending = page.getByRole('region', { name: /Predlozi na čekanju \(\d+\)/ });
    const card = pending.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('textbox', { name: 'Napomena (opciono)' }).fill('Odlično, javljamo se.');
    await card.getByRole('button', { name: 'Odobri' }).click();
    await expectToast(page, 'Uspešno', 'Predlog je odobren');

    const reviewed = page
      .getByRole('region', { name: /Pregledani predlozi/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await expect(reviewed).toContainText('Odobren');
    await expect(reviewed).toContainText('Odlično, javljamo se.');
    await reviewed.getByRole('button', { name: 'Napravi nacrt događaja' }).click();
    await expectToast(page, 'Uspešno', 'Nacrt događaja je kreiran. Proverite ga i aktivirajte u kartici Događaji.');
    await reviewed.getByRole('link', { name: 'Otvori Događaje' }).click();

    const draft = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(draft).toContainText('Neaktivan');
    await expect(draft).toContainText('Iz predloga');
    await expect(draft).toContainText('Kreativni Hub');
    await expect(draft).toContainText('12. maj 2031.');
    await expect(draft).toContainText('Događaj je predložio/la: Petar Perić');

    await page.goto('/admin/outbox');
    const mails = page.getByRole('article').filter({ hasText: `Za: ${proposer}` });
    await expect(mails).toHaveCount(2);
    const approval = mails.filter({ hasText: 'Vaš predlog događaja je odobren' });
    await approval.getByText('Tekst poruke').click();
    await expect(approval).toContainText('Odlično, javljamo se.');
    await expect(mails.filter({ hasText: 'Vaš predlog postaje događaj' })).toContainText('proposal.draft');
  });

  test('rejects a proposal with a note; it moves to the reviewed list and the proposer is told why', async ({
    page,
  }) => {
    const name = uniqueName('Odbijeni predlog');
    const proposer = uniqueEmail('predlog');
    await page.goto('/events');
    await page.getByRole('button', { name: 'Predloži događaj' }).click();
    const suggest = page.getByRole('dialog', { name: 'Predloži događaj' });
    await suggest.getByRole('radio', { name: 'Drugi sajt' }).check();
    await suggest.getByRole('textbox', { name: 'Ime i prezime', exact: true }).fill('Ana Anić');
    await suggest.getByRole('textbox', { name: 'Email', exact: true }).fill(proposer);
    await suggest.getByRole('textbox', { name: 'URL stranice događaja' }).fill('https://primer.rs/x');
    await suggest.getByRole('textbox', { name: 'Naziv događaja' }).fill(name);
    await suggest.getByRole('button', { name: 'Pošalji predlog' }).click();
    await expectToast(page, 'Uspešno poslato!');

    await openAdminTab(page, 'submissions');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('textbox', { name: 'Napomena (opciono)' }).fill('Termin je već zauzet.');
    await card.getByRole('button', { name: 'Odbaci' }).click();
    await expectToast(page, 'Uspešno', 'Predlog je odbačen');
    const reviewed = page
      .getByRole('region', { name: /Pregledani predlozi/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await expect(reviewed).toContainText('Odbačen');
    await expect(reviewed.getByRole('button', { name: 'Napravi nacrt događaja' })).toHaveCount(0);

    await page.goto('/admin/outbox');
    const mail = page.getByRole('article').filter({ hasText: `Za: ${proposer}` });
    await expect(mail).toContainText('Odluka o vašem predlogu događaja');
    await mail.getByText('Tekst poruke').click();
    await expect(mail).toContainText('Termin je već zauzet.');
  });
});
