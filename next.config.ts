import type { NextConfig } from 'next';

/**
 * Baseline security headers for every response. The Content-Security-Policy arrives later with
 * per-request nonces from proxy.ts; until then frame-ancestors is the only CSP directive set here.
 */
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // One static-generation worker rendering one page at a time: the build opens the database once
  // (an in-memory PGlite in embedded mode, see lib/db/client.ts) instead of once per worker.
  experimental: {
    cpus: 1,
    staticGenerationMaxConcurrency: 1,
    // Regenerated pages stay in this server's memory and never overwrite the build's files, so two
    // servers started from one build on different databases (the e2e pair) never serve each
    // other's pages, and a restart starts again from the build (then expires it, see instrumentation.ts).
    isrFlushToDisk: false,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
