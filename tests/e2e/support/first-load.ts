import type { Page, Request } from '@playwright/test';

/**
 * Compressed bytes of the JavaScript `path` loads from a cold cache: every script the server's
 * HTML names (its `<script src>` tags and script preloads), as the browser downloads them. Scripts
 * the router prefetches for the links on the page are other routes' first loads; when a busy
 * machine runs that prefetch before the load event they would otherwise be counted here.
 */
export async function firstLoadScriptBytes(page: Page, path: string): Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const onFinished = (request: Request) => {
    if (request.resourceType() === 'script')
      sizes.set(
        new URL(request.url()).pathname,
        request.sizes().then((size) => size.responseBodySize),
      );
  };
  page.on('requestfinished', onFinished);
  const response = await page.goto(path, { waitUntil: 'load' });
  page.off('requestfinished', onFinished);
  const html = (await response?.text()) ?? '';
  const named = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/_next\/static\/[^"?]+\.js)[^"]*"/g)].map(
      ([, src]) => src,
    ),
  );
  let total = 0;
  for (const script of named) if (script) total += (await sizes.get(script)) ?? 0;
  return total;
}
