import 'server-only';

import { decodeIdToken, generateCodeVerifier, generateState, Google } from 'arctic';

import type { ActionContext } from './context';
import { getAccessMemo } from '@/lib/cache/access-memo';
import { deleteSignupsOf } from '@/lib/data/account-signups';
import {
  createAccount,
  findAccountByEmail,
  findAccountByGoogleSubject,
  linkGoogleSubject,
  linkGoogleToUnconfirmedAccount,
  type AccountRow,
} from '@/lib/data/accounts';
import { getAuthConfig, getGoogleSignInConfig, isProduction } from '@/lib/env';
import { describeError, log } from '@/lib/log';
import { afterSignInPath, MEMBER_PATHS } from '@/lib/members/access';

import { memberStandingOf } from './index';
import { startSession } from './local';
import { supabaseServerClient } from './supabase';

/**
 * 'Nastavi sa Google-om' (spec §2, §7). Supabase mode: Supabase's Google provider (PKCE, its
 * verifier in Supabase's cookies). Local mode: our own OAuth client (arctic) when
 * GOOGLE_CLIENT_ID/SECRET are set; the account is linked through app_users.google_subject.
 * Both come back to /members/auth/google/callback and then go where the member's standing leads.
 */

export const GOOGLE_CALLBACK_PATH = '/members/auth/google/callback';
/** Where a failure lands: the sign-in page shows the spec's Google error. */
export const GOOGLE_FAILURE_PATH = `${MEMBER_PATHS.auth}?greska=google`;
/** Where the button lands on a site without Google sign-in: the same error, saying why. */
export const GOOGLE_UNAVAILABLE_PATH = `${MEMBER_PATHS.auth}?greska=google-nedostupan`;

const STATE_COOKIE = 'pm_google_state';
const VERIFIER_COOKIE = 'pm_google_verifier';
const FLOW_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax' as const, path: '/members/auth/google', maxAge: 600 };

function googleClient(ctx: ActionContext, clientId: string, clientSecret: string) {
  return new Google(clientId, clientSecret, `${ctx.mail.siteUrl}${GOOGLE_CALLBACK_PATH}`);
}

/** The address to send the browser to, or a failure path when Google is not configured or fails. */
export async function startGoogleSignIn(ctx: ActionContext): Promise<string> {
  const config = getGoogleSignInConfig();
  if (!config) return GOOGLE_UNAVAILABLE_PATH;
  try {
    if (config.kind === 'supabase') {
      const auth = getAuthConfig();
      if (auth.kind !== 'supabase') return GOOGLE_UNAVAILABLE_PATH;
      const { data, error } = await supabaseServerClient(auth, ctx.cookies).auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${ctx.mail.siteUrl}${GOOGLE_CALLBACK_PATH}`, skipBrowserRedirect: true },
      });
      if (error || !data.url) throw error ?? new Error('no url');
      return data.url;
    }
    const state = generateState();
    const verifier = generateCodeVerifier();
    const options = { ...FLOW_COOKIE_OPTIONS, secure: isProduction() };
    ctx.cookies.set(STATE_COOKIE, state, options);
    ctx.cookies.set(VERIFIER_COOKIE, verifier, options);
    return googleClient(ctx, config.clientId, config.clientSecret)
      .createAuthorizationURL(state, verifier, ['openid', 'email', 'profile'])
      .toString();
  } catch (error) {
    log.error('auth.google_start_failed', { error: describeError(error) });
    return GOOGLE_FAILURE_PATH;
  }
}

export interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** The local account for Google's answer: by subject, else by verified e-mail (linked), else new. */
export async function accountForGoogle(ctx: ActionContext, claims: GoogleClaims): Promise<AccountRow | null> {
  const bySubject = await findAccountByGoogleSubject(ctx.db, claims.sub);
  if (bySubject) return bySubject;
  if (!claims.email || claims.email_verified !== true) return null;
  const email = claims.email.toLowerCase();
  // Google verified the address: the sign-ups waiting for it proved nothing and are void.
  await deleteSignupsOf(ctx.db, email);
  const existing = await findAccountByEmail(ctx.db, email);
  if (existing) {
    if (existing.emailConfirmedAt) await linkGoogleSubject(ctx.db, existing.id, claims.sub);
    else await linkGoogleToUnconfirmedAccount(ctx.db, existing.id, claims.sub, ctx.now);
    return existing;
  }
  return createAccount(ctx.db, {
    email,
    passwordHash: null,
    fullName: claims.name ?? null,
    googleSubject: claims.sub,
    emailConfirmedAt: ctx.now,
  });
}

/** Finishes the sign-in on the callback; returns where to go next. */
export async function finishGoogleSignIn(ctx: ActionContext, params: URLSearchParams): Promise<string> {
  const config = getGoogleSignInConfig();
  if (!config) return MEMBER_PATHS.auth;
  const code = params.get('code');
  try {
    if (config.kind === 'supabase') {
      const auth = getAuthConfig();
      if (!code || auth.kind !== 'supabase') return GOOGLE_FAILURE_PATH;
      const { data, error } = await supabaseServerClient(auth, ctx.cookies).auth.exchangeCodeForSession(code);
      if (error || !data.user) throw error ?? new Error('no user');
      const user = {
        id: data.user.id,
        email: (data.user.email ?? '').toLowerCase(),
        fullName: null,
        passwordIsDemo: false,
      };
      return afterSignInPath((await memberStandingOf(ctx, user)).kind);
    }

    const state = ctx.cookies.get(STATE_COOKIE);
    const verifier = ctx.cookies.get(VERIFIER_COOKIE);
    ctx.cookies.delete(STATE_COOKIE);
    ctx.cookies.delete(VERIFIER_COOKIE);
    if (!code || !state || !verifier || params.get('state') !== state) return GOOGLE_FAILURE_PATH;
    const tokens = await googleClient(ctx, config.clientId, config.clientSecret).validateAuthorizationCode(
      code,
      verifier,
    );
    const claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
    const account = await accountForGoogle(ctx, claims);
    if (!account) return GOOGLE_FAILURE_PATH;
    await startSession(ctx, account.id);
    // Linking or confirming the account changed what pages may remember of it (lib/cache/access-memo.ts).
    await getAccessMemo().heard();
    const user = { id: account.id, email: account.email, fullName: account.fullName, passwordIsDemo: false };
    return afterSignInPath((await memberStandingOf(ctx, user)).kind);
  } catch (error) {
    log.error('auth.google_callback_failed', { error: describeError(error) });
    return GOOGLE_FAILURE_PATH;
  }
}
