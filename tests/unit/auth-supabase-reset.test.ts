import { describe, expect, it, vi } from 'vitest';

import { memoryCookieJar, type ActionContext } from '@/lib/auth/context';

import { bareContext } from '../support/bare-context';
import { useSupabaseAuthStandIn } from '../support/supabase-auth-stand-in';

vi.mock('server-only', () => ({}));
// What every instance is told: the one invalidation call (lib/cache/invalidate.ts), recorded here.
const invalidate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/cache/invalidate', () => ({ invalidate }));

/**
 * 'Zaboravljena lozinka?' in Supabase mode (docs/accounts.md "Password reset"), against the local
 * stand-in of Supabase Auth: Supabase's own recovery (`resetPasswordForEmail` with our page as
 * `redirectTo`, PKCE), then the new password on our page (`exchangeCodeForSession` or
 * `verifyOtp`, `updateUser`), which ends every session of the account and announces it, so the
 * open live streams of every instance close (their access check asks Supabase, which refuses a
 * signed-out session's token).
 */
describe('Supabase mode: password reset through Supabase’s recovery flow', () => {
  const fixture = useSupabaseAuthStandIn('ana@primer.rs', 'stara-lozinka-1');
  const standIn = fixture.standIn;
  let reset: typeof import('@/lib/auth/password-reset');
  let streams: typeof import('@/lib/auth/stream-access');
  let auth: typeof import('@/lib/auth/supabase');

  async function supabaseMode() {
    fixture.supabaseMode();
    reset = await import('@/lib/auth/password-reset');
    streams = await import('@/lib/auth/stream-access');
    auth = await import('@/lib/auth/supabase');
  }

  /** A request's context over a browser's cookies, with a database that records what it is asked. */
  function context(cookies: ReturnType<typeof memoryCookieJar>) {
    const execute = vi.fn(async () => ({ rows: [] }));
    const ctx: ActionContext = { ...bareContext(cookies), db: { execute } as never };
    return { ctx, execute };
  }

  /** Whether `run` told every instance that access changed (`invalidate([CACHE_TAGS.access])`), once. */
  async function announcesAccessChange(run: () => Promise<unknown>): Promise<boolean> {
    invalidate.mockClear();
    await run();
    return (
      invalidate.mock.calls.length === 1 && JSON.stringify(invalidate.mock.calls[0]) === JSON.stringify([['changed']])
    );
  }

  it('mails Supabase’s link to our page; the browser that asked sets the password; every session ends', async () => {
    await supabaseMode();
    const config = { url: standIn().url, anonKey: standIn().anonKey };
    // Ana is signed in on her phone, with a live stream open.
    const phone = memoryCookieJar();
    expect(
      await auth.supabaseAuth(config).signIn(context(phone).ctx, 'ana@primer.rs', 'stara-lozinka-1'),
    ).toMatchObject({
      ok: true,
    });
    const phoneStream = (await streams.streamAccessOf(context(phone).ctx))!;
    const anaId = await phoneStream.account();
    expect(anaId).toMatch(/^[0-9a-f-]{36}$/);

    // She asks for a link on the members' page; Supabase mails it, not our outbox.
    const browser = memoryCookieJar();
    const send = vi.fn();
    await reset.requestPasswordReset(context(browser).ctx, { email: 'ana@primer.rs', area: 'members' }, send);
    expect(send).not.toHaveBeenCalled();
    expect(standIn().recoveries.at(-1)).toEqual({
      email: 'ana@primer.rs',
      redirectTo: 'https://test.local/auth/nova-lozinka?za=clanovi',
    });
    const { code } = standIn().recoveryLink('ana@primer.rs');

    // The page of the link only reads.
    expect(await reset.resetLinkLooksValid(context(browser).ctx, { code })).toBe(true);
    expect(await reset.resetLinkLooksValid(context(browser).ctx, {})).toBe(false);

    // Opened in another browser, the PKCE code has no verifier: refused, nothing changed.
    const elsewhere = context(memoryCookieJar());
    expect(
      await reset.completePasswordReset(elsewhere.ctx, { token: '', code, tokenHash: '' }, 'nova-lozinka-22'),
    ).toEqual({ ok: false, reason: 'other-browser' });
    expect(standIn().passwordOf('ana@primer.rs')).toBe('stara-lozinka-1');
    expect(invalidate).not.toHaveBeenCalled();

    const same = context(browser);
    let result: unknown;
    expect(
      await announcesAccessChange(async () => {
        result = await reset.completePasswordReset(same.ctx, { token: '', code, tokenHash: '' }, 'nova-lozinka-22');
      }),
    ).toBe(true);
    expect(result).toEqual({ ok: true });
    expect(standIn().passwordOf('ana@primer.rs')).toBe('nova-lozinka-22');
    // Every session ended: the phone's stream finds no account any more, and every instance was told.
    expect(await phoneStream.account()).toBeNull();
    // The code works once.
    expect(
      await reset.completePasswordReset(context(browser).ctx, { token: '', code, tokenHash: '' }, 'treca-lozinka-3'),
    ).toMatchObject({ ok: false });
    expect(standIn().passwordOf('ana@primer.rs')).toBe('nova-lozinka-22');
  });

  it('a recovery template that links to our page with token_hash works from any browser, once', async () => {
    await supabaseMode();
    await reset.requestPasswordReset(
      context(memoryCookieJar()).ctx,
      { email: 'ana@primer.rs', area: 'admin' },
      vi.fn(),
    );
    expect(standIn().recoveries.at(-1)?.redirectTo).toBe('https://test.local/auth/nova-lozinka');
    const { tokenHash } = standIn().recoveryLink('ana@primer.rs');
    const proof = { token: '', code: '', tokenHash };
    expect(await reset.completePasswordReset(context(memoryCookieJar()).ctx, proof, 'cetvrta-lozinka-4')).toEqual({
      ok: true,
    });
    expect(standIn().passwordOf('ana@primer.rs')).toBe('cetvrta-lozinka-4');
    expect(await reset.completePasswordReset(context(memoryCookieJar()).ctx, proof, 'peta-lozinka-5')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(standIn().passwordOf('ana@primer.rs')).toBe('cetvrta-lozinka-4');
  });

  it('an unknown address is asked of Supabase like any other and fails nothing', async () => {
    await supabaseMode();
    await expect(
      reset.requestPasswordReset(context(memoryCookieJar()).ctx, { email: 'niko@primer.rs', area: 'members' }, vi.fn()),
    ).resolves.toBeUndefined();
    expect(standIn().recoveries.at(-1)?.email).toBe('niko@primer.rs');
  });

  it('sign-out ends the session a stream holds, and announces it', async () => {
    await supabaseMode();
    const config = { url: standIn().url, anonKey: standIn().anonKey };
    const laptop = memoryCookieJar();
    await auth.supabaseAuth(config).signIn(context(laptop).ctx, 'ana@primer.rs', 'cetvrta-lozinka-4');
    const stream = (await streams.streamAccessOf(context(laptop).ctx))!;
    expect(await stream.account()).not.toBeNull();
    const signOut = context(laptop);
    expect(await announcesAccessChange(() => auth.supabaseAuth(config).signOut(signOut.ctx))).toBe(true);
    expect(await stream.account()).toBeNull();
  });
});
