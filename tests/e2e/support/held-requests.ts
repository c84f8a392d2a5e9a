import type { Page, Request } from '@playwright/test';

/**
 * Holds every request of the page that `matches` accepts (others pass) until the returned function
 * is called, so a test can look at what the page shows while an answer is still on its way.
 */
export async function holdRequests(page: Page, matches: (request: Request) => boolean): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (matches(route.request())) await released;
    await route.continue();
  });
  return release;
}
