import { NextResponse, type NextRequest } from 'next/server';
import type { CookieOptions } from '@supabase/ssr';

import { getAuthConfig } from '@/lib/env';
import { AD_RENEWAL_PATH, DIGEST_UNSUBSCRIBE_PATH } from '@/lib/members/notices';
import { PROFILE_EMAIL_CONFIRM_PATH } from '@/lib/members/profile-email';
import { scriptPath, splitScriptPath } from '@/lib/i18n/script';
import { isKnownRoute } from '@/lib/site/known-routes';

import { SESSION_COOKIE } from './session-cookie';
import { NO_REALTIME } from './supabase-options';

/** Paths whose pages read the signed-in user (in either script): only these pay for a session refresh. */
const SIGNED_IN_AREAS = /^(?:\/cir)?\/(admin|auth|members)(\/|$)/;

/** A Supabase session cookie (`sb-<project>-auth-token`, possibly split into `.0`, `.1`…). */
const SUPABASE_SESSION_COOKIE = /^sb-.+-auth-token(\.\d+)?$/;

export function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name }) => name === SESSION_COOKIE || SUPABASE_SESSION_COOKIE.test(name));
}

/**
 * Early redirects for visitors without any session cookie (docs/admin.md). Not the guard: every
 * page and action checks on the server; this only spares a round trip. Only for paths a route
 * answers: an unknown URL under these areas shows the 404 page to everybody, as any other does.
 * - `/admin/…` below the panel → `/auth?next=…` (`/admin` itself shows the spec's 'Admin Pristup').
 * - `/members` and everything under it but `/members/auth` and the pages behind the one-click
 *   links in members' e-mails (they work without signing in) → `/members/auth`.
 */
const MEMBERS_PAGES_WITHOUT_SIGN_IN = new Set([AD_RENEWAL_PATH, DIGEST_UNSUBSCRIBE_PATH, PROFILE_EMAIL_CONFIRM_PATH]);

export function earlySignInRedirect(request: NextRequest): URL | null {
  if (hasSessionCookie(request)) return null;
  // The sign-in page in the script of the address asked for.
  const { script, path } = splitScriptPath(request.nextUrl.pathname);
  const { pathname, search } = request.nextUrl;
  const target = signInPageFor(path, `${pathname}${search}`);
  // Matched against the route table only inside the areas: every other proxied request (a post, a
  // form post) skips it.
  return target && isKnownRoute(pathname) ? new URL(scriptPath(script, target), request.url) : null;
}

/**
 * Where a visitor without a session is sent from this site path, or null outside the signed-in
 * areas; `address` (with its script's prefix and query) is where the panel's sign-in leads back to.
 */
function signInPageFor(pathname: string, address: string): string | null {
  if (pathname.startsWith('/admin/')) return `/auth?${new URLSearchParams({ next: address })}`;
  if (
    (pathname === '/members' || pathname.startsWith('/members/')) &&
    pathname !== '/members/auth' &&
    !pathname.startsWith('/members/auth/') &&
    !MEMBERS_PAGES_WITHOUT_SIGN_IN.has(pathname)
  ) {
    return '/members/auth';
  }
  return null;
}

/**
 * Passes the request on (to `rewriteTo` when given) with `requestHeaders` (the proxy's overrides: request id, nonce) and keeps
 * a session alive while it is used in the signed-in areas. Supabase: its server client refreshes
 * an expired access token (once, rotating the refresh token) and hands over the new cookies; they
 * go both into the request the page renders with (the `cookie` header of `requestHeaders`) and to
 * the browser (`Set-Cookie`), so neither the render nor the next request refreshes again with the
 * used refresh token. Local: nothing to do here; a session's row and cookie slide only in the
 * signed-in actions (`keepSessionAlive`), since a GET never writes.
 */
export async function refreshSession(
  request: NextRequest,
  forwardedHeaders: Headers | undefined,
  rewriteTo: URL | null,
): Promise<NextResponse> {
  let requestHeaders = forwardedHeaders;
  const forward = () => {
    const init = requestHeaders ? { request: { headers: requestHeaders } } : undefined;
    return rewriteTo ? NextResponse.rewrite(rewriteTo, init) : NextResponse.next(init);
  };
  if (!SIGNED_IN_AREAS.test(request.nextUrl.pathname) || !hasSessionCookie(request)) return forward();
  const config = getAuthConfig();
  // Local sessions slide in the actions that use them (keepSessionAlive): a GET never writes.
  if (config.kind === 'local') return forward();
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
