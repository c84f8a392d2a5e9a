import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { NEWSLETTER_ONE_CLICK_PATH } from '@/lib/newsletter/unsubscribe-link';
import { ACTION_REFUSALS } from '@/lib/security/action-requests';
import { config, proxy } from '@/proxy';

// Next's request-scoped stores, created when the proxy's imports load, need the global `next start` sets.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  Object.assign(globalThis, { AsyncLocalStorage });
});

/** A mail provider's one-click POST as HTTP/2 may send it: form-encoded, no declared length. */
function providerPost(path: string): NextRequest {
  return new NextRequest(new URL(`${path}?token=abc.1.x`, 'https://example.com'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

describe("the one-click unsubscribe and the proxy's checks of form posts", () => {
  it('a form post without a declared length is refused as a server action elsewhere', async () => {
    const response = await proxy(providerPost('/newsletter/odjava'));
    expect(response.status).toBe(ACTION_REFUSALS.lengthRequired.status);
  });

  it('reaches its route handler on the one-click path (which bounds its body itself)', async () => {
    const request = providerPost(NEWSLETTER_ONE_CLICK_PATH);
    expect(unstable_doesMiddlewareMatch({ config, url: request.url, headers: { 'content-type': 'x' } })).toBe(true);
    const response = await proxy(request);
    expect(response.status).toBe(200);
    // Passed on to the route handler, which lives in the Latin pages' root segment (app/[script]).
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      new URL(`/lat${NEWSLETTER_ONE_CLICK_PATH}${new URL(request.url).search}`, request.url).href,
    );
  });
});
