import { NextResponse, type NextRequest } from 'next/server';

import { getAuthConfig } from '@/lib/env';
import { AD_RENEWAL_PATH, DIGEST_UNSUBSCRIBE_PATH } from '@/lib/members/notices';

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
 * - `/members` and everything under it but `/members/auth` and the pages behind the one-click
 *   links in members' e-mails (they work without signing in) → `/members/auth`.
 */
const MEMBERS_PAGES_WITHOUT_SIGN_IN = new Set([AD_RENEWAL_PATH, DIGEST_UNSUBSCRIBE_PATH]);

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
    !pathname.startsWith('/members/auth/') &&
    !MEMBERS_PAGES_WITHOUT_SIGN_IN.has(pathname)
  ) {
    return new URL('/members/auth', request.url);
  }
  return null;
}

/**
 * Keeps a session alive while it is used in the signed-in areas. Supabase: its server client
 * refreshes the tokens and writes the new cookies (Supabase's Next.js guide). Local: the cookie's
 * own expiry slides with the session row's (lib/data/accounts.ts).
 */
export async function refreshSession(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (!SIGNED_IN_AREAS.test(request.nextUrl.pathname) || !hasSessionCookie(request)) return response;
  const config = getAuthConfig();
  if (config.kind === 'local') {
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    if (token) response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(new Date()));
    return response;
  }
  let refreshed = response;
  const { createServerClient } = await import('@supabase/ssr');
  const supabase = createServerClient(config.url, config.anonKey, {
    realtime: NO_REALTIME,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        refreshed = NextResponse.next({ request: { headers: request.headers } });
        response.headers.forEach((value, key) => refreshed.headers.set(key, value));
        for (const { name, value, options } of cookiesToSet) refreshed.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers)) refreshed.headers.set(key, value);
      },
    },
  });
  await supabase.auth.getUser();
  return refreshed;
}
