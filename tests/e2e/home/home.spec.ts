import { expect, test, type Page } from '@playwright/test';

test.describe('[VISITOR] home page', () => {
  test('shows the hero, results, why-join, testimonials, Wild Mixer, partners and calendar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mesto gde ideje postaju posao');
    const hero = page.getByRole('region', { name: 'Mesto gde ideje postaju posao' });
    await expect(hero.getByRole('link', { name: 'Pridruži se' })).toHaveAttribute('href', '/join');
    await expect(hero.getByRole('link', { name: /Kalendar događaja/ })).toHaveAttribute('target', '_blank');

    const results = page.getByRole('region', { name: 'Rezultati koji govore' });
    await expect(results.getByRole('listitem')).toHaveCount(3);
    await expect(results).toContainText('500+');
    await expect(results).toContainText('350+');

    await expect(page.getByRole('heading', { name: 'Zašto da nam se pridružiš?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Šta kažu članovi' })).toBeVisible();

    const gallery = page.getByRole('region', { name: 'Fotografije sa Wild Mixer-a' });
    await expect(gallery.getByRole('group', { includeHidden: true })).toHaveCount(10);
    await expect(gallery.getByRole('button', { name: /^Slajd \d+ od 10$/ })).toHaveCount(10);

    const partners = page.getByRole('list', { name: 'Partneri' });
    await expect(partners.getByRole('link')).toHaveCount(6);
    for (const link of await partners.getByRole('link').all()) await expect(link).toHaveAttribute('target', '_blank');

    const calendar = page.getByRole('region', { name: 'Kalendar događaja' });
    await expect(calendar.getByRole('link', { name: 'Svi događaji' })).toHaveAttribute('href', '/events');
    await expect(calendar.getByRole('link', { name: /Spoljni kalendar/ })).toHaveAttribute('target', '_blank');
    await expect(calendar).toContainText('Kafa sa osnivačima');
    await expect(page.getByRole('main').getByRole('link', { name: 'Newsletter arhiva' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });

  test('every image has alt text', async ({ page }) => {
    await page.goto('/');
    // The gallery adds its hidden slides' photos once it runs.
    await expect(page.getByRole('region', { name: 'Fotografije sa Wild Mixer-a' }).locator('img')).toHaveCount(10);
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(15);
    for (const image of await images.all()) {
      const alt = await image.getAttribute('alt');
      expect(alt, (await image.getAttribute('src')) ?? '').not.toBeNull();
    }
    const meaningful = await page.locator('main img[alt]:not([alt=""])').count();
    expect(meaningful).toBeGreaterThan(15);
  });
});

/**
 * The home page with the page's clock under the test's control (no waiting out real seconds) and
 * motion allowed, once the announcements carousel runs: rotation starts with hydration, which is
 * also when the later slides get their content.
 */
async function openRotatingAnnouncements(page: Page) {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Obaveštenja' });
  const current = carousel.getByRole('group').filter({ visible: true });
  await expect(current).toHaveAttribute('aria-label', /^1 od \d+$/);
  await expect(carousel.getByRole('group', { name: /^2 od \d+$/, includeHidden: true })).not.toBeEmpty();
  return { carousel, current };
}

test.describe('[VISITOR] announcements carousel', () => {
  test('advances every 5 seconds, and previous, next, dots and pause work', async ({ page }) => {
    const { carousel, current } = await openRotatingAnnouncements(page);
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', /^2 od \d+$/);

    await carousel.getByRole('button', { name: 'Pauziraj rotaciju' }).click();
    const count = await carousel.getByRole('button', { name: /^Slajd \d+ od \d+$/ }).count();
    expect(count).toBeGreaterThanOrEqual(3);
    await carousel.getByRole('button', { name: `Slajd 1 od ${count}` }).click();
    await expect(current).toHaveAttribute('aria-label', `1 od ${count}`);
    // Highest priority first: the seeded Wild Mixer announcement has priority 5.
    await expect(current).toContainText('Prijave za Wild Mixer su otvorene');
    await carousel.getByRole('button', { name: 'Sledeći slajd' }).click();
    await expect(current).toHaveAttribute('aria-label', `2 od ${count}`);
    await carousel.getByRole('button', { name: 'Prethodni slajd' }).click();
    await carousel.getByRole('button', { name: 'Prethodni slajd' }).click();
    await expect(current).toHaveAttribute('aria-label', `${count} od ${count}`);
    // Featured blog posts come after every announcement, with "Pročitaj više".
    await expect(current.getByRole('link', { name: 'Pročitaj više' })).toHaveAttribute('href', /^\/blog\//);
    // Paused: nothing moves on its own.
    await page.clock.runFor(5500);
    await expect(current).toHaveAttribute('aria-label', `${count} od ${count}`);
    await carousel.getByRole('button', { name: 'Pokreni rotaciju' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', `1 od ${count}`);
  });

  test('keyboard focus inside stops the rotation; the focus a mouse click leaves does not', async ({ page }) => {
    const { carousel, current } = await openRotatingAnnouncements(page);
    await carousel.getByRole('button', { name: 'Sledeći slajd' }).click();
    await expect(current).toHaveAttribute('aria-label', /^2 od /);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', /^3 od /);

    // Shift+Tab from 'Sledeći slajd' reaches the last dot: keyboard focus, shown as such.
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.locator('button:focus-visible')).toHaveCount(1);
    await page.clock.runFor(5500);
    await expect(current).toHaveAttribute('aria-label', /^3 od /);
  });

  test('does not rotate when the visitor prefers reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const current = page.getByRole('region', { name: 'Obaveštenja' }).getByRole('group').filter({ visible: true });
    await expect(current).toHaveAttribute('aria-label', /^1 od/);
    await page.clock.runFor(5800);
    await expect(current).toHaveAttribute('aria-label', /^1 od/);
  });

  test('testimonials pause while the mouse is over them', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Utisci članova' });
    const current = carousel.getByRole('group').filter({ visible: true });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await page.clock.runFor(6800);
    await expect(current).toHaveAttribute('aria-label', '1 od 4');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', '2 od 4');
  });
});

test.describe('[VISITOR] partner strip', () => {
  test('scrolls with a second, hidden copy; its button pauses it; with reduced motion it stands still', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Partneri zajednice' });
    const track = strip.locator('.animate-marquee');
    await expect(track).toHaveCount(1);
    // The loop's copy is cloned in the browser and hidden: still six links for assistive technology.
    await expect(strip.getByRole('link')).toHaveCount(6);
    await expect(track.locator('a')).toHaveCount(12);

    await strip.getByRole('button', { name: 'Pauziraj traku' }).click();
    await expect(strip.getByRole('button', { name: 'Pokreni traku' })).toBeVisible();
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(strip.getByRole('list', { name: 'Partneri' }).getByRole('link')).toHaveCount(6);
    await expect(strip.locator('.animate-marquee')).toHaveCount(0);
    await expect(strip.getByRole('button', { name: 'Pauziraj traku' })).toHaveCount(0);
  });
});
