/**
 * Every address no other page answers, in its script: the site's 404 page inside the root layout,
 * so `<html lang>` and the texts follow the address (`/cir/…`). Next's own unmatched-route page
 * renders without a root layout when the root segment is dynamic. proxy.ts gives the answer its
 * status 404 (and logs it); rendered per request, so unknown addresses never fill the route cache.
 */
export { default, metadata } from '../not-found';

export const dynamic = 'force-dynamic';
