import type { NextConfig } from 'next';
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import {
  ACTION_BODY_LIMIT_BYTES,
  ACTION_REFUSALS,
  actionRequestRefusal,
  malformedFormBody,
} from '@/lib/security/action-requests';
import { contentSecurityPolicy, needsNonce, THEME_SCRIPT_HASH } from '@/lib/security/csp';
import { requestIdFrom } from '@/lib/security/request-id';

// Plain JavaScript without declarations (next.config.mjs explains why it is not TypeScript).
const { nextConfig } = (await import('@/next.config.mjs' as string)) as { nextConfig: NextConfig };

/** The Content-Security-Policy next.config.mjs's headers() give a path, merged as Next merges them. */
const configuredPolicy = async (path: string) =>
  (await unstable_getResponseFromNextConfig({ url: `https://example.com${path}`, nextConfig })).headers.get(
    'content-security-policy',
  );

const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('locks everything down to our own origin on public pages', () => {
    const policy = directivesOf(contentSecurityPolicy());
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('adds the newsletter provider as a form target and the storage host as an image source when configured', () => {
    const policy = directivesOf(
      contentSecurityPolicy({
        newsletterActionUrl: 'https://list.example.com/subscribe/post?u=1&id=2',
        storageUrl: 'https://abc.supabase.co',
      }),
    );
    expect(policy['form-action']).toEqual(["'self'", 'https://list.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co']);
  });

  it("uses a nonce with 'strict-dynamic' and no 'unsafe-inline' where pages render per request", () => {
    const policy = directivesOf(contentSecurityPolicy({ nonce: 'abc123' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'", THEME_SCRIPT_HASH, "'strict-dynamic'"]);
    expect(THEME_SCRIPT_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(needsNonce('/admin')).toBe(true);
    expect(needsNonce('/admin/events/1')).toBe(true);
    expect(needsNonce('/members')).toBe(true);
    expect(needsNonce('/auth/login')).toBe(true);
    expect(needsNonce('/administracija')).toBe(false);
    expect(needsNonce('/events')).toBe(false);
  });

  it("allows eval only in development (React's debugging aids)", () => {
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
  });
});

describe('the headers of next.config.mjs', () => {
  it('give every stored file (/files/…) its own sandboxing policy, not the pages’', async () => {
    for (const path of ['/files/site-images/a.png', '/files/documents/nested/b.pdf', '/files/upload']) {
      const policy = await configuredPolicy(path);
      expect(policy, path).toBe("default-src 'none'; sandbox");
      expect(directivesOf(policy ?? '')['sandbox'], path).toEqual([]);
    }
  });

  it('keep the pages’ policy on the public pages and assets around them', async () => {
    for (const path of [
      '/',
      '/events',
      '/cir/events',
      '/blog/some-post',
      '/files',
      '/filesx/a.png',
      '/images/logo.svg',
    ]) {
      const policy = await configuredPolicy(path);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain('sandbox');
    }
  });

  it('leave the signed-in areas to the proxy’s per-request policy, in both scripts', async () => {
    for (const path of ['/admin', '/members/messages', '/auth', '/cir/admin', '/cir/members/messages', '/cir/auth'])
      expect(await configuredPolicy(path), path).toBeNull();
  });
});

describe('x-request-id', () => {
  const from = (value?: string) => requestIdFrom({ get: (name) => (name === 'x-request-id' ? (value ?? null) : null) });

  it('keeps a short token of safe characters from upstream', () => {
    expect(from('req_01HZX.abc-9')).toBe('req_01HZX.abc-9');
  });

  it('replaces anything else with a fresh UUID', () => {
    for (const bad of ['a'.repeat(65), 'two words', '"quoted"', 'x\u0000y', 'a\r\nSet-Cookie: x', '<script>', '']) {
      expect(from(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(from()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('server-action requests refused before Next', () => {
  const request = (headers: Record<string, string>, method = 'POST') => ({ method, headers: new Headers(headers) });

  it('refuses an action call whose body is not form data', () => {
    const sized = { 'content-length': '20' };
    expect(
      actionRequestRefusal(request({ 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', ...sized })),
    ).toBe('notFormData');
    expect(actionRequestRefusal(request({ 'next-action': 'abc', 'content-type': 'application/json', ...sized }))).toBe(
      'notFormData',
    );
    expect(
      actionRequestRefusal(
        request({ 'next-action': 'abc', 'content-type': 'multipart/form-data; boundary=x', ...sized }),
      ),
    ).toBeNull();
  });

  it('refuses a form post without a declared length (a chunked body browsers never send)', () => {
    expect(
      actionRequestRefusal(
        request({
          'next-action': 'abc',
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
        }),
      ),
    ).toBe('lengthRequired');
    expect(actionRequestRefusal(request({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe(
      'lengthRequired',
    );
    expect(ACTION_REFUSALS.lengthRequired.status).toBe(400);
  });

  it('finds a form body that cannot be parsed', async () => {
    const post = (type: string, body: string) =>
      new Request('http://localhost/contact', { method: 'POST', headers: { 'content-type': type }, body });
    const good = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    expect(await malformedFormBody(post('multipart/form-data; boundary=x', good))).toBe(false);
    for (const [type, body] of [
      ['multipart/form-data', good],
      ['multipart/form-data; boundary=y', good],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken header line\r\n\r\n1\r\n--x--\r\n'],
    ] as const) {
      expect(await malformedFormBody(post(type, body)), body).toBe(true);
    }
  });

  it('refuses a form post over the body limit, with or without JavaScript', () => {
    const tooLarge = String(ACTION_BODY_LIMIT_BYTES + 1);
    expect(
      actionRequestRefusal(
        request({
          'next-action': 'abc',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': tooLarge,
        }),
      ),
    ).toBe('tooLarge');
    expect(
      actionRequestRefusal(request({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': tooLarge })),
    ).toBe('tooLarge');
    expect(
      actionRequestRefusal(
        request({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': tooLarge }),
      ),
    ).toBe('tooLarge');
  });

  it('leaves page requests and ordinary form posts alone', () => {
    expect(actionRequestRefusal(request({}, 'GET'))).toBeNull();
    expect(
      actionRequestRefusal(request({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '2000' })),
    ).toBeNull();
    expect(
      actionRequestRefusal(request({ 'content-type': 'application/json', 'content-length': '99999999' })),
    ).toBeNull();
  });
});
