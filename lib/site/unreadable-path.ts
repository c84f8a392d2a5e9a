/**
 * Addresses whose %-escapes do not decode (`/events/%E0%A4%A/event.ics`). They name nothing, but
 * Next answers one that reaches a dynamic segment with its English 500 (it cannot decode the
 * parameter; a rewrite does not help where the page is in the route cache), so proxy.ts answers
 * them itself, before Next routes them.
 */

/** Whether every %-escape of a path decodes. */
export function pathDecodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const UNREADABLE_PATH_MESSAGE =
  'Stranica nije pronađena: adresa nije ispravno zapisana. Proverite da li ste otvorili ceo link.';

/** The answer for such an address outside `/files/` (which answers with `fileNotFoundResponse`): plain Serbian text, 404, never cached. */
export function unreadablePathResponse(): Response {
  return new Response(UNREADABLE_PATH_MESSAGE, {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
