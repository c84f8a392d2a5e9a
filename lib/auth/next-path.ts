const LOCAL_ORIGIN = 'http://local.invalid';

/**
 * A `next` target is only ever a path on this site. Checked after the URL parser has normalised
 * it (dot segments removed, `%2e` read as `.`), because `/.//evil.example` only becomes
 * `//evil.example` then; the decoded path is checked too, for `%2f%2f` and `%5c`. Refused: no
 * leading slash, a scheme or host, backslashes (browsers read `/\evil.example` as
 * `//evil.example`), whitespace and control characters (the parser drops tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`). Anything else falls back.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\s\u0000-\u001F\u007F-\u009F\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL_ORIGIN || url.pathname.startsWith('//')) return fallback;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (decodedPath.startsWith('//') || /[\\\s\u0000-\u001F\u007F]/.test(decodedPath)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
