import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { proxy } from '@/proxy';

// Next's request-scoped stores, created when the proxy's imports load, need the global `next start` sets.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  Object.assign(globalThis, { AsyncLocalStorage });
});

const policyOf = async (path: string, cookie?: string) =>
  (
    await proxy(new NextRequest(new URL(path, 'https://example.com'), cookie ? { headers: { cookie } } : undefined))
  ).headers.get('content-security-policy') ?? '';

/**
 * Issue 52, item 8: an address under /admin or /members that no route answers gets Next's
 * prerendered 404 page, whose scripts were built without a nonce. With the areas' nonce policy the
 * browser refused them (no phone menu, no theme switch); it gets the public pages' policy instead.
 */
describe('the 404 page inside the signed-in areas', () => {
  it.each(['/admin/nepostojeca', '/members/nepostojeca', '/auth/nepostojeca', '/admin/events/1/nepostojeca'])(
    '%s gets the static pages’ policy, without a nonce its page could not carry',
    async (path) => {
      const policy = await policyOf(path);
      expect(policy).not.toContain("'nonce-");
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
    },
  );

  it.each(['/admin', '/admin/inbox', '/members/auth', '/auth'])(
    '%s, a page of the area, keeps its nonce',
    async (path) => {
      expect(await policyOf(path, `${SESSION_COOKIE}=x`)).toMatch(/'nonce-[^']+' .*'strict-dynamic'/);
    },
  );
});
