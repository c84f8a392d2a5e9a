// Plain JavaScript so that next.config.mjs can import it too (see the public pages' header there).

/** Areas whose pages render per request: they get a per-request nonce from proxy.ts (lib/security/csp.ts). */
export const NONCE_AREAS = ['admin', 'auth', 'members'];

/** Stored uploads (`/files/…`): their own policy, FILES_POLICY, never the pages'. */
export const FILES_AREA = 'files';

/**
 * A `next.config.mjs` header source for every path outside the NONCE_AREAS (in either script,
 * `/admin` and `/cir/admin`) and the FILES_AREA:
 * the public pages, their assets and feeds, which all get the same static policy. Stored files are
 * left out because Next merges the config's headers with a later matching source winning, so a
 * page policy on them would replace their sandbox. An unnamed group: Next fills a source's named
 * parameters into the header values on every request (the policy is not a template).
 */
export const OUTSIDE_NONCE_AREAS = `/((?!(?:cir/)?(?:${NONCE_AREAS.join('|')})(?:/|$)|${FILES_AREA}/).*)`;

/** The `next.config.mjs` header source for stored uploads. */
export const FILES_SOURCE = `/${FILES_AREA}/(.*)`;

/**
 * The policy of every stored upload: it may load nothing, and a document the browser renders
 * anyway (a PDF, an HTML file sent as a download) is sandboxed, so no script of it runs on our
 * origin. Set by `next.config.mjs` for `/files/…` and by the file route itself (lib/storage/serve.ts).
 */
export const FILES_POLICY = "default-src 'none'; sandbox";

/** The script sources of pages rendered once for everybody, where no nonce can exist. */
export const PUBLIC_SCRIPT_SOURCES = ["'self'", "'unsafe-inline'"];

function originOf(url) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The policy with the given script sources; the rest is the same for every page: nothing from
 * other origins except the storage host's images and the newsletter provider as a form target,
 * no plugins, no <base>, no framing.
 */
export function policyWithScripts(scripts, { newsletterActionUrl, storageUrl, development = false } = {}) {
  const directives = [
    ['default-src', "'self'"],
    // `next dev` needs eval for React's debugging aids; production never does.
    ['script-src', ...scripts, development ? "'unsafe-eval'" : null],
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

/**
 * The public pages' policy from the settings it depends on (NEWSLETTER_ACTION_URL,
 * NEXT_PUBLIC_SUPABASE_URL, NODE_ENV), as `next.config.mjs` reads them when the build runs.
 */
export function publicPolicyFrom(env) {
  return policyWithScripts(PUBLIC_SCRIPT_SOURCES, {
    newsletterActionUrl: env.NEWSLETTER_ACTION_URL,
    storageUrl: env.NEXT_PUBLIC_SUPABASE_URL,
    development: env.NODE_ENV === 'development',
  });
}
