import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { safeNextPath } from '@/lib/auth/next-path';
import { earlySignInRedirect } from '@/lib/auth/proxy';

import { OPEN_REDIRECT_VECTORS } from '../support/open-redirect-vectors';

describe('safeNextPath: a next target is only ever a local path', () => {
  it.each([
    ['/admin?tab=blog', '/admin?tab=blog'],
    ['/members/messages?to=abc#kraj', '/members/messages?to=abc#kraj'],
    ['/admin/../auth', '/auth'],
  ])('keeps %s', (value, expected) => expect(safeNextPath(value, '/admin')).toBe(expected));

  it.each(OPEN_REDIRECT_VECTORS)('refuses %j', (value) => expect(safeNextPath(value, '/admin')).toBe('/admin'));

  it('leaves every vector on this origin when the browser resolves the result', () => {
    for (const value of OPEN_REDIRECT_VECTORS) {
      expect(new URL(safeNextPath(value, '/admin'), 'https://sajt.rs').origin, value).toBe('https://sajt.rs');
    }
  });

  it('falls back when absent', () => expect(safeNextPath(undefined, '/members')).toBe('/members'));
});

describe('earlySignInRedirect: visitors without a session leave the signed-in areas early', () => {
  const request = (path: string, cookie?: string) =>
    new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });

  it('sends /admin/… to /auth with the path as next, but leaves /admin itself to show its card', () => {
    expect(earlySignInRedirect(request('/admin/inbox?vrsta=kontakt'))?.toString()).toBe(
      'http://localhost:3000/auth?next=%2Fadmin%2Finbox%3Fvrsta%3Dkontakt',
    );
    expect(earlySignInRedirect(request('/admin'))).toBeNull();
    expect(earlySignInRedirect(request('/admin?tab=blog'))).toBeNull();
  });

  it('sends /members and everything under it but /members/auth to /members/auth', () => {
    expect(earlySignInRedirect(request('/members'))?.pathname).toBe('/members/auth');
    expect(earlySignInRedirect(request('/members/messages?to=1'))?.pathname).toBe('/members/auth');
    expect(earlySignInRedirect(request('/members/pending-approval'))?.pathname).toBe('/members/auth');
    expect(earlySignInRedirect(request('/members/auth'))).toBeNull();
    // In the script of the address asked for.
    expect(earlySignInRedirect(request('/cir/members/messages'))?.pathname).toBe('/cir/members/auth');
    expect(earlySignInRedirect(request('/cir/admin/inbox'))?.toString()).toBe(
      'http://localhost:3000/cir/auth?next=%2Fcir%2Fadmin%2Finbox',
    );
    expect(earlySignInRedirect(request('/cir/members/auth'))).toBeNull();
    expect(earlySignInRedirect(request('/membership'))).toBeNull();
  });

  it('leaves an unknown URL under either area to the 404 page (spec: any unknown route shows it)', () => {
    expect(earlySignInRedirect(request('/admin/nepostoji'))).toBeNull();
    expect(earlySignInRedirect(request('/members/nepostoji'))).toBeNull();
    expect(earlySignInRedirect(request('/members/messages/nepostoji/dalje'))).toBeNull();
  });

  it('lets any session cookie through: the page itself decides', () => {
    expect(earlySignInRedirect(request('/admin/inbox', 'pm_session=abc'))).toBeNull();
    expect(earlySignInRedirect(request('/members', 'sb-projekat-auth-token.0=abc'))).toBeNull();
  });

  it('leaves public pages alone', () => {
    expect(earlySignInRedirect(request('/blog'))).toBeNull();
  });
});
