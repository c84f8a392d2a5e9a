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

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
