import type { Page } from '@playwright/test';

/**
 * Compressed bytes of JavaScript a browser downloads to load `path` from a cold cache: the encoded
 * body sizes of every script that arrives before the page's load event (async page scripts hold
 * that event back). Prefetches of other routes, which Next starts later in idle time, are not part
 * of this page's first load.
 */
export async function firstLoadScriptBytes(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onFinished = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
  };
  page.on('requestfinished', onFinished);
  await page.goto(path, { waitUntil: 'load' });
  page.off('requestfinished', onFinished);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}
