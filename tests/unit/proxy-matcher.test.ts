import type { NextConfig } from 'next';
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { config } from '@/proxy';

// Plain JavaScript without declarations (next.config.mjs explains why it is not TypeScript).
const { nextConfig } = (await import('@/next.config.mjs' as string)) as { nextConfig: NextConfig };

const runsProxy = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers });

describe('where proxy.ts runs', () => {
  it('skips the public pages and files served as built or from the route cache', () => {
    for (const path of [
      '/',
      '/about',
      '/events',
      '/blog',
      '/blog/rss.xml',
      '/prijava-dogadjaj/wild-mixer-april',
      '/robots.txt',
      '/sitemap.xml',
      '/icons.svg',
      '/_next/static/chunks/app.js',
      '/files/uploads/a.png',
      '/bench-shell/93',
      '/cir',
      '/cir/about',
      '/cir/blog',
      '/cir/prijava-dogadjaj/wild-mixer-april',
    ]) {
      expect(runsProxy(path), path).toBe(false);
    }
  });

  it('runs where it has work: signed-in areas, blog paths, the registration link, unknown URLs', () => {
    for (const path of [
      '/admin',
      '/admin/events/1',
      '/auth',
      '/members',
      '/members/directory',
      '/blog/some-post',
      '/blog/category/startup',
      '/prijava-dogadjaj?event=wild-mixer-april',
      '/blog?q=startup',
      '/about/unknown',
      '/eventsx',
      '/no-such-page',
      '/images/missing.png',
      '/cir/blog/some-post',
      '/cir/members',
      '/cir/no-such-page',
    ]) {
      expect(runsProxy(path), path).toBe(true);
    }
  });

  it('runs on every form post and action call, public pages included (malformed ones are refused)', () => {
    expect(runsProxy('/contact', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(runsProxy('/', { 'next-action': 'abc' })).toBe(true);
    // An upload's body streams to its route handler unbuffered (docs/storage.md).
    expect(runsProxy('/files/upload', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
  });

  it('runs on a stored file only when its address has a %-escape (one that does not decode is answered there)', () => {
    expect(runsProxy('/files/site-images/%E0%A4x.png')).toBe(true);
    expect(runsProxy('/files/site-images/a%20b.png')).toBe(true);
    expect(runsProxy('/files/site-images/slika.png')).toBe(false);
  });
});

describe('the public pages’ Content-Security-Policy header (next.config.mjs)', () => {
  const policyOf = async (path: string) =>
    (await unstable_getResponseFromNextConfig({ url: `https://example.com${path}`, nextConfig })).headers.get(
      'content-security-policy',
    );

  it('is static and without a nonce outside the signed-in areas', async () => {
    for (const path of ['/', '/events', '/blog/rss.xml', '/administracija', '/images/logo.svg']) {
      const policy = await policyOf(path);
      expect(policy, path).toContain("script-src 'self' 'unsafe-inline'");
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });

  it('is left to proxy.ts (a per-request nonce) in the signed-in areas', async () => {
    for (const path of ['/admin', '/admin/events/1', '/auth', '/members', '/members/messages']) {
      expect(await policyOf(path), path).toBeNull();
    }
  });

  it('comes with the baseline security headers on every path, signed-in areas included', async () => {
    for (const path of ['/', '/blog/some-post', '/admin', '/members/messages', '/_next/static/chunks/app.js']) {
      const { headers } = await unstable_getResponseFromNextConfig({ url: `https://example.com${path}`, nextConfig });
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('is set by sources without named parameters, which Next would fill into the values on every request', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    // A named parameter is `:name`; `(?:` is a group that captures nothing.
    for (const { source } of rules) expect(source).not.toMatch(/(?<!\?):\w/);
  });
});
