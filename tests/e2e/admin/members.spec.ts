import { expect, test, type Page } from '@playwright/test';

import { approveInPanel, expectToast, openMembersTabAsAdmin, signUpAsMember } from '../members/support';

/** The newest outbox mail to an address, with its text opened. */
async function openMailTo(admin: Page, email: string, subject: RegExp) {
  await admin.goto('/admin/outbox');
  const mail = admin
    .getByRole('article')
    .filter({ hasText: `Za: ${email}` })
    .filter({ hasText: subject })
    .first();
  await mail.getByText('Tekst poruke').click();
  return mail;
}

test.describe("[ADMIN] 'Članovi': standings, search, the member's record and decisions", () => {
  test('search finds a pending member; rejecting with a note mails it, records it, and the member can be re-opened', async ({
    page,
    browser,
  }) => {
    const name = `Napomena Test ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);

    const admin = await openMembersTabAsAdmin(browser);
    const filters = admin.getByRole('navigation', { name: 'Status članova' });
    await expect(filters.getByRole('link', { name: /Na čekanju \(\d+\)/ })).toHaveAttribute('aria-current', 'page');
    await admin.getByRole('searchbox', { name: 'Pretraži članove' }).fill(name.toUpperCase());
    await admin.getByRole('button', { name: 'Pretraži' }).click();
    await expect(admin.getByText(/^Pronađeno 1 od \d+/)).toBeVisible();
    await expect(admin.getByRole('list', { name: /članovi na čekanju \(\d+\)/i }).getByRole('listitem')).toHaveCount(1);

    await admin.getByRole('link', { name: `Detalji i istorija: ${name}` }).click();
    await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(admin.getByText('O ovom članu još nije odlučeno.')).toBeVisible();
    await admin.getByLabel('Napomena za člana (opciono)').fill('Dopunite opis delatnosti i prijavite se ponovo.');
    await admin.getByRole('button', { name: 'Odbij' }).click();
    await expectToast(admin, 'Profil odbačen!');
    const history = admin.getByRole('list', { name: 'Istorija odluka' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Odbijen');
    await expect(history).toContainText('admin@zajednica.local');
    await expect(history).toContainText('Dopunite opis delatnosti i prijavite se ponovo.');

    // The member's mail carries the note.
    const mail = await openMailTo(admin, email, /Odluka o vašem profilu/);
    await expect(mail).toContainText('member.decision');
    await expect(mail).toContainText('Dopunite opis delatnosti i prijavite se ponovo.');

    // The rejected list has them; re-opening puts them back among the pending.
    await admin.goto('/admin?tab=members&status=rejected');
    await expect(admin.getByRole('heading', { name: /Odbijeni članovi \(\d+\)/ })).toBeVisible();
    await admin.getByRole('link', { name: `Detalji i istorija: ${name}` }).click();
    await admin.getByRole('button', { name: 'Ponovo otvori prijavu' }).click();
    await expectToast(admin, 'Prijava ponovo otvorena');
    await expect(admin.getByRole('list', { name: 'Istorija odluka' }).getByRole('listitem')).toHaveCount(2);
    await expect(admin.getByRole('button', { name: 'Odobri' })).toBeVisible();
    await admin.context().close();

    await page.goto('/members');
    await expect(page).toHaveURL(/\/members\/pending-approval$/);
  });

  test('a suspended member sees why, can only export their data and sign out; reinstating gives access back', async ({
    page,
    browser,
  }) => {
    const name = `Suspenzija Test ${Date.now().toString(36)}`;
    const email = await signUpAsMember(page, name);
    const admin = await openMembersTabAsAdmin(browser);
    await approveInPanel(admin, email, name);

    await admin.goto('/admin?tab=members&status=approved');
    await admin.getByRole('link', { name: `Detalji i istorija: ${name}` }).click();
    // A suspension needs its reason.
    await admin.getByRole('button', { name: 'Suspenduj' }).click();
    await expect(admin.getByLabel('Razlog suspenzije')).toHaveAccessibleDescription('Navedite razlog suspenzije.');
    // Said once, beside the field: not repeated in a toast.
    await expect(admin.getByText('Navedite razlog suspenzije.')).toHaveCount(1);
    await admin.getByLabel('Razlog suspenzije').fill('Isti oglas poslat svim članovima.');
    await admin.getByRole('button', { name: 'Suspenduj' }).click();
    await expectToast(admin, 'Član suspendovan');
    await expect(admin.getByRole('button', { name: 'Ukini suspenziju' })).toBeVisible();

    // The member: every screen sends them to the suspended page, with the reason.
    await page.goto('/members/directory');
    await expect(page).toHaveURL(/\/members\/suspended$/);
    await expect(page.getByRole('heading', { name: 'Vaš nalog je suspendovan' })).toBeVisible();
    await expect(page.getByText('Isti oglas poslat svim članovima.')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Preuzmi moje podatke' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^moji-podaci-.*\.json$/);

    const mail = await openMailTo(admin, email, /suspendovan/);
    await expect(mail).toContainText('Isti oglas poslat svim članovima.');

    await admin.goto('/admin?tab=members&status=suspended');
    await admin.getByRole('link', { name: `Detalji i istorija: ${name}` }).click();
    await admin.getByRole('button', { name: 'Ukini suspenziju' }).click();
    await expectToast(admin, 'Suspenzija ukinuta');
    await admin.context().close();

    await page.goto('/members/suspended');
    await expect(page).toHaveURL(/\/members$/);
    await page.getByRole('button', { name: 'Odjavi se' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
