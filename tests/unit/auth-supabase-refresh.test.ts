import { createServerClient } from '@supabase/ssr';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { NO_REALTIME } from '@/lib/auth/supabase-options';

import { useSupabaseAuthStandIn } from '../support/supabase-auth-stand-in';

vi.mock('server-only', () => ({}));

/** Cookies as a browser keeps them: a name → value map, written by Set-Cookie. */
type Jar = Map<string, string>;

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

function parseCookieHeader(header: string): Jar {
  return new Map(
    header
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string]),
  );
}

/** The access token inside @supabase/ssr's session cookie (`base64-` + base64url JSON). */
function accessTokenIn(jar: Jar): string {
  const [, value] = [...jar].find(([name]) => /^sb-.+-auth-token$/.test(name)) ?? [];
  if (!value) throw new Error('no session cookie');
  const json = value.startsWith('base64-') ? Buffer.from(value.slice(7), 'base64url').toString() : value;
  return (JSON.parse(json) as { access_token: string }).access_token;
}

describe('Supabase mode: proxy.ts refreshes an expired session once, for the render and the browser', () => {
  const fixture = useSupabaseAuthStandIn('ana@primer.rs', 'tajna-lozinka');
  const standIn = fixture.standIn;
  let refreshSession: typeof import('@/lib/auth/proxy').refreshSession;

  /** Supabase mode against the stand-in. */
  async function supabaseMode() {
    fixture.supabaseMode();
    ({ refreshSession } = await import('@/lib/auth/proxy'));
  }

  /** A Supabase server client over a jar, as the pages' adapter builds one (lib/auth/supabase.ts). */
  const clientOver = (jar: Jar) =>
    createServerClient(standIn().url, standIn().anonKey, {
      realtime: NO_REALTIME,
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
      },
    });

  it('refreshes in the proxy, hands the new token to the render and the browser, and never refreshes again', async () => {
    await supabaseMode();
    // Signed in with an access token that has already expired.
    const browser: Jar = new Map();
    standIn().accessTokenLifetime = -120;
    const signIn = await clientOver(browser).auth.signInWithPassword({
      email: 'ana@primer.rs',
      password: 'tajna-lozinka',
    });
    expect(signIn.error).toBeNull();
    const expiredToken = accessTokenIn(browser);
    standIn().accessTokenLifetime = 3600;

    // 1. The proxy: one refresh-token grant.
    const request = new NextRequest('http://localhost:3000/admin', { headers: { cookie: cookieHeader(browser) } });
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('x-request-id', 'zahtev-1');
    const response = await refreshSession(request, requestHeaders, null);
    expect(standIn().calls.refreshGrants).toBe(1);

    // 2. The render gets the refreshed cookies (and the proxy's own request headers) …
    const renderHeader = response.headers.get('x-middleware-request-cookie') ?? '';
    expect(response.headers.get('x-middleware-request-x-request-id')).toBe('zahtev-1');
    const render = parseCookieHeader(renderHeader);
    const freshToken = accessTokenIn(render);
    expect(freshToken).not.toBe(expiredToken);
    const seenByRender = await clientOver(render).auth.getUser();
    expect(seenByRender.data.user?.email).toBe('ana@primer.rs');
    expect(standIn().userTokens.at(-1)).toBe(freshToken);
    expect(standIn().calls.refreshGrants).toBe(1);
    expect(standIn().calls.refusedRefreshes).toBe(0);

    // 3. … and so does the browser, whose next request is not refreshed again.
    for (const cookie of response.cookies.getAll()) browser.set(cookie.name, cookie.value);
    expect(accessTokenIn(browser)).toBe(freshToken);
    const next = new NextRequest('http://localhost:3000/admin', { headers: { cookie: cookieHeader(browser) } });
    const second = await refreshSession(next, new Headers(next.headers), null);
    expect(standIn().calls.refreshGrants).toBe(1);
    expect(standIn().calls.refusedRefreshes).toBe(0);
    expect(second.cookies.getAll()).toEqual([]);
  });
});
