import { NextResponse, type NextRequest } from 'next/server';

import { earlySignInRedirect, refreshSession } from '@/lib/auth/proxy';
import { categoryFromParam } from '@/lib/blog/categories';
import { isPublishedPostSlug } from '@/lib/data/blog';
import { listedEventRef } from '@/lib/data/event-registrations';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/log';
import { ACTION_REFUSALS, actionRequestRefusal } from '@/lib/security/action-requests';
import { contentSecurityPolicy, createNonce, needsNonce } from '@/lib/security/csp';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/security/request-id';
import { isKnownRoute } from '@/lib/site/known-routes';

export { REQUEST_ID_HEADER };

const CSP_HEADER = 'Content-Security-Policy';
const BLOG_SEARCH_PAGE = '/blog-pretraga';
const BLOG_POST = /^\/blog\/([^/]+)$/;
const BLOG_CATEGORY = /^\/blog\/category\/([^/]+)$/;
const REGISTRATION_PAGE = '/prijava-dogadjaj';

/**
 * `/prijava-dogadjaj?event=<key or id>` with nothing else in the query, for one of our listed
 * events: the path of that event's page in the route cache (app/(public)/prijava-dogadjaj/[event]).
 * Any other query (a link that describes its event, an unknown key) renders per request.
 */
async function cachedRegistrationPath(pathname: string, searchParams: URLSearchParams): Promise<string | null> {
  if (pathname !== REGISTRATION_PAGE) return null;
  const names = [...searchParams.keys()];
  if (names.length !== 1 || names[0] !== 'event') return null;
  const ref = await listedEventRef(searchParams.get('event') ?? '');
  return ref ? `${REGISTRATION_PAGE}/${encodeURIComponent(ref)}` : null;
}

/**
 * A blog URL that names no post or category. Its page renders its own not-found view (a page that
 * throws `notFound()` sends an empty body: the markup exists only in the RSC payload, see
 * vercel/next.js#62228), and this answer gives it the status 404.
 */
async function isMissingBlogPage(pathname: string): Promise<boolean> {
  const category = BLOG_CATEGORY.exec(pathname)?.[1];
  if (category !== undefined) return categoryFromParam(category) === null;
  const post = BLOG_POST.exec(pathname)?.[1];
  if (post === undefined || post === 'category' || post === 'rss.xml') return false;
  return !(await isPublishedPostSlug(post));
}

/**
 * Runs before every request but Next's hashed build files and stored uploads. It tags each
 * request with an id that server logs and the response share; sets the Content-Security-Policy
 * (with a per-request nonce where pages render per request, see lib/security/csp.ts); refuses
 * server-action requests Next would answer with a 500 (too large, not form data); sends visitors
 * without a session away from the signed-in areas early and keeps a used session fresh; sends
 * blog searches and registration links to their pages, marks unknown blog URLs as 404 and logs
 * every URL no route answers. It is never the authorisation guard: pages and actions check on the server themselves.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const { pathname, searchParams } = request.nextUrl;
  const refusal = actionRequestRefusal(request);
  if (refusal) {
    const { status, message } = ACTION_REFUSALS[refusal];
    log.warn('security.action_request_refused', { reason: refusal, path: pathname, requestId });
    return withSecurityHeaders(
      new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      requestId,
      policyFor(),
    );
  }

  const redirectTo = earlySignInRedirect(request);
  if (redirectTo) return withSecurityHeaders(NextResponse.redirect(redirectTo), requestId, policyFor());

  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const nonce = needsNonce(pathname) ? createNonce() : undefined;
  const policy = policyFor(nonce);
  if (nonce) {
    // Next reads the nonce from the request's policy and puts it on every script it renders.
    headers.set(CSP_HEADER, policy);
    headers.set('x-nonce', nonce);
  }

  let response: NextResponse;
  const registrationPath = await cachedRegistrationPath(pathname, searchParams);
  if (registrationPath) {
    response = NextResponse.rewrite(new URL(registrationPath, request.url), { request: { headers } });
  } else if (pathname === '/blog' && searchParams.has('q')) {
    response = NextResponse.rewrite(new URL(`${BLOG_SEARCH_PAGE}${request.nextUrl.search}`, request.url), {
      request: { headers },
    });
  } else if (pathname.startsWith('/blog/') && (await isMissingBlogPage(pathname))) {
    log.warn('route.not_found', { path: pathname.slice(0, 200), requestId });
    response = NextResponse.next({ request: { headers }, status: 404 });
  } else {
    if (!isKnownRoute(pathname)) log.warn('route.not_found', { path: pathname.slice(0, 200), requestId });
    response = await refreshSession(request, NextResponse.next({ request: { headers } }));
  }
  return withSecurityHeaders(response, requestId, policy);
}

function policyFor(nonce?: string): string {
  const env = getEnv();
  return contentSecurityPolicy({
    nonce,
    newsletterActionUrl: env.NEWSLETTER_ACTION_URL,
    storageUrl: env.NEXT_PUBLIC_SUPABASE_URL,
    development: env.NODE_ENV === 'development',
  });
}

function withSecurityHeaders(response: NextResponse, requestId: string, policy: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Everything but Next's own hashed files (scripts and styles, where a policy has no effect), the
  // image optimiser, which sets its own sandboxing policy, and /files/: stored uploads carry their
  // own sandboxing policy, and an upload's body must not be buffered by the proxy (docs/storage.md).
  matcher: ['/((?!_next/static|_next/image|files/).*)'],
};
