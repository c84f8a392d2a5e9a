import { NextResponse, type NextRequest } from 'next/server';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Runs before page requests. It tags each request with an id (kept from a trusted upstream proxy
 * when present) that server logs and the response share. Session refresh, early redirects for
 * /admin and /members, and the nonce-based Content-Security-Policy join here later. It is never
 * the authorisation guard: pages and actions check on the server themselves.
 */
export function proxy(request: NextRequest) {
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = NextResponse.next({ request: { headers } });
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
