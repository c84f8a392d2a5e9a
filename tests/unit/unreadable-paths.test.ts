import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { config, proxy } from '@/proxy';
import { pathDecodes, UNREADABLE_PATH_MESSAGE } from '@/lib/site/unreadable-path';

// Next's request-scoped stores, created when the proxy's imports load, need the global `next start` sets.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  Object.assign(globalThis, { AsyncLocalStorage });
});

/** Addresses the probe of issue 48 answered with Next's English 500, and their kin. */
const UNREADABLE = [
  '/events/%E0%A4%A/event.ics',
  '/prijava-dogadjaj/%E0%A4%A',
  '/prijava-dogadjaj/%zz',
  '/admin/events/%E0%A4%A',
  '/admin/events/%E0%A4%A/registrations.csv',
  '/admin/members/%E0%A4%A',
  '/blog/%E0%A4',
  '/blog/category/%E0%A4%A/strana/2',
  '/events/arhiva/%E0%A4',
  '/sitemap/%zz',
];

describe('an address whose %-escapes do not decode', () => {
  it('reaches proxy.ts, which answers it before Next routes it', () => {
    for (const path of UNREADABLE) expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(true);
  });

  it('is a Serbian 404 with the security policy, never a 500, signed in or not', async () => {
    for (const path of UNREADABLE) {
      const response = await proxy(new NextRequest(new URL(path, 'https://example.com')));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(UNREADABLE_PATH_MESSAGE);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps the file area’s own answer', async () => {
    const response = await proxy(new NextRequest('https://example.com/files/site-images/%E0%A4x.png'));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Fajl nije pronađen');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('is told apart from one that decodes', () => {
    expect(pathDecodes('/events/wild%20mixer/event.ics')).toBe(true);
    expect(pathDecodes('/prijava-dogadjaj/%C5%A1ampion')).toBe(true);
    expect(pathDecodes('/events/%E0%A4%A/event.ics')).toBe(false);
    expect(pathDecodes('/admin/members/%')).toBe(false);
  });
});
