import { afterEach, describe, expect, it, vi } from 'vitest';

import { memoryCookieJar } from '@/lib/auth/context';
import { supabaseAuth } from '@/lib/auth/supabase';

import { bareContext } from '../support/bare-context';

/**
 * The Supabase adapter against recorded Supabase Auth (GoTrue) responses: the URLs it calls and
 * the JSON it gets back are what a real project answers (shapes taken from GoTrue's API).
 */
const config = { url: 'https://projekat.supabase.co', anonKey: 'anon-kljuc' };

const USER = {
  id: '5b8a6f0e-2c1d-4b7e-9a40-1f2e3d4c5b6a',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'Ana@Primer.rs',
  email_confirmed_at: '2026-11-20T10:00:00Z',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { full_name: 'Ana Anić' },
  identities: [
    { id: '5b8a6f0e-2c1d-4b7e-9a40-1f2e3d4c5b6a', provider: 'email', identity_data: { email: 'ana@primer.rs' } },
  ],
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

const SESSION = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1YjhhNmYwZSIsImV4cCI6OTk5OTk5OTk5OX0.potpis',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 9_999_999_999,
  refresh_token: 'osvezi-token',
  user: USER,
};

interface Recorded {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

function replay(responses: Recorded[]) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({
        method,
        path: `${url.pathname}${url.search}`,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const match = responses.find(
        (response) => response.method === method && `${url.pathname}${url.search}`.startsWith(response.path),
      );
      if (!match) return new Response(JSON.stringify({ msg: `unexpected ${method} ${url.pathname}` }), { status: 500 });
      return new Response(match.status === 204 ? null : JSON.stringify(match.body), {
        status: match.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const context = bareContext;

/** A GoTrue error answer: the status repeated as `code`, the machine-readable `error_code` and the message. */
const failure = (status: number, errorCode: string, msg: string) => ({
  status,
  body: { code: status, error_code: errorCode, msg },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Supabase adapter (recorded responses)', () => {
  it('signs in with the password grant and stores the session in cookies the next request reads', async () => {
    const calls = replay([
      { method: 'POST', path: '/auth/v1/token?grant_type=password', status: 200, body: SESSION },
      { method: 'GET', path: '/auth/v1/user', status: 200, body: USER },
    ]);
    const cookies = memoryCookieJar();
    const auth = supabaseAuth(config);
    const outcome = await auth.signIn(context(cookies), 'ana@primer.rs', 'lozinka123');
    expect(outcome).toEqual({
      ok: true,
      user: { id: USER.id, email: 'ana@primer.rs', fullName: 'Ana Anić', passwordIsDemo: false },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'ana@primer.rs', password: 'lozinka123' } });
    expect(cookies.getAll().some(({ name }) => /^sb-projekat-auth-token/.test(name))).toBe(true);

    const user = await auth.currentUser(
      context(memoryCookieJar(Object.fromEntries(cookies.getAll().map(({ name, value }) => [name, value])))),
    );
    expect(user).toMatchObject({ id: USER.id, email: 'ana@primer.rs' });
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/auth/v1/user' });
  });

  it.each([
    {
      rule: "reads 'Invalid login credentials' as a wrong e-mail or password",
      ...failure(400, 'invalid_credentials', 'Invalid login credentials'),
      outcome: { ok: false, reason: 'invalid' },
    },
    {
      rule: 'reads an unconfirmed address as such (the page asks to confirm it first)',
      ...failure(400, 'email_not_confirmed', 'Email not confirmed'),
      outcome: { ok: false, reason: 'unconfirmed' },
    },
    {
      rule: "passes any other service message on (the spec shows the server's message)",
      ...failure(429, 'over_request_rate_limit', 'Request rate limit reached'),
      outcome: { ok: false, reason: 'error', message: 'Request rate limit reached' },
    },
  ])('$rule', async ({ status, body, outcome }) => {
    replay([{ method: 'POST', path: '/auth/v1/token', status, body }]);
    expect(await supabaseAuth(config).signIn(context(), 'ana@primer.rs', 'lozinka123')).toEqual(outcome);
  });

  it('signs up with the full name as metadata and the redirect to the site', async () => {
    const calls = replay([{ method: 'POST', path: '/auth/v1/signup', status: 200, body: USER }]);
    const outcome = await supabaseAuth(config).signUp(context(), {
      email: 'ana@primer.rs',
      password: 'lozinka123',
      fullName: 'Ana Anić',
      redirectTo: 'https://test.local/admin',
      signIn: false,
    });
    expect(outcome).toMatchObject({ ok: true, signedIn: false, user: { id: USER.id } });
    expect(calls[0]?.body).toMatchObject({
      email: 'ana@primer.rs',
      password: 'lozinka123',
      data: { full_name: 'Ana Anić' },
    });
    expect(calls[0]?.path).toContain(`redirect_to=${encodeURIComponent('https://test.local/admin')}`);
  });

  it('recognises an existing address both ways Supabase reports it', async () => {
    replay([
      { method: 'POST', path: '/auth/v1/signup', ...failure(422, 'user_already_exists', 'User already registered') },
    ]);
    const input = {
      email: 'ana@primer.rs',
      password: 'lozinka123',
      fullName: 'Ana',
      redirectTo: 'https://test.local/admin',
      signIn: false,
    };
    expect(await supabaseAuth(config).signUp(context(), input)).toEqual({ ok: false, reason: 'exists' });
    replay([{ method: 'POST', path: '/auth/v1/signup', status: 200, body: { ...USER, identities: [] } }]);
    expect(await supabaseAuth(config).signUp(context(), input)).toEqual({ ok: false, reason: 'exists' });
  });

  it('treats a refused token as nobody signed in', async () => {
    replay([{ method: 'GET', path: '/auth/v1/user', ...failure(401, 'bad_jwt', 'invalid JWT') }]);
    const cookies = memoryCookieJar({
      'sb-projekat-auth-token': `base64-${Buffer.from(JSON.stringify(SESSION)).toString('base64url')}`,
    });
    expect(await supabaseAuth(config).currentUser(context(cookies))).toBeNull();
  });
});
