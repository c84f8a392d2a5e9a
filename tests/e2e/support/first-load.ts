import type { Page } from '@playwright/test';

/**
 * Compressed bytes of JavaScript a browser downloads to load `path` from a cold cache: the
 * encoded body sizes of every script response, as the network delivered them.
 */
export async function firstLoadScriptBytes(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}
