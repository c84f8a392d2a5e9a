import 'server-only';

import { createHash } from 'node:crypto';

import { THEME_INIT_SCRIPT } from '@/lib/site/theme-script';

/**
 * The Content-Security-Policy (docs/architecture.md, "Content-Security-Policy"). Two variants:
 *
 * - Areas rendered per request anyway (`/admin`, `/auth`, `/members`) get Next's strict policy:
 *   a fresh nonce per request and `'strict-dynamic'`, so only scripts Next itself emitted run.
 * - Public pages are static or served from Next's route cache, where a per-request nonce cannot
 *   exist (Next adds it while rendering, and a cached page was rendered once for everybody). They
 *   get the same policy with `'self' 'unsafe-inline'` for scripts instead: Next's inline RSC
 *   payload scripts differ per page and deploy, so hashes are not practical either.
 *
 * Everything else is the same for both: nothing from other origins except the storage host's
 * images and the newsletter provider as a form target, no plugins, no <base>, no framing.
 */

/** Path prefixes whose pages render per request and therefore get a nonce. */
export const NONCE_AREAS = ['/admin', '/auth', '/members'] as const;

export function needsNonce(pathname: string): boolean {
  return NONCE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

export interface CspOptions {
  /** A fresh per-request nonce; absent for public (static) pages. */
  nonce?: string;
  /** Where newsletter cards post natively (NEWSLETTER_ACTION_URL), when configured. */
  newsletterActionUrl?: string | null;
  /** The Supabase project URL, whose storage serves images, when configured. */
  storageUrl?: string | null;
  /** `next dev` needs eval for React's debugging aids; production never does. */
  development?: boolean;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The root layout's one inline script of our own, allowed by its hash next to the nonce. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

export function createNonce(): string {
  return btoa(crypto.randomUUID());
}

export function contentSecurityPolicy({
  nonce,
  newsletterActionUrl,
  storageUrl,
  development = false,
}: CspOptions = {}): string {
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, THEME_SCRIPT_HASH, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'"];
  if (development) scripts.push("'unsafe-eval'");
  const directives: [string, ...(string | null)[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    // React and Radix set inline style attributes (positions, transitions); styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', originOf(storageUrl)],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", originOf(newsletterActionUrl)],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.filter(Boolean).join(' ')).join('; ');
}
