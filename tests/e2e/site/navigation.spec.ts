import { expect, test } from '@playwright/test';

const NAV = [
  ['Početna', '/'],
  ['O nama', '/about'],
  ['Tim', '/team'],
  ['Događaji', '/events'],
  ['Blog', '/blog'],
  ['Zajednica', '/community'],
  ['Shop', null],
  ['Kontakt', '/contact'],
] as const;

test.describe('[VISITOR] site navigation', () => {
  test('the top navigation lists the spec items in order, marks the current route and opens Shop in a new tab', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    // Exactly the spec's eight links, each named exactly as it reads.
    await expect(nav.getByRole('link')).toHaveText(NAV.map(([label]) => label));
    for (const [label, href] of NAV) {
      const link = nav.getByRole('link', { name: label, exact: true });
      if (href) await expect(link).toHaveAttribute('href', href);
      else {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAccessibleDescription('otvara se u novom prozoru');
      }
    }
    await expect(nav.getByRole('link', { name: 'O nama' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Početna' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pridruži se' })).toHaveAttribute('href', '/join');
  });

  test("on the home page 'Početna' is the one link of that name in the header, and it is marked current", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Početna' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('choosing a link navigates and moves the active marker', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await nav.getByRole('link', { name: 'Događaji' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Događaji' })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer lists navigation, community links, social links and the 2024 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const footerNav = footer.getByRole('navigation', { name: 'Navigacija u podnožju' });
    await expect(footerNav.getByRole('link')).toHaveText([
      'Home',
      'O nama',
      'Događaji',
      'Zajednica',
      'Priče',
      'Kontakt',
    ]);
    await expect(footerNav.getByRole('link', { name: 'Priče' })).toHaveAttribute('href', '/stories');
    const community = footer.getByRole('navigation', { name: 'Zajednica' });
    await expect(community.getByRole('link')).toHaveText(['Pridruži se', 'Događaji', 'WhatsApp grupa']);
    await expect(community.getByRole('link', { name: 'WhatsApp grupa' })).toHaveAttribute('href', '/community');
    await expect(footer.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('© 2024');
    await expect(footer.getByRole('link', { name: 'Newsletter arhiva' })).toHaveAttribute('href', '/newsletter');
  });
});

test.describe('[VISITOR] mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('below md the menu hides behind a toggle, opens, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Meni' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobilna navigacija' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test('Escape closes the open menu, from inside it or on the toggle, and focus is back on the toggle', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Meni' });
    const menu = page.getByRole('navigation', { name: 'Mobilna navigacija' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Tim' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('[VISITOR] scroll to top', () => {
  test('appears after 300 px of scroll and brings the page back to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Vrati se na početak' });
    await expect(button).toBeHidden();
    // Scrolled, and two frames later the scroll handler has run.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 250);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('[VISITOR] theme', () => {
  test('starts light, and a chosen dark theme survives a reload without a flash', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/light/);
    const themes = page.getByRole('banner').getByRole('radiogroup', { name: 'Tema' });
    await themes.getByRole('radio', { name: 'Tamna tema' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('preduzetnicka-mreza-theme'))).toBe('dark');
    await page.reload();
    // The class is set by the blocking script before hydration: check the very first paint state.
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(themes.getByRole('radio', { name: 'Tamna tema' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a first visit: the page is light, and the control marks its own default, "system"', async ({ page }) => {
    // Spec: "system as the preference default in the theme control and light in the app shell".
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/light/);
    const themes = page.getByRole('banner').getByRole('radiogroup', { name: 'Tema' });
    await expect(themes.getByRole('radio', { name: 'Sistemska tema (podrazumevano)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(themes.getByRole('radio', { checked: true })).toHaveCount(1);
    await themes.getByRole('radio', { name: 'Svetla tema' }).click();
    await expect(themes.getByRole('radio', { name: 'Svetla tema' })).toHaveAttribute('aria-checked', 'true');
    await expect(themes.getByRole('radio', { checked: true })).toHaveCount(1);
  });

  test('"system" follows the operating system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const themes = page.getByRole('banner').getByRole('radiogroup', { name: 'Tema' });
    await themes.getByRole('radio', { name: /Sistemska tema/ }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/light/);
  });
});

test.describe('[VISITOR] unknown route', () => {
  test('shows the not-found page with HTTP 404 and a link home', async ({ page }) => {
    const response = await page.goto('/ovo-ne-postoji');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Oops! Page not found/);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Nazad na početnu' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
