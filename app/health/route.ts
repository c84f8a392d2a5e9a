/**
 * GET /health: the load balancer's check that this instance answers requests. It reads no database
 * on purpose: while the shared database is down every instance would fail a check that did, the
 * balancer would take them all out, and visitors would lose the cached pages the instances can
 * still serve (docs/deployment.md).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response('ok\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
