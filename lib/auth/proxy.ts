import { NextResponse, type NextRequest } from 'next/server';
import type { CookieOptions } from '@supabase/ssr';

import { getAuthConfig } from '@/lib/env';

import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';
import { NO_REALTIME } from './supabase-options';

/** Paths whose pages read the signed-in user: only these pay for a session refresh. */
const SIGNED_IN_AREAS = /^\/(admin|auth|members)(\/|$)/;

/** A Supabase session cookie (`sb-<project>-auth-token`, possibly split into `.0`, `.1`…). */
const SUPABASE_SESSION_COOKIE = /^sb-.+-auth-token(\.\d+)?$/;

export function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name }) => name === SESSION_COOKIE || SUPABASE_SESSION_COOKIE.test(name));
}

/**
 * Early redirects for visitors without any session cookie (docs/admin.md). Not the guard: every
 * page and action checks on the server; this only spares a round trip.
 * - `/admin/…` below the panel → `/auth?next=…` (`/admin` itself shows the spec's 'Admin Pristup').
 * - `/members` and everything under it but `/members/auth` → `/members/auth`.
 */
export function earlySignInRedirect(request: NextRequest): URL | null {
  const { pathname, search } = request.nextUrl;
  if (hasSessionCookie(request)) return null;
  if (pathname.startsWith('/admin/')) {
    const target = new URL('/auth', request.url);
    target.searchParams.set('next', `${pathname}${search}`);
    return target;
  }
  if (
    (pathname === '/members' || pathname.startsWith('/members/')) &&
    pathname !== '/members/auth' &&
    !pathname.startsWith('/members/auth/')
  ) {
    return new URL('/members/auth', request.url);
  }
  return null;
}

/**
 * Passes the request on with `requestHeaders` (the proxy's overrides: request id, nonce) and keeps
 * a session alive while it is used in the signed-in areas. Supabase: its server client refreshes
 * an expired access token (once, rotating the refresh token) and hands over the new cookies; they
 * go both into the request the page renders with (the `cookie` header of `requestHeaders`) and to
 * the browser (`Set-Cookie`), so neither the render nor the next request refreshes again with the
 * used refresh token. Local: the cookie's own expiry slides with the session row's
 * (lib/data/accounts.ts).
 */
export async function refreshSession(
  request: NextRequest,
  forwardedHeaders: Headers | undefined,
): Promise<NextResponse> {
  let requestHeaders = forwardedHeaders;
  const forward = () => NextResponse.next(requestHeaders ? { request: { headers: requestHeaders } } : undefined);
  if (!SIGNED_IN_AREAS.test(request.nextUrl.pathname) || !hasSessionCookie(request)) return forward();
  const config = getAuthConfig();
  if (config.kind === 'local') {
    const response = forward();
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    if (token) response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(new Date()));
    return response;
  }
  const written: { name: string; value: string; options: CookieOptions }[] = [];
  let cacheHeaders: Record<string, string> = {};
  const { createServerClient } = await import('@supabase/ssr');
  const supabase = createServerClient(config.url, config.anonKey, {
    realtime: NO_REALTIME,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value, options } of cookiesToSet) {
          request.cookies.set(name, value);
          written.push({ name, value, options });
        }
        cacheHeaders = headers;
      },
    },
  });
  await supabase.auth.getUser();
  if (written.length > 0) {
    // The render must see the refreshed session, not the cookie the browser sent.
    requestHeaders ??= new Headers(request.headers);
    requestHeaders.set('cookie', request.headers.get('cookie') ?? '');
  }
  const response = forward();
  for (const { name, value, options } of written) response.cookies.set(name, value, options);
  for (const [key, value] of Object.entries(cacheHeaders)) response.headers.set(key, value);
  return response;
}
