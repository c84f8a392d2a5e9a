import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, count, eq, gt, isNull, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { getDatabaseConfig } from '@/lib/env';
import { adminProfiles, appSessions, appUsers } from '@/lib/db/schema';

import { confirmSignup } from './account-signups';
import { accountColumns, type AccountRow } from './account-row';
import { rowsOf } from '@/lib/db/rows';

export type { AccountRow } from './account-row';

/**
 * Local accounts and sessions (embedded mode and any Postgres without Supabase). Tokens are
 * random 256-bit values; only their SHA-256 is stored, so a leaked table cannot be replayed.
 */

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(appUsers).where(eq(appUsers.email, email.toLowerCase()));
  return row ?? null;
}

export async function findAccountById(db: Database, id: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(appUsers).where(eq(appUsers.id, id));
  return row ?? null;
}

/**
 * Creates an account (Google sign-in, the seed, tests); null when the e-mail belongs to a confirmed
 * account (the unique key decides, also under races). An account nobody confirmed (made before
 * sign-ups had rows of their own, `account_signups`) is taken over: whoever typed the address
 * first never proved they own it. Local sign-ups never come here: `createSignup` stores each one
 * apart until its link is confirmed.
 */
export async function createAccount(
  db: Database,
  input: {
    email: string;
    passwordHash: string | null;
    fullName: string | null;
    confirmToken?: { hash: string; expiresAt: Date };
    googleSubject?: string;
    emailConfirmedAt?: Date;
  },
): Promise<AccountRow | null> {
  const claim = {
    passwordHash: input.passwordHash,
    fullName: input.fullName,
    emailConfirmTokenHash: input.confirmToken?.hash ?? null,
    emailConfirmTokenExpiresAt: input.confirmToken?.expiresAt ?? null,
    emailConfirmedAt: input.emailConfirmedAt ?? null,
  };
  const [row] = await db
    .insert(appUsers)
    .values({ ...claim, email: input.email.toLowerCase(), googleSubject: input.googleSubject ?? null })
    .onConflictDoUpdate({
      target: appUsers.email,
      set: { ...claim, passwordIsDemo: false, updatedAt: new Date() },
      setWhere: and(isNull(appUsers.emailConfirmedAt), isNull(appUsers.googleSubject)),
    })
    .returning(accountColumns);
  return row ?? null;
}

/**
 * A new confirmation link for an account made unconfirmed before sign-ups had rows of their own
 * (the resend button, when the address has no sign-up); false when there is no such account. The
 * earlier link stops working.
 */
export async function renewConfirmationToken(
  db: Database,
  email: string,
  token: { hash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(appUsers)
    .set({ emailConfirmTokenHash: token.hash, emailConfirmTokenExpiresAt: token.expiresAt, updatedAt: new Date() })
    .where(and(eq(appUsers.email, email.toLowerCase()), isNull(appUsers.emailConfirmedAt)))
    .returning({ id: appUsers.id });
  return rows.length > 0;
}

export async function findAccountByGoogleSubject(db: Database, subject: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(appUsers).where(eq(appUsers.googleSubject, subject));
  return row ?? null;
}

export async function linkGoogleSubject(db: Database, accountId: string, subject: string): Promise<void> {
  await db.update(appUsers).set({ googleSubject: subject, updatedAt: new Date() }).where(eq(appUsers.id, accountId));
}

/**
 * Links Google to an account whose address nobody had confirmed yet. Google has verified the
 * address, so the person signing in owns it; a password set by whoever opened the account before
 * them is not trusted and is removed (the pre-registered-account takeover).
 */
export async function linkGoogleToUnconfirmedAccount(
  db: Database,
  accountId: string,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .update(appUsers)
    .set({
      googleSubject: subject,
      passwordHash: null,
      passwordIsDemo: false,
      emailConfirmedAt: now,
      emailConfirmTokenHash: null,
      updatedAt: now,
    })
    .where(eq(appUsers.id, accountId));
  await db.delete(appSessions).where(eq(appSessions.userId, accountId));
}

/**
 * The link of a confirmation mail, while it is valid: a sign-up's link creates its account
 * (`confirmSignup`, which voids the address's other sign-ups); the link of an account made
 * unconfirmed before sign-ups had rows of their own marks that account confirmed. Either way the
 * link then stops working and an admin row waiting for the address binds to the account. Returns
 * the confirmed account, or null.
 */
export async function confirmAccountEmail(db: Database, tokenHash: string, now: Date): Promise<AccountRow | null> {
  const signedUp = await confirmSignup(db, tokenHash, now);
  if (signedUp) return signedUp;
  const [row] = await db
    .update(appUsers)
    .set({ emailConfirmedAt: now, emailConfirmTokenHash: null, emailConfirmTokenExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(appUsers.emailConfirmTokenHash, tokenHash),
        isNull(appUsers.emailConfirmedAt),
        gt(appUsers.emailConfirmTokenExpiresAt, now),
      ),
    )
    .returning(accountColumns);
  if (!row) return null;
  await db
    .update(adminProfiles)
    .set({ userId: row.id })
    .where(and(isNull(adminProfiles.userId), eq(adminProfiles.email, row.email)));
  return row;
}

export async function updateAccountPassword(
  db: Database,
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(appUsers)
    .set({ passwordHash, passwordIsDemo: false, updatedAt: now })
    .where(eq(appUsers.id, accountId));
}

export async function createSession(
  db: Database,
  accountId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(appSessions).values({ userId: accountId, tokenHash, expiresAt });
}

/** The account of a live session and when the session ends. Only reads: pages render with it, and a render never writes. */
export async function findSessionAccount(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<(AccountRow & { sessionExpiresAt: Date }) | null> {
  const [row] = await db
    .select({ ...accountColumns, sessionExpiresAt: appSessions.expiresAt })
    .from(appSessions)
    .innerJoin(appUsers, eq(appUsers.id, appSessions.userId))
    .where(and(eq(appSessions.tokenHash, tokenHash), gt(appSessions.expiresAt, now)));
  return row ?? null;
}

/**
 * Sliding expiry, from actions only: a live session used after a day of its lifetime has passed is
 * pushed out to a full lifetime again. True when it was (the cookie's expiry then moves too).
 */
export async function extendSession(db: Database, tokenHash: string, now: Date, lifetimeMs: number): Promise<boolean> {
  const extended = await db
    .update(appSessions)
    .set({ expiresAt: new Date(now.getTime() + lifetimeMs) })
    .where(
      and(
        eq(appSessions.tokenHash, tokenHash),
        gt(appSessions.expiresAt, now),
        lt(appSessions.expiresAt, new Date(now.getTime() + lifetimeMs - 86_400_000)),
      ),
    )
    .returning({ id: appSessions.id });
  return extended.length > 0;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(appSessions).where(eq(appSessions.tokenHash, tokenHash));
}

/** Signs an account out everywhere but the given session (after a password change). */
export async function deleteOtherSessions(db: Database, accountId: string, keepTokenHash: string): Promise<void> {
  await db.delete(appSessions).where(and(eq(appSessions.userId, accountId), ne(appSessions.tokenHash, keepTokenHash)));
}

export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(appSessions).where(lt(appSessions.expiresAt, now));
}

/** Every admin's e-mail, for notifications (spec §6: with a fallback when the list is empty). */
export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db.select({ email: adminProfiles.email }).from(adminProfiles);
  return rows.map((row) => row.email);
}

/**
 * Adds an admin by e-mail (docs/accounts.md): bound at once to a confirmed account with that
 * address, otherwise left for the account that confirms it later (`confirmAccountEmail`).
 */
export async function grantAdmin(db: Database, email: string): Promise<void> {
  const address = email.toLowerCase();
  const account = await findAccountByEmail(db, address);
  const userId = account?.emailConfirmedAt ? account.id : null;
  await db
    .insert(adminProfiles)
    .values({ email: address, userId })
    .onConflictDoUpdate({ target: adminProfiles.email, set: { userId } });
}

/** The confirmed address of an account, or null (none, or not confirmed). */
export async function confirmedAccountEmail(db: Database, userId: string): Promise<string | null> {
  const result = await rowsOf<{ email: string | null }>(
    db.execute(sql`select public.confirmed_account_email(${userId}::uuid) as email`),
  );
  return result[0]?.email ?? null;
}

export type AdminGrantOutcome = 'granted' | 'already-admin' | 'unconfirmed';

/**
 * An admin makes another account an admin by its id, from the panel. Only an account whose
 * address is confirmed (the SQL function confirmed_account_email, for local and Supabase accounts
 * alike); the row records who granted it and when.
 */
export async function grantAdminToAccount(
  db: Database,
  input: { userId: string; grantedBy: string; now: Date },
): Promise<AdminGrantOutcome> {
  const email = await confirmedAccountEmail(db, input.userId);
  if (!email) return 'unconfirmed';
  const [existing] = await db
    .select({ id: adminProfiles.id })
    .from(adminProfiles)
    .where(eq(adminProfiles.userId, input.userId));
  if (existing) return 'already-admin';
  await db
    .insert(adminProfiles)
    .values({ email, userId: input.userId, grantedBy: input.grantedBy, grantedAt: input.now })
    .onConflictDoUpdate({
      target: adminProfiles.email,
      set: { userId: input.userId, grantedBy: input.grantedBy, grantedAt: input.now },
    });
  return 'granted';
}

/**
 * Accounts outside the embedded mode that still have a password published in the README (demo
 * members seeded with `SEED_DEMO_CONTENT=true`, or the demo admin password): the admin panel warns
 * while there are any. The embedded mode is the documented demo, so it counts none.
 */
export function hostedDemoAccountsCount(db: Database): SQLWrapper {
  if (getDatabaseConfig().kind !== 'postgres') return sql`0`;
  return db.select({ value: count() }).from(appUsers).where(eq(appUsers.passwordIsDemo, true));
}
