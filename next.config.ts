import type { NextConfig } from 'next';

import { getEnv } from './lib/env';

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

/**
 * Images next/image may optimise: our static images, local uploads (served by app/files/…), and
 * Supabase Storage's public objects when a Supabase project is configured. Nothing else.
 */
function imageSources(): Pick<NonNullable<NextConfig['images']>, 'localPatterns' | 'remotePatterns'> {
  const supabaseUrl = getEnv().NEXT_PUBLIC_SUPABASE_URL?.replace(/\/+$/, '');
  return {
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/files/**', search: '' },
    ],
    remotePatterns: supabaseUrl ? [new URL(`${supabaseUrl}/storage/v1/object/public/**`)] : [],
  };
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: {
    formats: ['image/avif', 'image/webp'],
    ...imageSources(),
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
