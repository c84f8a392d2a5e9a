import { NextResponse, type NextRequest } from 'next/server';

export const PATHNAME_HEADER = 'x-pathname';

/**
 * Runs before every page request. For now it only passes the path on, so the not-found page can
 * log which URL missed; session refresh and early redirects join here with auth. It is never the
 * authorisation guard: pages and actions check on the server themselves.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
