/**
 * A `next` target is only ever a path on this site: one leading slash, no scheme, no host, no
 * backslash (browsers read `/\evil.example` as `//evil.example`), no control characters.
 * Anything else falls back.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001F\u007F]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
