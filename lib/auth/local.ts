import 'server-only';

import bcrypt from 'bcryptjs';

import { NO_MEMO } from '@/lib/cache/access-memo';
import type { ActionContext } from './context';
import { createSignup, pendingSignupPasswordHashes } from '@/lib/data/account-signups';
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  findAccountByEmail,
  findAccountById,
  extendSession,
  findSessionAccount,
  hashToken,
  newToken,
  updateAccountPassword,
  type AccountRow,
} from '@/lib/data/accounts';
import { hashPassword, PASSWORD_HASH_ROUNDS, passwordMatches } from '@/lib/security/password';

import { SESSION_COOKIE, SESSION_LIFETIME_MS, sessionCookieOptions } from './session-cookie';
import type { AuthAdapter, AuthUser } from './types';

/** Compared against when an address has no account, so a refusal takes as long either way (same cost). */
const TIMING_DUMMY_HASH = bcrypt.hashSync('timing-equaliser', PASSWORD_HASH_ROUNDS);

/** How long a confirmation link works. */
export const ACCOUNT_CONFIRMATION_LIFETIME_MS = 24 * 60 * 60_000;

/** A new single-use confirmation token: the raw value for the e-mail, its hash and expiry for the row. */
export function newConfirmationToken(now: Date) {
  const token = newToken();
  return {
    token,
    stored: { hash: hashToken(token), expiresAt: new Date(now.getTime() + ACCOUNT_CONFIRMATION_LIFETIME_MS) },
  };
}

function toUser(account: AccountRow): AuthUser {
  return { id: account.id, email: account.email, fullName: account.fullName, passwordIsDemo: account.passwordIsDemo };
}

/** Starts a session: a new random token in an httpOnly cookie, its hash in app_sessions. */
export async function startSession(ctx: ActionContext, accountId: string): Promise<void> {
  const token = newToken();
  await createSession(ctx.db, accountId, hashToken(token), new Date(ctx.now.getTime() + SESSION_LIFETIME_MS));
  ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx.now));
}

export const localAuth: AuthAdapter = {
  kind: 'local',

  async currentUser(ctx, memo = NO_MEMO) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return null;
    const tokenHash = hashToken(token);
    // Remembered until the session expires; a token without a live session is never remembered (0).
    const session = await memo.remember(
      `session:${tokenHash}`,
      async () => {
        const found = await findSessionAccount(ctx.db, tokenHash, ctx.now);
        return found ? { user: toUser(found), expiresAt: found.sessionExpiresAt.getTime() } : null;
      },
      (found) => found?.expiresAt ?? 0,
    );
    return session?.user ?? null;
  },

  async keepSessionAlive(ctx) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token && (await extendSession(ctx.db, hashToken(token), ctx.now, SESSION_LIFETIME_MS)))
      ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx.now));
  },

  async signIn(ctx, email, password) {
    const account = await findAccountByEmail(ctx.db, email);
    if (account?.emailConfirmedAt) {
      // A Google-only account (no password) costs the same comparison as any other.
      const matches = await passwordMatches(password, account.passwordHash ?? TIMING_DUMMY_HASH);
      if (!account.passwordHash || !matches) return { ok: false, reason: 'invalid' };
      await startSession(ctx, account.id);
      return { ok: true, user: toUser(account) };
    }
    // No account yet: the password of one of the address's pending sign-ups (or of an account made
    // unconfirmed before sign-ups had rows of their own) hears 'not confirmed'. Told only to
    // whoever knows such a password, so it reveals nothing about who signed up; an address
    // with nothing still costs one comparison, so timing does not tell them apart either.
    const waiting = [
      ...(account?.passwordHash ? [account.passwordHash] : []),
      ...(await pendingSignupPasswordHashes(ctx.db, email)),
    ];
    let matches = false;
    for (const hash of waiting.length > 0 ? waiting : [TIMING_DUMMY_HASH]) {
      if (await passwordMatches(password, hash)) matches = waiting.length > 0;
    }
    return { ok: false, reason: matches ? 'unconfirmed' : 'invalid' };
  },

  async signUp(ctx, input) {
    // No account and no session here: a sign-up of its own, which creates the account once its
    // link is confirmed (the first one confirmed wins; docs/accounts.md).
    const confirmation = newConfirmationToken(ctx.now);
    const outcome = await createSignup(ctx.db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      fullName: input.fullName,
      memberProfile: input.memberProfile ?? null,
      token: confirmation.stored,
    });
    if (outcome === 'exists') return { ok: false, reason: 'exists' };
    return { ok: true, user: null, signedIn: false, confirmToken: confirmation.token };
  },

  async signOut(ctx) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await deleteSession(ctx.db, hashToken(token));
    ctx.cookies.delete(SESSION_COOKIE);
  },

  async changePassword(ctx, user, currentPassword, newPassword) {
    const account = await findAccountById(ctx.db, user.id);
    if (!account?.passwordHash || !(await passwordMatches(currentPassword, account.passwordHash)))
      return { ok: false, reason: 'invalid' };
    await updateAccountPassword(ctx.db, account.id, await hashPassword(newPassword), ctx.now);
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await deleteOtherSessions(ctx.db, account.id, hashToken(token));
    return { ok: true };
  },
};
