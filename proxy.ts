import { NextResponse, type NextRequest } from 'next/server';

import { earlySignInRedirect, refreshSession } from '@/lib/auth/proxy';
import { categoryFromParam } from '@/lib/blog/categories';
import { pageFromSegment } from '@/lib/blog/posts';
import { isPublishedPostSlug } from '@/lib/data/blog';
import { isSentIssueSlug } from '@/lib/data/newsletter-issues';
import { listedEventRef } from '@/lib/data/event-registrations';
import { getEnv } from '@/lib/env';
import { splitScriptPath, type Script } from '@/lib/i18n/script';
import { log } from '@/lib/log';
import { NEWSLETTER_ONE_CLICK_PATH } from '@/lib/newsletter/unsubscribe-link';
import { fileNotFoundResponse } from '@/lib/storage/file-not-found';
import {
  ACTION_REFUSALS,
  actionRequestRefusal,
  isActionRequest,
  malformedFormBody,
} from '@/lib/security/action-requests';
import { FILES_POLICY } from '@/lib/security/content-security-policy.mjs';
import { contentSecurityPolicy, createNonce, needsNonce } from '@/lib/security/csp';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/security/request-id';
import { isKnownRoute } from '@/lib/site/known-routes';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { pathDecodes, unreadablePathResponse } from '@/lib/site/unreadable-path';

export { REQUEST_ID_HEADER };

const CSP_HEADER = 'Content-Security-Policy';
const BLOG_SEARCH_PAGE = '/blog-pretraga';
const BLOG_POST = /^\/blog\/([^/]+)$/;
const BLOG_CATEGORY = /^\/blog\/category\/([^/]+)$/;
/** A later page of the blog's grid or of a category: `/blog/strana/2`, `/blog/category/{category}/strana/2`. */
const BLOG_LIST_PAGE = /^\/blog(?:\/category\/([^/]+))?\/strana\/([^/]+)$/;
const REGISTRATION_PAGE = '/prijava-dogadjaj';

/**
 * `/prijava-dogadjaj?event=<key or id>` with nothing else in the query, for one of our listed
 * events: the path of that event's page in the route cache (app/[script]/(public)/prijava-dogadjaj/[event]).
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
  const listPage = BLOG_LIST_PAGE.exec(pathname);
  if (listPage) {
    const [, named, page = ''] = listPage;
    return pageFromSegment(page) === null || (named !== undefined && categoryFromParam(named) === null);
  }
  const category = BLOG_CATEGORY.exec(pathname)?.[1];
  if (category !== undefined) return categoryFromParam(category) === null;
  const post = BLOG_POST.exec(pathname)?.[1];
  if (post === undefined || post === 'category' || post === 'rss.xml') return false;
  return !(await isPublishedPostSlug(post));
}

/** `/newsletter/{slug}` and `/newsletter/strana/{N}`; the archive's other pages are static routes. */
const NEWSLETTER_PAGE = /^\/newsletter\/(?:strana\/([^/]+)|([^/]+))$/;
const NEWSLETTER_STATIC_PAGES = new Set(['potvrda', 'odjava']);

/**
 * A newsletter archive URL that names no sent issue (or no page number): its page renders its own
 * not-found view, as a post's does, and this answer gives it the status 404.
 */
async function isMissingNewsletterPage(pathname: string): Promise<boolean> {
  const match = NEWSLETTER_PAGE.exec(pathname);
  if (!match) return false;
  const [, page, slug] = match;
  if (page !== undefined) return pageFromSegment(page) === null;
  if (slug === undefined || NEWSLETTER_STATIC_PAGES.has(slug)) return false;
  return !(await isSentIssueSlug(slug));
}

/**
 * `/blog?strana=N` and `/blog/category/{category}?strana=N` (N > 1): the path of that page of the
 * grid, `/blog/strana/N`, a page of the route cache (lib/blog/posts.ts `blogListPath`). The rest of
 * the query is dropped (the cached page reads none of it); page 1 is the list's own path.
 */
function pagedBlogPath(pathname: string, searchParams: URLSearchParams): string | null {
  if (pathname !== '/blog' && !BLOG_CATEGORY.test(pathname)) return null;
  if (!searchParams.has(PAGE_PARAM)) return null;
  const page = pageNumberFrom(searchParams.get(PAGE_PARAM));
  return page > 1 ? `${pathname}/${PAGE_PARAM}/${page}` : null;
}

/**
 * Runs where there is work (see `config.matcher` below: not on the public pages served as built).
 * It tags each response with a request id that its log lines share; sets the per-request nonce
 * Content-Security-Policy where pages render per request (lib/security/csp.ts; elsewhere the
 * policy is a static header); refuses
 * server-action requests Next would answer with a 500 (too large, not form data); sends visitors
 * without a session away from the signed-in areas early and keeps a used session fresh; answers an
 * address whose %-escapes do not decode with a Serbian 404 (Next would answer it with a 500); sends
 * blog searches and registration links to their pages, marks unknown blog URLs as 404 and logs
 * every URL no route answers. It is never the authorisation guard: pages and actions check on the server themselves.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const { pathname: address, searchParams } = request.nextUrl;
  // The site path the address names, in the script its prefix chooses (`/cir/blog`: cir, `/blog`).
  const { script, path: pathname } = splitScriptPath(address);
  // The newsletter's one-click unsubscribe (RFC 8058) is a form post from a mail provider's server,
  // not a server action: it bounds and parses its body itself (lib/newsletter/one-click.ts).
  const refusal =
    pathname === NEWSLETTER_ONE_CLICK_PATH
      ? null
      : (actionRequestRefusal(request) ??
        (isActionRequest(request) && (await malformedFormBody(request)) ? 'malformedForm' : null));
  if (refusal) {
    const { status, message } = ACTION_REFUSALS[refusal];
    log.warn('security.action_request_refused', { reason: refusal, path: pathname, requestId });
    return withSecurityHeaders(
      new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      requestId,
      policyFor(),
    );
  }
  if (!pathDecodes(pathname)) {
    // A %-escape that does not decode names nothing; Next would answer it with its English 500.
    log.warn('route.not_found', { path: address.slice(0, 200), requestId });
    const file = pathname.startsWith('/files/');
    const missing = file ? fileNotFoundResponse() : unreadablePathResponse();
    return withSecurityHeaders(new NextResponse(missing.body, missing), requestId, file ? FILES_POLICY : policyFor());
  }
  // Only stored files' addresses with a %-escape come here, and theirs decodes.
  if (pathname.startsWith('/files/')) return NextResponse.next();

  const redirectTo = earlySignInRedirect(request);
  if (redirectTo) return withSecurityHeaders(NextResponse.redirect(redirectTo), requestId, policyFor());

  // An address no route answers gets Next's prerendered 404 page, built before any nonce existed:
  // a nonce policy would refuse its scripts (the phone menu and the theme switch would do nothing),
  // so inside the nonce areas it gets the public pages' policy (below) and no nonce.
  const nonceArea = needsNonce(pathname);
  const nonce = nonceArea && isKnownRoute(address) ? createNonce() : undefined;
  const noncePolicy = nonce ? policyFor(nonce) : undefined;
  const forwarded =
    nonce && noncePolicy ? { request: { headers: withNonce(request.headers, nonce, noncePolicy) } } : undefined;

  // A Latin address's page, with its query: next.config.mjs's rewrite of the same would drop the
  // query from what the browser's router is told (`x-nextjs-rewritten-query`), so a link that only
  // changes the query (`/admin?tab=blog`) would show the page it came from.
  const latinPage =
    script === 'lat'
      ? new URL(`${inSegment(script, pathname === '/' ? '' : pathname)}${request.nextUrl.search}`, request.url)
      : null;
  let response: NextResponse;
  const registrationPath = await cachedRegistrationPath(pathname, searchParams);
  const blogListPage = pagedBlogPath(pathname, searchParams);
  if (registrationPath) {
    response = NextResponse.rewrite(new URL(inSegment(script, registrationPath), request.url), forwarded);
  } else if (pathname === '/blog' && searchParams.has('q')) {
    response = NextResponse.rewrite(
      new URL(`${inSegment(script, BLOG_SEARCH_PAGE)}${request.nextUrl.search}`, request.url),
      forwarded,
    );
  } else if (blogListPage) {
    const missing = await isMissingBlogPage(blogListPage);
    if (missing) log.warn('route.not_found', { path: address.slice(0, 200), requestId });
    response = NextResponse.rewrite(
      new URL(inSegment(script, blogListPage), request.url),
      missing ? { ...forwarded, status: 404 } : forwarded,
    );
  } else if (
    (pathname.startsWith('/blog/') && (await isMissingBlogPage(pathname))) ||
    (pathname.startsWith('/newsletter/') && (await isMissingNewsletterPage(pathname))) ||
    // Answered by the 404 page app/[script]/[...unknown].
    !isKnownRoute(address)
  ) {
    log.warn('route.not_found', { path: address.slice(0, 200), requestId });
    response = latinPage
      ? NextResponse.rewrite(latinPage, { ...forwarded, status: 404 })
      : NextResponse.next({ ...forwarded, status: 404 });
  } else {
    response = await refreshSession(request, forwarded?.request.headers, latinPage);
  }
  response.headers.set(REQUEST_ID_HEADER, requestId);
  // Outside the nonce areas the static header of next.config.mjs carries the same policy; it does
  // not cover the nonce areas, so their 404 page gets it here.
  if (noncePolicy) response.headers.set(CSP_HEADER, noncePolicy);
  else if (nonceArea) response.headers.set(CSP_HEADER, policyFor());
  return response;
}

/** A site path's page inside the root segment app/[script] (next.config.mjs rewrites the rest). */
function inSegment(script: Script, path: string): string {
  return `/${script}${path}`;
}

/**
 * The request as the page sees it, with the nonce: Next reads it from the request's policy and puts
 * it on every script it renders. Nothing else reads the request's headers, so they are forwarded
 * (Next copies every one of them) only where pages render with a nonce.
 */
function withNonce(requestHeaders: Headers, nonce: string, policy: string): Headers {
  const headers = new Headers(requestHeaders);
  headers.set(CSP_HEADER, policy);
  headers.set('x-nonce', nonce);
  return headers;
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
  // Only where there is work: Next reads this list when it builds (literal values only), and a path
  // left out costs nothing but Next's own routing. Left out are Next's hashed files, the image
  // optimiser (its own sandboxing policy), /files/ (uploads carry their own policy and must not be
  // buffered, docs/storage.md), and the public pages and feeds that are served as built or from the
  // route cache: their policy is a static header (next.config.mjs). Everything else comes here —
  // the signed-in areas, /blog/… (a status for unknown posts), the registration link, unknown URLs
  // (logged) — and so does every form post and action call anywhere (refused when malformed), and
  // a blog search (rewritten). Also left out: `npm run bench`'s shell reference, which only its own
  // build has (app/[script]/bench-shell), so that it measures the site's layout and nothing of the proxy's.
  // Each public page is left out in both scripts (`/about`, `/cir/about`).
  // tests/unit/proxy-matcher.test.ts checks the list.
  matcher: [
    '/((?!_next/static|_next/image|files/|(?:cir)?$|(?:cir/)?(?:about|mentors|team|community|stories|events|join|contact|blog|blog/rss\\.xml|prijava-dogadjaj/[^/]+|robots\\.txt|sitemap\\.xml|events\\.ics|favicon\\.svg|icons\\.svg|bench-shell/\\d+)$).*)',
    { source: '/((?!_next/|files/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!_next/|files/).*)', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    // A page of the blog's grid asked for by its query (rewritten to its path, see pagedBlogPath).
    { source: '/blog', has: [{ type: 'query', key: 'strana' }] },
    // A stored file's or a cached registration page's address with a %-escape, which may not
    // decode (answered here, see above).
    '/files/(.*%.*)',
    '/prijava-dogadjaj/(.*%.*)',
  ],
};
