/**
 * The two scripts a page is rendered in and their addresses (docs/i18n.md, "The script switch"):
 * Latin at the site's own paths, Cyrillic under `/cir`. Pure and without the transliteration, so
 * client components (the switch, the navigation) may use it.
 */

import { SCRIPT_COOKIE, SCRIPTS } from './script-routing.mjs';

export { SCRIPT_COOKIE, SCRIPTS };
export type Script = (typeof SCRIPTS)[number];

export const CYRILLIC_PREFIX = '/cir';

/** How long the kept choice lasts: a year, renewed with every choice. */
export const SCRIPT_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * Keeps a choice of script for the visitor's next visits (the cookie the switch writes in the
 * browser; a member's setting writes it from an action). Readable by the page's JavaScript, which
 * writes it too.
 */
export function keepScriptChoice(
  {
    cookies,
  }: {
    cookies: { set(name: string, value: string, options?: { path?: string; maxAge?: number; sameSite?: 'lax' }): void };
  },
  script: Script,
): void {
  cookies.set(SCRIPT_COOKIE, script, { path: '/', maxAge: SCRIPT_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' });
}

/** `<html lang>` and `hreflang` of each script. */
export const SCRIPT_LANG: Record<Script, string> = { lat: 'sr-Latn', cir: 'sr-Cyrl' };

/** The switch's labels: each script named in itself. */
export const SCRIPT_NAMES: Record<Script, string> = { lat: 'Latinica', cir: 'Ћирилица' };

export function isScript(value: unknown): value is Script {
  return value === 'lat' || value === 'cir';
}

/** The address of a site path (`/blog?strana=2`, `/`) in a script: Cyrillic under `/cir`. */
export function scriptPath(script: Script, path: string): string {
  if (script === 'lat' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return CYRILLIC_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${CYRILLIC_PREFIX}${path.slice(1)}`;
  return `${CYRILLIC_PREFIX}${path}`;
}

/**
 * Which script an address is in, and the site path it names (`/cir/blog` → cir, `/blog`). The
 * Latin pages' own segment (`/lat/blog`, what a page rendered ahead of time was rendered as) is
 * read as Latin too.
 */
export function splitScriptPath(pathname: string | null): { script: Script; path: string } {
  // No address (a client component rendered outside a page, `usePathname()` null): Latin.
  if (pathname === null) return { script: 'lat', path: '/' };
  for (const script of SCRIPTS) {
    const prefix = `/${script}`;
    if (pathname === prefix) return { script, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { script, path: pathname.slice(prefix.length) };
  }
  return { script: 'lat', path: pathname };
}
