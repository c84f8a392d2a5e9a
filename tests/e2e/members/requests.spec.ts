import { expect, test } from '@playwright/test';

import { DEMO, expectToast, signInAsMember, signInWithoutJavaScript } from './support';

test.describe('ads (Oglasi & Zahtevi)', () => {
  test('[MEMBER] posts an ad through ?new=1, then finds it with the filters and search', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/requests?new=1');
    const dialog = page.getByRole('dialog', { name: 'Novi oglas' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Objavi oglas' }).click();
    await expect(dialog.getByLabel('Naslov')).toHaveAccessibleDescription('Naslov je obavezan');
    await expect(dialog.getByLabel('Opis')).toHaveAccessibleDescription('Opis je obavezan');
    await expect(page.getByText('Naslov je obavezan')).toHaveCount(1);

    const title = `Nudimo prostor za čuvanje opreme ${Date.now().toString(36)}`;
    await dialog.getByLabel('Tip oglasa').selectOption('offering');
    await dialog.getByLabel('Kategorija').selectOption('services');
    await dialog.getByLabel('Naslov').fill(title);
    await dialog.getByLabel('Opis').fill('Magacin od 40 m² na Novom Beogradu, povoljno za članove.');
    await dialog.getByLabel('Tagovi').fill(' magacin,  Novi Beograd ,, ');
    await dialog.getByRole('button', { name: 'Objavi oglas' }).click();
    await expectToast(page, 'Oglas uspešno objavljen!');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/members\/requests$/);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Nudim', { exact: true })).toBeVisible();
    await expect(card.getByText('Usluge', { exact: true })).toBeVisible();
    await expect(card.getByText('#Novi Beograd')).toBeVisible();
    await expect(card.getByText(/Ana Petrović · \d{1,2}\. [a-z]+ \d{4}\./)).toBeVisible();
    // The poster's own ad offers the owner's controls instead of 'Kontaktiraj'.
    await expect(card.getByRole('button', { name: `Zatvori oglas: ${title}` })).toBeVisible();

    // Filters live in the URL.
    await page.getByLabel('Tip', { exact: true }).selectOption('seeking');
    await page.getByRole('button', { name: 'Pretraži' }).click();
    await expect(page).toHaveURL(/type=seeking/);
    await expect(page.getByRole('heading', { name: title })).toBeHidden();

    await page.goto(`/members/requests?q=${encodeURIComponent('CUVANJE OPREME')}&type=offering&category=services`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Pronađeno \d+ oglas/ })).toBeVisible();

    await page.goto('/members/requests?q=nema-takvog-oglasa-xyz');
    await expect(page.getByRole('heading', { name: 'Nema oglasa koji odgovaraju pretrazi' })).toBeVisible();
  });

  test('[MEMBER] deleting an own ad asks in a dialog first: Otkaži keeps it, Obriši removes it', async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    await page.goto('/members/requests?new=1');
    const newAd = page.getByRole('dialog', { name: 'Novi oglas' });
    const title = `Oglas za brisanje ${Date.now().toString(36)}`;
    await newAd.getByLabel('Naslov').fill(title);
    await newAd.getByLabel('Opis').fill('Privremeni oglas koji se briše u testu.');
    await newAd.getByRole('button', { name: 'Objavi oglas' }).click();
    await expectToast(page, 'Oglas uspešno objavljen!');

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const remove = card.getByRole('button', { name: `Obriši oglas: ${title}` });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Da li sigurno želite da obrišete ovaj oglas?' });
    await expect(confirm).toContainText(`Oglas „${title}” nestaje sa liste. Brisanje je trajno.`);
    // Nothing is lost by a stray Enter: the dialog starts on 'Otkaži'.
    await expect(confirm.getByRole('button', { name: 'Otkaži' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await page.reload();
    await expect(card).toBeVisible();

    // From the keyboard: the button goes with its ad, and focus goes to the list the ad was in
    // instead of falling back to the top of the page.
    await remove.focus();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Obriši' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Oglas obrisan', 'Oglas je trajno uklonjen.');
    await expect(card).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('UL');
  });

  test('[MEMBER] another member contacts the poster from the ad', async ({ page }) => {
    await signInAsMember(page, DEMO.jelena);
    await page.goto('/members/requests?category=partnership');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Tražim saosnivača sa biznis iskustvom' }) });
    await card.getByRole('button', { name: 'Kontaktiraj: Stefan Đorđević' }).click();
    await expect(page).toHaveURL(/\/members\/messages\?to=/);
    await expect(page.getByRole('heading', { name: 'Stefan Đorđević' })).toBeVisible();
  });

  test("[MEMBER] an own ad's edit address opens its dialog; saved, the address drops it", async ({ page }) => {
    await signInAsMember(page, DEMO.ana);
    // The address 'Izmeni' leads to before React runs (the served page's link).
    const served = await (await page.request.get('/members/requests?mine=1')).text();
    const editLink = served.match(/href="(\/members\/requests\?mine=1&amp;edit=[0-9a-f-]+)"/)?.[1];
    expect(editLink).toBeDefined();

    await page.goto(editLink!.replace('&amp;', '&'));
    const dialog = page.getByRole('dialog', { name: 'Izmeni oglas' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Naslov')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await expectToast(page, 'Oglas ažuriran!');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/members\/requests\?mine=1$/);
  });

  test("[MEMBER] an ad's report opens from the keyboard as a dialog, and Escape gives focus back to its button", async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.jelena);
    // The page carries the report's button, not its form: the dialog mounts when first opened.
    const served = await (await page.request.get('/members/requests?category=partnership')).text();
    expect(served).toContain('aria-label="Prijavi oglas: Tražim saosnivača sa biznis iskustvom"');
    expect(served).not.toContain('Razlog prijave');

    await page.goto('/members/requests?category=partnership');
    const trigger = page.getByRole('button', { name: 'Prijavi oglas: Tražim saosnivača sa biznis iskustvom' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Prijavi oglas' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Razlog prijave' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("[MEMBER] an ad's report address opens its dialog; sent, the address drops it", async ({ page }) => {
    await signInAsMember(page, DEMO.marko);
    await page.goto('/members/requests?category=partnership');
    const adId = await page
      .getByRole('button', { name: 'Prijavi oglas: Tražim saosnivača sa biznis iskustvom' })
      .evaluate((button) => button.closest('li')?.querySelector('h2')?.id.replace(/^ad-/, ''));
    expect(adId).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto(`/members/requests?report=${adId}`);
    const dialog = page.getByRole('dialog', { name: 'Prijavi oglas' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Nešto drugo').check();
    await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
    await expectToast(page, 'Oglas prijavljen');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/members\/requests$/);
  });

  test('[MEMBER] the filters and the search apply as you choose and type, without pressing Pretraži', async ({
    page,
  }) => {
    await signInAsMember(page, DEMO.jelena);
    await page.goto('/members/requests');
    const partner = page.getByRole('heading', { name: 'Tražim saosnivača sa biznis iskustvom' });
    const mentor = page.getByRole('heading', { name: 'Tražim mentora za izlazak na B2B tržište' });
    await expect(mentor).toBeVisible();
    // The search form's fields (the new-ad form has a 'Kategorija' too).
    const filters = page.getByRole('search', { name: 'Pretraga oglasa' });

    await filters.getByLabel('Kategorija').selectOption('partnership');
    await expect(page).toHaveURL(/[?&]category=partnership(&|$)/);
    await expect(partner).toBeVisible();
    await expect(mentor).toHaveCount(0);

    const search = filters.getByRole('searchbox', { name: 'Pretraga', exact: true });
    await search.fill('nema-takvog-oglasa-xyz');
    await expect(page.getByRole('heading', { name: 'Nema oglasa koji odgovaraju pretrazi' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Pronađeno 0 oglasa' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=nema-takvog-oglasa-xyz(&|$)/);
    await expect(search).toBeFocused();

    await search.fill('saosnivac');
    await expect(partner).toBeVisible();
    await expect(page).toHaveURL(/[?&]category=partnership(&|$)/);
    await expect(filters.getByLabel('Kategorija')).toHaveValue('partnership');
  });
});

test.describe('ads without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[MEMBER] the new-ad and edit buttons are links to the page with that one form open; a refused change answers there', async ({
    page,
  }) => {
    await signInWithoutJavaScript(page, DEMO.jelena);

    // The list carries links, not forms: only the form asked for is in the page.
    await page.goto('/members/requests?mine=1');
    await expect(page.getByRole('form', { name: 'Novi oglas' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Izmena oglasa' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Novi oglas' }).click();
    await expect(page).toHaveURL(/\/members\/requests\?mine=1&new=1$/);

    const title = `Delim kancelariju bez JavaScripta ${Date.now().toString(36)}`;
    const newAd = page.getByRole('form', { name: 'Novi oglas' });
    await newAd.getByLabel('Tip oglasa').selectOption('offering');
    await newAd.getByLabel('Naslov').fill(title);
    await newAd.getByLabel('Opis').fill('Dva radna mesta u Novom Sadu, za članove po ceni režija.');
    await newAd.getByRole('button', { name: 'Objavi oglas' }).click();
    // Stored, the page goes on to the list (no form to post twice on a reload).
    await expect(page).toHaveURL(/\/members\/requests$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();

    // The edit address keeps the list it was opened from (here all ads, page 1).
    await card.getByRole('link', { name: 'Izmeni' }).click();
    await expect(page).toHaveURL(/\/members\/requests\?edit=[0-9a-f-]+$/);
    const edit = page.getByRole('form', { name: 'Izmena oglasa' });
    await expect(edit).toHaveCount(1);
    await expect(edit.getByLabel('Naslov')).toHaveValue(title);
    await edit.getByLabel('Naslov').fill('');
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    // Refused, the answer comes back on the same address, the form open with the message beside the field.
    await expect(page).toHaveURL(/\/members\/requests\?edit=[0-9a-f-]+$/);
    await expect(edit.getByText('Naslov je obavezan', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    const renamed = `${title} (izmenjen)`;
    await edit.getByLabel('Naslov').fill(renamed);
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await expect(page).toHaveURL(/\/members\/requests\?mine=1$/);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Izmena oglasa' })).toHaveCount(0);
  });

  test("[TWO MEMBERS] another's ad's report is a link to the page with its form open; a report sent goes back to the list", async ({
    page,
    browser,
  }) => {
    // Jelena posts the ad (with JavaScript, as it is not what this test is about).
    const poster = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    await signInAsMember(poster, DEMO.jelena);
    const title = `Tražim prostor za radionicu ${Date.now().toString(36)}`;
    await poster.goto('/members/requests?new=1');
    const newAd = poster.getByRole('dialog', { name: 'Novi oglas' });
    await newAd.getByLabel('Naslov').fill(title);
    await newAd.getByLabel('Opis').fill('Sala za dvadeset ljudi, jedno popodne mesečno.');
    await newAd.getByRole('button', { name: 'Objavi oglas' }).click();
    await expectToast(poster, 'Oglas uspešno objavljen!');
    await poster.context().close();

    await signInWithoutJavaScript(page, DEMO.stefan);
    await page.goto('/members/requests');
    await expect(page.getByRole('group', { name: 'Razlog prijave' })).toHaveCount(0);
    await page.getByRole('link', { name: `Prijavi oglas: ${title}` }).click();
    await expect(page).toHaveURL(/\/members\/requests\?report=[0-9a-f-]+$/);
    const reasons = page.getByRole('group', { name: 'Razlog prijave' });
    await expect(reasons).toHaveCount(1);
    await reasons.getByLabel('Prevara ili lažno predstavljanje').check();
    await page.getByLabel('Opišite problem (opciono)').fill('Prijavljeno bez JavaScripta');
    await page.getByRole('button', { name: 'Pošalji prijavu' }).click();
    // Stored, the page goes on to the list (no form to post twice on a reload).
    await expect(page).toHaveURL(/\/members\/requests$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Razlog prijave' })).toHaveCount(0);
  });
});
