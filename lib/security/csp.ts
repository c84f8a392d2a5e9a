import 'server-only';

import { createHash } from 'node:crypto';

import { THEME_INIT_SCRIPT } from '@/lib/site/theme-script';

import { NONCE_AREAS, policyWithScripts, PUBLIC_SCRIPT_SOURCES } from './content-security-policy.mjs';

/**
 * The Content-Security-Policy (docs/architecture.md, "Content-Security-Policy"). Two variants:
 *
 * - Areas rendered per request anyway (`/admin`, `/auth`, `/members`) get Next's strict policy:
 *   a fresh nonce per request and `'strict-dynamic'`, so only scripts Next itself emitted run.
 * - Public pages are static or served from Next's route cache, where a per-request nonce cannot
 *   exist (Next adds it while rendering, and a cached page was rendered once for everybody). They
 *   get the same policy with `'self' 'unsafe-inline'` for scripts instead: Next's inline RSC
 *   payload scripts differ per page and deploy, so hashes are not practical either. That policy
 *   is a static header (next.config.mjs), so no code runs for it on a public page.
 *
 * Everything else is the same for both: nothing from other origins except the storage host's
 * images and the newsletter provider as a form target, no plugins, no <base>, no framing.
 */

export function needsNonce(pathname: string): boolean {
  return NONCE_AREAS.some((area) => pathname === `/${area}` || pathname.startsWith(`/${area}/`));
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

/** The root layout's one inline script of our own, allowed by its hash next to the nonce. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

export function createNonce(): string {
  return btoa(crypto.randomUUID());
}

export function contentSecurityPolicy({ nonce, ...settings }: CspOptions = {}): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, THEME_SCRIPT_HASH, "'strict-dynamic'"] : PUBLIC_SCRIPT_SOURCES;
  return policyWithScripts(scripts, settings);
}
