import { NextResponse, type NextRequest } from 'next/server';

import { earlySignInRedirect, refreshSession } from '@/lib/auth/proxy';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Runs before page requests. It tags each request with an id (kept from a trusted upstream proxy
 * when present) that server logs and the response share, sends visitors without a session away
 * from the signed-in areas early, and keeps a used session fresh. It is never the authorisation
 * guard: pages and actions check on the server themselves.
 */
export async function proxy(request: NextRequest) {
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();

  const redirectTo = earlySignInRedirect(request);
  if (redirectTo) {
    const redirect = NextResponse.redirect(redirectTo);
    redirect.headers.set(REQUEST_ID_HEADER, requestId);
    return redirect;
  }

  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = await refreshSession(request, NextResponse.next({ request: { headers } }));
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

/**
 * Not for `/files/…`: uploaded files need neither a request id nor a session refresh, and a proxy
 * would buffer every upload body in memory and cut it at 10 MB (`proxyClientMaxBodySize`).
 */
export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|files/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
