import 'server-only';

import bcrypt from 'bcryptjs';

import type { ActionContext } from '@/lib/actions/context';
import {
  createAccount,
  createSession,
  deleteOtherSessions,
  deleteSession,
  findAccountByEmail,
  findAccountById,
  findSessionAccount,
  hashToken,
  newToken,
  updateAccountPassword,
  type AccountRow,
} from '@/lib/data/accounts';

import { SESSION_COOKIE, SESSION_LIFETIME_MS, sessionCookieOptions } from './session-cookie';
import type { AuthAdapter, AuthUser } from './types';

const BCRYPT_ROUNDS = 12;
/** Compared against when an address has no account, so a refusal takes as long either way. */
const TIMING_DUMMY_HASH = bcrypt.hashSync('timing-equaliser', BCRYPT_ROUNDS);

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

  async currentUser(ctx) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return null;
    const account = await findSessionAccount(ctx.db, hashToken(token), ctx.now, SESSION_LIFETIME_MS);
    return account ? toUser(account) : null;
  },

  async signIn(ctx, email, password) {
    const account = await findAccountByEmail(ctx.db, email);
    const matches = await bcrypt.compare(password, account?.passwordHash ?? TIMING_DUMMY_HASH);
    if (!account?.passwordHash || !matches) return { ok: false, reason: 'invalid' };
    await startSession(ctx, account.id);
    return { ok: true, user: toUser(account) };
  },

  async signUp(ctx, input) {
    const confirmToken = newToken();
    const account = await createAccount(ctx.db, {
      email: input.email,
      passwordHash: await bcrypt.hash(input.password, BCRYPT_ROUNDS),
      fullName: input.fullName,
      confirmTokenHash: hashToken(confirmToken),
    });
    if (!account) return { ok: false, reason: 'exists' };
    if (input.signIn) await startSession(ctx, account.id);
    return { ok: true, user: toUser(account), signedIn: input.signIn, confirmToken };
  },

  async signOut(ctx) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await deleteSession(ctx.db, hashToken(token));
    ctx.cookies.delete(SESSION_COOKIE);
  },

  async changePassword(ctx, user, currentPassword, newPassword) {
    const account = await findAccountById(ctx.db, user.id);
    if (!account?.passwordHash || !(await bcrypt.compare(currentPassword, account.passwordHash)))
      return { ok: false, reason: 'invalid' };
    await updateAccountPassword(ctx.db, account.id, await bcrypt.hash(newPassword, BCRYPT_ROUNDS), ctx.now);
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await deleteOtherSessions(ctx.db, account.id, hashToken(token));
    return { ok: true };
  },
};
