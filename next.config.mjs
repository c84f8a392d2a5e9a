// Plain JavaScript on purpose: a next.config.ts makes every `next start` load the SWC compiler to
// transpile it, about 70 MB of the server's resident memory (docs/performance.md, "Memory").

import { fileURLToPath } from 'node:url';

import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';

import {
  FILES_POLICY,
  FILES_SOURCE,
  OUTSIDE_NONCE_AREAS,
  publicPolicyFrom,
} from './lib/security/content-security-policy.mjs';
import { SCRIPT_COOKIE, SCRIPTS } from './lib/i18n/script-routing.mjs';
import { writeRouteTable } from './lib/site/route-table.mjs';

/**
 * Baseline security headers for every response. The Content-Security-Policy is below for
 * everything outside the signed-in areas, where proxy.ts sets one with a per-request nonce
 * (lib/security/csp.ts), with a sandboxing one of their own for stored files.
 */
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
];

/**
 * Images next/image may optimise: our static images, local uploads (served by app/files/…), and
 * Supabase Storage's public objects when a Supabase project is configured. Nothing else.
 */
function imageSources() {
  // Validated with the other settings in lib/env.ts, which the app loads at start.
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL?.trim().replace(/\/+$/, '');
  return {
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/files/**', search: '' },
    ],
    remotePatterns: supabaseUrl ? [new URL(`${supabaseUrl}/storage/v1/object/public/**`)] : [],
  };
}

/**
 * First segments the Latin rewrite leaves alone: the dynamic routes outside app/[script], and the
 * benchmark's shell reference (below), which is no page outside the benchmark's build.
 */
const OUTSIDE_SCRIPT_SEGMENTS = ['_next', 'files', 'sitemap', 'bench-shell'];

/**
 * The first segments of the pages' addresses, which the kept choice carries over to /cir: the
 * public pages, the members area and the panel (their sign-in pages included).
 */
const SCRIPTED_FIRST_SEGMENTS = [
  'about',
  'mentors',
  'team',
  'events',
  'community',
  'stories',
  'join',
  'contact',
  'privatnost',
  'newsletter',
  'blog',
  'blog-pretraga',
  'prijava-dogadjaj',
  'otkazivanje-prijave',
  'members',
  'admin',
  'auth',
];

/**
 * `npm run bench` builds the site once more, into its own folder, with the reference pages it
 * compares the signed-in pages with (files named `page.bench.tsx`, a page extension only that
 * build knows; docs/performance.md). `npm run build` never routes them.
 */
const benchBuild = process.env.NEXT_BENCH_BUILD === '1';

/** @type {import('next').NextConfig} */
export const nextConfig = {
  poweredByHeader: false,
  ...(benchBuild && {
    distDir: '.next-bench',
    pageExtensions: ['bench.tsx', 'tsx', 'ts'],
    // Checked by `npm run build` and `npm test`; a tsconfig of its own keeps tsconfig.json as it is.
    typescript: { ignoreBuildErrors: true, tsconfigPath: 'tsconfig.bench.json' },
  }),
  // The route cache: entries in this process's memory, freshness from the tag state all instances
  // share in the database (see the file and docs/architecture.md, "Route cache").
  cacheHandler: fileURLToPath(new URL('./lib/cache/route-cache-handler.mjs', import.meta.url)),
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: {
    formats: ['image/avif', 'image/webp'],
    ...imageSources(),
  },
  // One static-generation worker rendering one page at a time: the build opens the database once
  // (an in-memory PGlite in embedded mode, see lib/db/client.ts) instead of once per worker.
  experimental: {
    // Kept equal to ACTION_BODY_LIMIT_BYTES in lib/security/action-requests.ts, where proxy.ts
    // answers a larger form post with 413 before Next would fail it with a 500.
    serverActions: { bodySizeLimit: '1mb' },
    cpus: 1,
    staticGenerationMaxConcurrency: 1,
  },
  // Every page lives under app/[script] (docs/i18n.md, "The script switch"): Cyrillic at `/cir/…`,
  // Latin at the site's own paths, served by the `lat` pages. After the files: the route handlers
  // outside the segment (feeds, health, files) and public/ answer first; the first segments below
  // are their dynamic routes. A typed `/lat/…` address goes to the Latin page's own address.
  async redirects() {
    // The visitor's choice of 'Ћирилица' (the switch's, or a member's setting, kept at sign-in): a
    // page's Latin address leads on to its Cyrillic one. Crawlers carry no cookie and keep both.
    const choseCyrillic = [{ type: 'cookie', key: SCRIPT_COOKIE, value: 'cir' }];
    return [
      { source: '/lat', destination: '/', permanent: true },
      { source: '/lat/:rest*', destination: '/:rest*', permanent: true },
      { source: '/', has: choseCyrillic, destination: '/cir', permanent: false },
      {
        source: `/:first(${SCRIPTED_FIRST_SEGMENTS.join('|')})/:rest*`,
        has: choseCyrillic,
        destination: '/cir/:first/:rest*',
        permanent: false,
      },
    ];
  },
  async rewrites() {
    return {
      afterFiles: [
        { source: '/', destination: '/lat' },
        // The benchmark's shell reference, a page of its build only (app/[script]/bench-shell); in
        // any other build `/bench-shell/…` names no page and stays out of the Latin rewrite.
        ...(benchBuild ? [{ source: '/bench-shell/:paragraphs', destination: '/lat/bench-shell/:paragraphs' }] : []),
        {
          source: `/:first((?!(?:${[...SCRIPTS, ...OUTSIDE_SCRIPT_SEGMENTS].join('|')})(?:/|$))[^/]+)/:rest*`,
          destination: '/lat/:first/:rest*',
        },
      ],
    };
  },
  async headers() {
    return [
      // Sources without named parameters: Next fills those into the header values on every request.
      { source: '/(.*)', headers: securityHeaders },
      // Public pages are rendered once for everybody, so their policy is the same for every request
      // and needs no code (docs/architecture.md, "Content-Security-Policy"). Like the pages, it is
      // fixed when the build runs: NEWSLETTER_ACTION_URL and NEXT_PUBLIC_SUPABASE_URL are read then.
      // Stored files are not among them: they keep their sandboxing policy, below.
      {
        source: OUTSIDE_NONCE_AREAS,
        headers: [{ key: 'Content-Security-Policy', value: publicPolicyFrom(process.env) }],
      },
      // Uploads (docs/storage.md): nothing loads, nothing runs. The file route sets the same; this
      // also covers answers that do not come from it. tests/unit/security-headers.test.ts checks both.
      { source: FILES_SOURCE, headers: [{ key: 'Content-Security-Policy', value: FILES_POLICY }] },
      // Pages ask for the sprite by a URL that carries its content hash (components/ui/icon-sprite.ts).
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

/**
 * Next calls this with the phase it starts: a build and the development server first list the
 * app's routes for proxy.ts (lib/site/route-table.mjs); `next start` only reads what the build made.
 */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    writeRouteTable(fileURLToPath(new URL('.', import.meta.url)));
  }
  return nextConfig;
}
