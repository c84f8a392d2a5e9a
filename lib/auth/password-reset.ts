import 'server-only';

import type { ActionContext } from './context';
import { hashToken, newToken } from '@/lib/data/accounts';
import {
  createPasswordResetToken,
  findResettableAccount,
  isPasswordResetTokenValid,
  resetPasswordWithToken,
} from '@/lib/data/password-reset';
import { getAuthConfig } from '@/lib/env';
import { log } from '@/lib/log';
import { passwordResetMail } from '@/lib/mail/account-templates';
import type { MailMessage } from '@/lib/mail/types';
import { hashPassword } from '@/lib/security/password';
import { consumeRateLimit } from '@/lib/security/rate-limit';
import { RESET_PASSWORD_PATH, type ResetArea } from '@/lib/validation/password-reset';

import { SESSION_COOKIE } from './session-cookie';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { invalidate } from '@/lib/cache/invalidate';

/**
 * 'Zaboravljena lozinka?' (docs/accounts.md "Password reset"). Local accounts: our own single-use
 * link, valid an hour, through the outbox. Supabase: Supabase's recovery flow
 * (`resetPasswordForEmail`, then the new password on our page with the session the link gives).
 * Either way every session of the account ends with the new password, and with them its open
 * live-message streams.
 */

/** How long a mailed link works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60_000;

/** The page the link opens, for the sign-in page it came from. */
export function passwordResetUrl(siteUrl: string, area: ResetArea, token?: string): string {
  const query = new URLSearchParams({ ...(token ? { token } : {}), ...(area === 'members' ? { za: 'clanovi' } : {}) });
  const search = query.toString();
  return `${siteUrl}${RESET_PASSWORD_PATH}${search ? `?${search}` : ''}`;
}

/**
 * Sends a link for a new password to the account of `email`, if it has one; the caller answers
 * the same either way. Local: only to a confirmed account, at most `passwordResetAccount` per
 * account and hour (beyond it nothing is sent, and nothing tells). `send` queues the mail.
 */
export async function requestPasswordReset(
  ctx: ActionContext,
  input: { email: string; area: ResetArea },
  send: (mail: MailMessage) => Promise<void>,
): Promise<void> {
  const config = getAuthConfig();
  if (config.kind === 'supabase') {
    const { supabaseServerClient } = await import('./supabase');
    const { error } = await supabaseServerClient(config, ctx.cookies).auth.resetPasswordForEmail(input.email, {
      redirectTo: passwordResetUrl(ctx.mail.siteUrl, input.area),
    });
    // Supabase's own refusals (its per-address limit, an unknown address on some settings) tell
    // nothing to the visitor: the answer is the same.
    if (error) log.warn('auth.supabase_password_reset_request_failed', { status: error.status, code: error.code });
    return;
  }
  const account = await findResettableAccount(ctx.db, input.email);
  if (!account) return;
  const limit = await consumeRateLimit(
    ctx.db,
    { category: 'passwordResetAccount', account: account.id, host: ctx.host },
    ctx.now,
  );
  if (!limit.allowed) {
    log.warn('auth.password_reset_account_limited');
    return;
  }
  const token = newToken();
  await createPasswordResetToken(ctx.db, {
    userId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET_LIFETIME_MS),
  });
  await send(
    passwordResetMail(ctx.mail, {
      email: account.email,
      resetUrl: passwordResetUrl(ctx.mail.siteUrl, input.area, token),
    }),
  );
}

/** What the mailed link carries: our token, or Supabase's `code` (PKCE) or `token_hash`. */
export interface ResetProof {
  token: string;
  code: string;
  tokenHash: string;
}

export type ResetOutcome =
  | { ok: true }
  /** Unknown, expired or used: nothing changed. */
  | { ok: false; reason: 'invalid' }
  /** Supabase's PKCE code without the verifier its browser keeps: opened in another browser. */
  | { ok: false; reason: 'other-browser' }
  | { ok: false; reason: 'error'; message: string };

/** Whether the page of the link shows its form (only reads: a GET never uses a link). */
export async function resetLinkLooksValid(ctx: ActionContext, proof: Partial<ResetProof>): Promise<boolean> {
  if (getAuthConfig().kind === 'supabase') return Boolean(proof.code || proof.tokenHash);
  if (!proof.token || proof.token.length > 200) return false;
  return isPasswordResetTokenValid(ctx.db, hashToken(proof.token), ctx.now);
}

/**
 * Sets the new password through the link, once: the link is used, every session of the account
 * ends (this browser's too: the person signs in again with the new password). Nothing changes
 * for a link that is not valid.
 */
export async function completePasswordReset(
  ctx: ActionContext,
  proof: ResetProof,
  password: string,
): Promise<ResetOutcome> {
  const config = getAuthConfig();
  if (config.kind === 'supabase') {
    const { supabaseServerClient } = await import('./supabase');
    const client = supabaseServerClient(config, ctx.cookies);
    const verified = proof.tokenHash
      ? await client.auth.verifyOtp({ type: 'recovery', token_hash: proof.tokenHash })
      : proof.code
        ? await client.auth.exchangeCodeForSession(proof.code)
        : null;
    if (!verified || verified.error || !verified.data.session)
      return { ok: false, reason: proof.tokenHash || !proof.code ? 'invalid' : 'other-browser' };
    const { error } = await client.auth.updateUser({ password });
    if (error) {
      // The recovery session is not kept: a new attempt needs a new link.
      await client.auth.signOut({ scope: 'local' });
      return { ok: false, reason: 'error', message: error.message };
    }
    // Every session of the account, the recovery one included; Supabase's sessions are not
    // rows of ours, so the open streams of every instance are told here.
    const { error: signOutError } = await client.auth.signOut({ scope: 'global' });
    if (signOutError) log.warn('auth.supabase_sign_out_failed', { error: signOutError.message });
    await invalidate([CACHE_TAGS.access]);
    return { ok: true };
  }
  if (!proof.token) return { ok: false, reason: 'invalid' };
  const accountId = await resetPasswordWithToken(ctx.db, {
    tokenHash: hashToken(proof.token),
    passwordHash: await hashPassword(password),
    now: ctx.now,
  });
  if (!accountId) return { ok: false, reason: 'invalid' };
  // The session this browser may have had is gone with the others.
  if (ctx.cookies.get(SESSION_COOKIE)) ctx.cookies.delete(SESSION_COOKIE);
  return { ok: true };
}
