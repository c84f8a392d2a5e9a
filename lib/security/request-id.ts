import 'server-only';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A short token of safe characters: what an upstream proxy's id looks like (UUIDs, hex, ULIDs). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id for logs and the response: the one an upstream proxy sent when it is a short
 * safe token, otherwise a new UUID. Anything else (long, spaces, quotes, line breaks) could be used
 * to forge or break log lines and is never echoed back.
 */
export function requestIdFrom(headers: { get(name: string): string | null }): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given !== null && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
