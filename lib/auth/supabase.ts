import 'server-only';

import { createServerClient } from '@supabase/ssr';
import type { User } from '@supabase/supabase-js';

import type { CookieJar } from './context';
import { log } from '@/lib/log';

import { NO_REALTIME } from './supabase-options';

import type { AuthAdapter, AuthUser } from './types';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { invalidate } from '@/lib/cache/invalidate';

export interface SupabaseAuthConfig {
  url: string;
  anonKey: string;
}

/**
 * A new Supabase server client per request over the request's cookies (never a shared module
 * client: it would mix sessions). Writing cookies fails in a server component; the session is
 * then refreshed by proxy.ts on the next request, as Supabase's Next.js guide describes.
 */
export function supabaseServerClient(config: SupabaseAuthConfig, cookies: CookieJar) {
  return createServerClient(config.url, config.anonKey, {
    realtime: NO_REALTIME,
    cookies: {
      getAll: () => cookies.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) {
            cookies.set(name, value, {
              ...options,
              sameSite: typeof options.sameSite === 'string' ? (options.sameSite as 'lax' | 'strict' | 'none') : 'lax',
            });
          }
        } catch {
          // Read-only cookies (a server component): proxy.ts refreshes the session instead.
        }
      },
    },
  });
}

function toUser(user: User): AuthUser {
  const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : null;
  return { id: user.id, email: (user.email ?? '').toLowerCase(), fullName, passwordIsDemo: false };
}

/** Supabase's answer to a wrong e-mail or password (spec §8: 'Invalid login credentials'). */
const INVALID_CREDENTIALS = /invalid login credentials/i;
const ALREADY_REGISTERED = /already registered|already exists/i;
/** Supabase refuses a password sign-in before the address is confirmed ('Email not confirmed'). */
const EMAIL_NOT_CONFIRMED = /email not confirmed/i;

export function supabaseAuth(config: SupabaseAuthConfig): AuthAdapter {
  return {
    kind: 'supabase',

    async currentUser(ctx) {
      // getUser() asks Supabase to verify the token; getSession() alone would trust the cookie.
      const { data, error } = await supabaseServerClient(config, ctx.cookies).auth.getUser();
      if (error || !data.user) return null;
      return toUser(data.user);
    },

    // Supabase renews a session through its refresh token (refreshSession in lib/auth/proxy.ts).
    async keepSessionAlive() {},

    async signIn(ctx, email, password) {
      const { data, error } = await supabaseServerClient(config, ctx.cookies).auth.signInWithPassword({
        email,
        password,
      });
      if (error) {
        if (INVALID_CREDENTIALS.test(error.message)) return { ok: false, reason: 'invalid' };
        if (EMAIL_NOT_CONFIRMED.test(error.message)) return { ok: false, reason: 'unconfirmed' };
        return { ok: false, reason: 'error', message: error.message };
      }
      return { ok: true, user: toUser(data.user) };
    },

    async signUp(ctx, input) {
      const client = supabaseServerClient(config, ctx.cookies);
      const { data, error } = await client.auth.signUp({
        email: input.email,
        password: input.password,
        options: { emailRedirectTo: input.redirectTo, data: { full_name: input.fullName } },
      });
      if (error)
        return ALREADY_REGISTERED.test(error.message)
          ? { ok: false, reason: 'exists' }
          : { ok: false, reason: 'error', message: error.message };
      // With e-mail confirmation on, Supabase answers an existing address with a user that has no identities.
      if (!data.user || data.user.identities?.length === 0) return { ok: false, reason: 'exists' };
      if (!input.signIn && data.session) await client.auth.signOut();
      return { ok: true, user: toUser(data.user), signedIn: input.signIn && Boolean(data.session) };
    },

    async signOut(ctx) {
      const { error } = await supabaseServerClient(config, ctx.cookies).auth.signOut();
      if (error) log.warn('auth.supabase_sign_out_failed', { error: error.message });
      // Supabase's sessions are no rows of ours: the open live streams of every instance are told.
      await invalidate([CACHE_TAGS.access]);
    },

    async changePassword(ctx, user, currentPassword, newPassword) {
      const client = supabaseServerClient(config, ctx.cookies);
      const check = await client.auth.signInWithPassword({ email: user.email, password: currentPassword });
      if (check.error)
        return INVALID_CREDENTIALS.test(check.error.message)
          ? { ok: false, reason: 'invalid' }
          : { ok: false, reason: 'error', message: check.error.message };
      const { error } = await client.auth.updateUser({ password: newPassword });
      if (error) return { ok: false, reason: 'error', message: error.message };
      // Every other session of the account ends, as in local mode, and with them their live streams.
      const others = await client.auth.signOut({ scope: 'others' });
      if (others.error) log.warn('auth.supabase_sign_out_failed', { error: others.error.message });
      await invalidate([CACHE_TAGS.access]);
      return { ok: true };
    },
  };
}
