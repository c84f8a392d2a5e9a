import { expect, test } from '@playwright/test';

test.describe('[VISITOR] events page', () => {
  test('lists upcoming events soonest first, then past ones most recent first, each with date, time and place', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Događaji' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Predstojeći događaji' });
    const titles = upcoming.getByRole('heading', { level: 3 });
    await expect(titles.first()).toHaveText('Kafa sa osnivačima');
    await expect(upcoming).toContainText('Wild Mixer – april');
    await expect(upcoming).toContainText('Startup radionica – maj');
    await expect(upcoming.getByRole('link', { name: /Prijavi se na događaj Wild Mixer – april/ })).toHaveAttribute(
      'href',
      '/prijava-dogadjaj?event=wild-mixer-april',
    );
    await expect(upcoming).toContainText(/Slobodnih mesta: \d+/);
    const calendarFile = upcoming.getByRole('link', { name: /Dodaj u kalendar \(Wild Mixer – april\)/ });
    await expect(calendarFile).toHaveAttribute('href', '/events/wild-mixer-april/event.ics');
    const ics = await page.request.get('/events/wild-mixer-april/event.ics');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('SUMMARY:Wild Mixer – april');

    const past = page.getByRole('region', { name: 'Prošli događaji' });
    // By date, the most recent first (the list is paged: page 1 is the last few; other specs may
    // add older ones after these two).
    const pastTitles = past.getByRole('heading', { level: 3 });
    await expect(pastTitles.nth(0)).toHaveText('Wild Mixer – jesen');
    await expect(pastTitles.nth(1)).toHaveText('Radionica: finansiranje i grantovi');
    await expect(past.getByRole('link', { name: /Prijavi se/ })).toHaveCount(0);
  });

  test('shows the calendar, the newsletter block (there are upcoming events) and the join button', async ({ page }) => {
    await page.goto('/events');
    const calendar = page.getByRole('region', { name: 'Kalendar događaja' });
    await expect(calendar.getByRole('link', { name: /Otvori spoljni kalendar/ })).toHaveAttribute('target', '_blank');
    await expect(calendar).toContainText('Pitch veče');
    await expect(page.getByRole('region', { name: 'Ne propusti sledeći događaj' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Postani deo zajednice' }).getByRole('link', { name: 'Pridruži se' }),
    ).toHaveAttribute('href', '/join');
  });

  test('the suggest-event dialog opens', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Predloži događaj' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
