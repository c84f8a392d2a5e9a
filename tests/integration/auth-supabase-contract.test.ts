import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { memoryCookieJar } from '@/lib/auth/context';
import { supabaseAuth } from '@/lib/auth/supabase';

import { bareContext } from '../support/bare-context';

/**
 * The Supabase adapter against a real Supabase project, when one is named:
 * SUPABASE_TEST_URL and SUPABASE_TEST_ANON_KEY (a test project with e-mail confirmation turned
 * off, so a new account can sign in at once). Without them the suite is skipped; the recorded
 * responses in tests/unit/auth-supabase.test.ts always run.
 */
const url = process.env.SUPABASE_TEST_URL?.trim();
const anonKey = process.env.SUPABASE_TEST_ANON_KEY?.trim();

const context = bareContext;

describe.skipIf(!url || !anonKey)('Supabase Auth contract (live project)', () => {
  const auth = supabaseAuth({ url: url ?? '', anonKey: anonKey ?? '' });
  const email = `ugovor.${randomUUID().slice(0, 8)}@example.com`;
  const password = `lozinka-${randomUUID()}`;

  it('signs up, refuses the same address again, signs in, reads the user and signs out', async () => {
    const signUp = await auth.signUp(context(), {
      email,
      password,
      fullName: 'Ugovor Test',
      redirectTo: 'https://test.local/admin',
      signIn: false,
    });
    expect(signUp.ok).toBe(true);
    expect(
      await auth.signUp(context(), {
        email,
        password,
        fullName: 'Ugovor Test',
        redirectTo: 'https://test.local/admin',
        signIn: false,
      }),
    ).toEqual({ ok: false, reason: 'exists' });

    expect(await auth.signIn(context(), email, 'pogresna-lozinka')).toEqual({ ok: false, reason: 'invalid' });
    const cookies = memoryCookieJar();
    const signedIn = await auth.signIn(context(cookies), email, password);
    expect(signedIn).toMatchObject({ ok: true, user: { email, fullName: 'Ugovor Test' } });
    expect(await auth.currentUser(context(cookies))).toMatchObject({ email });
    await auth.signOut(context(cookies));
    expect(await auth.currentUser(context(cookies))).toBeNull();
  });
});
