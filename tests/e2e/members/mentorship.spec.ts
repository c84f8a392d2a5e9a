import { expect, test } from '@playwright/test';

import { DEMO, expectToast, memberPage, signInAsMember } from './support';
import { confirmInDialog } from '../support/confirm';

test.describe('mentorship', () => {
  test('[MENTEE → MENTOR] Stefan asks Marko; only Marko can accept', async ({ browser }) => {
    const stefan = await memberPage(browser, DEMO.stefan);
    // This run's request, told apart by its message from the closed ones an earlier run on the same
    // database left in both members' lists.
    const message = `Zanima me kako da nađem prve kupce. ${Date.now().toString(36)}`;
    await stefan.goto('/members/mentorship');
    const tabs = stefan.getByRole('tablist', { name: 'Mentorstvo' });
    await expect(tabs.getByRole('tab', { name: /Mentori/ })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: /Traže mentora/ })).toBeVisible();
    // Spec: "Tabs Mentors (count), Seeking a mentor (count), My connections (count)".
    await expect(tabs.getByRole('tab')).toHaveText([
      /^Mentori \(\d+\)$/,
      /^Traže mentora \(\d+\)$/,
      /^Moje veze \(\d+\)$/,
    ]);

    await stefan.getByRole('searchbox', { name: 'Pretraga' }).fill('jovanovic');
    await stefan.getByRole('button', { name: 'Pretraži' }).click();
    await expect(stefan).toHaveURL(/q=jovanovic/);
    await expect(stefan.getByRole('heading', { name: 'Jelena Nikolić' })).toBeHidden();
    // Spec: one click sends the request.
    await stefan.getByRole('button', { name: 'Zatraži mentorstvo' }).click();
    await expectToast(stefan, 'Zahtev poslat!');
    await expect(stefan.getByText('Zahtev poslat', { exact: true })).toBeVisible();

    // The mentee never sees 'Prihvati' for his own requests (the seeded one to Jelena included).
    await stefan.goto('/members/mentorship?tab=connections');
    const own = stefan
      .getByRole('listitem')
      .filter({ has: stefan.getByRole('heading', { name: 'Marko Jovanović' }) })
      .filter({ hasText: 'Na čekanju' });
    await expect(own).toHaveCount(1);
    await expect(stefan.getByRole('button', { name: 'Prihvati' })).toHaveCount(0);

    // He takes it back and asks again, this time with a message: 'Zahtev sa porukom' opens its dialog.
    await confirmInDialog(own.getByRole('button', { name: 'Otkaži' }), 'Otkazati ovaj zahtev?', 'Otkaži zahtev');
    await expectToast(stefan, 'Mentorska veza zatvorena');
    await stefan.goto('/members/mentorship?q=jovanovic');
    await stefan.getByRole('button', { name: 'Zahtev sa porukom: Marko Jovanović' }).click();
    const dialog = stefan.getByRole('dialog', { name: 'Zahtev za mentorstvo: Marko Jovanović' });
    await dialog.getByRole('textbox', { name: 'Poruka mentoru' }).fill(message);
    await dialog.getByRole('textbox', { name: 'Oblasti' }).fill('prodaja');
    await dialog.getByRole('button', { name: 'Pošalji zahtev' }).click();
    await expectToast(stefan, 'Zahtev poslat!');
    await expect(dialog).toBeHidden();
    await expect(stefan.getByText('Zahtev poslat', { exact: true })).toBeVisible();

    const marko = await memberPage(browser, DEMO.marko);
    await marko.goto('/members/mentorship?tab=connections');
    // The request he took back is listed as cancelled; the new one carries his message.
    const fromStefan = marko
      .getByRole('listitem')
      .filter({ has: marko.getByRole('heading', { name: 'Stefan Đorđević' }) });
    await expect(fromStefan.filter({ hasText: 'Otkazano' }).first()).toBeVisible();
    const request = fromStefan.filter({ hasText: message });
    await expect(request.getByText('Na čekanju')).toBeVisible();
    await expect(request).toContainText('Oblasti: prodaja');
    await request.getByRole('button', { name: 'Prihvati' }).click();
    await expectToast(marko, 'Mentorstvo prihvaćeno!');
    await expect(request.getByText('Aktivno')).toBeVisible();
    await expect(request.getByRole('button', { name: 'Prihvati' })).toHaveCount(0);

    await stefan.goto('/members/mentorship?tab=connections');
    const mentorship = stefan
      .getByRole('listitem')
      .filter({ has: stefan.getByRole('heading', { name: 'Marko Jovanović' }) })
      .filter({ hasText: 'Aktivno' });
    await expect(mentorship).toHaveCount(1);

    // Either side ends it; the dialog asks first.
    await confirmInDialog(
      mentorship.getByRole('button', { name: 'Završi' }),
      'Označiti mentorstvo kao završeno?',
      'Završi',
    );
    await expectToast(stefan, 'Mentorska veza zatvorena', 'Obe strane su obaveštene.');
    await expect(
      stefan
        .getByRole('listitem')
        .filter({ has: stefan.getByRole('heading', { name: 'Marko Jovanović' }) })
        .filter({ hasText: message })
        .filter({ hasText: 'Završeno' }),
    ).toHaveCount(1);

    await stefan.context().close();
    await marko.context().close();
  });

  test('[MEMBER] the mentors search filters as you type, without pressing Pretraži; the other tab starts empty', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/mentorship');
    const search = page.getByRole('searchbox', { name: 'Pretraga', exact: true });
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toBeVisible();

    await search.fill('nikolic');
    await expect(page).toHaveURL(/[?&]q=nikolic(&|$)/);
    await expect(page.getByRole('heading', { name: 'Marko Jovanović' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Jelena Nikolić' })).toBeVisible();
    await expect(search).toBeFocused();
    await page.keyboard.type('-xyz');
    await expect(page.getByText('Nijedan mentor ne odgovara pretrazi.')).toBeVisible();
    await expect(search).toHaveValue('nikolic-xyz');

    const mentees = page.getByRole('tablist', { name: 'Mentorstvo' }).getByRole('tab', { name: /Traže mentora/ });
    await mentees.click();
    await expect(page).toHaveURL(/[?&]tab=mentees(&|$)/);
    await expect(mentees).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveValue('');
  });
});
