import { NextResponse, type NextRequest } from 'next/server';

import { categoryFromParam } from '@/lib/blog/categories';
import { isPublishedPostSlug } from '@/lib/data/blog';
import { log } from '@/lib/log';
import { isKnownRoute } from '@/lib/site/known-routes';

export const REQUEST_ID_HEADER = 'x-request-id';

/** `/blog?q=…` is answered by this per-request page, so the plain `/blog` stays prerendered. */
const BLOG_SEARCH_PAGE = '/blog-pretraga';

const BLOG_POST = /^\/blog\/([^/]+)$/;
const BLOG_CATEGORY = /^\/blog\/category\/([^/]+)$/;

/**
 * A blog URL that names no post or category. Its page renders its own not-found view (a page that
 * throws `notFound()` sends an empty body: the markup exists only in the RSC payload, see
 * vercel/next.js#62228), and this answer gives it the status 404.
 */
async function isMissingBlogPage(pathname: string): Promise<boolean> {
  const category = BLOG_CATEGORY.exec(pathname);
  if (category) return categoryFromParam(category[1]) === null;
  const post = BLOG_POST.exec(pathname);
  if (!post || post[1] === 'category' || post[1] === 'rss.xml') return false;
  return !(await isPublishedPostSlug(post[1]));
}

/**
 * Runs before page requests. It tags each request with an id (kept from a trusted upstream proxy
 * when present) that server logs and the response share, sends blog searches to their page,
 * marks unknown blog URLs as 404 and logs every URL no route answers. Session refresh, early redirects for /admin and /members, and
 * the nonce-based Content-Security-Policy join here later. It is never the authorisation guard:
 * pages and actions check on the server themselves.
 */
export async function proxy(request: NextRequest) {
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();
  const { pathname, searchParams } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);

  let response: NextResponse;
  if (pathname === '/blog' && searchParams.has('q')) {
    response = NextResponse.rewrite(new URL(`${BLOG_SEARCH_PAGE}${request.nextUrl.search}`, request.url), { request: { headers } });
  } else if (pathname.startsWith('/blog/') && (await isMissingBlogPage(pathname))) {
    log.warn('route.not_found', { path: pathname.slice(0, 200), requestId });
    response = NextResponse.next({ request: { headers }, status: 404 });
  } else {
    if (!isKnownRoute(pathname)) log.warn('route.not_found', { path: pathname.slice(0, 200), requestId });
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
