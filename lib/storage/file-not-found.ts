/**
 * The answer for a `/files/…` address that names no stored file: plain Serbian text, never
 * cached. Also what the proxy sends for an address whose %-escapes do not decode, which Next
 * itself would answer with its English 500.
 */
export function fileNotFoundResponse(): Response {
  return new Response('Fajl nije pronađen', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
