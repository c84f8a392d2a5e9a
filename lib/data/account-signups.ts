import 'server-only';

import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { accountSignups, adminProfiles, appSessions, appUsers, memberProfiles } from '@/lib/db/schema';
import type { MemberCompleteSignUpValues } from '@/lib/validation/members';

import { accountColumns, type AccountRow } from './account-row';
import { upsertPendingProfile } from './members';

/**
 * Local sign-ups waiting for their address (docs/accounts.md, "Confirmed addresses"). Each sign-up
 * is a row of its own with its own password hash, name, member profile and link: a second sign-up
 * for the same address overwrites nothing of the first. The first link confirmed creates the
 * account and voids every other sign-up of that address.
 */

/** How many of an address's newest sign-ups a sign-in compares its password against. */
export const SIGNUP_PASSWORDS_COMPARED = 5;

export type SignupOutcome = 'created' | 'exists';

/** Whether a confirmed account has this address (a sign-up for it is refused with 'exists'). */
async function confirmedAccountExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(and(eq(appUsers.email, email), isNotNull(appUsers.emailConfirmedAt)));
  return Boolean(row);
}

/**
 * Stores a new sign-up; 'exists' when a confirmed account already has the address. An account
 * nobody confirmed (made before sign-ups had rows of their own) does not block it: the first link
 * confirmed, the old one or this one, decides.
 */
export async function createSignup(
  db: Database,
  input: {
    email: string;
    passwordHash: string;
    fullName: string | null;
    memberProfile: MemberCompleteSignUpValues | null;
    token: { hash: string; expiresAt: Date };
  },
): Promise<SignupOutcome> {
  const email = input.email.toLowerCase();
  if (await confirmedAccountExists(db, email)) return 'exists';
  await db.insert(accountSignups).values({
    email,
    passwordHash: input.passwordHash,
    fullName: input.fullName,
    memberProfile: input.memberProfile,
    tokenHash: input.token.hash,
    expiresAt: input.token.expiresAt,
  });
  return 'created';
}

/**
 * The password hashes of an address's newest sign-ups, expired ones included (until the purge):
 * their right password hears 'not confirmed yet' and can ask for a new link.
 */
export async function pendingSignupPasswordHashes(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ passwordHash: accountSignups.passwordHash })
    .from(accountSignups)
    .where(eq(accountSignups.email, email.toLowerCase()))
    .orderBy(desc(accountSignups.createdAt))
    .limit(SIGNUP_PASSWORDS_COMPARED);
  return rows.map((row) => row.passwordHash);
}

/**
 * 'Pošalji link ponovo': a new link for the address's newest sign-up (its earlier link stops
 * working). False when the address has none.
 */
export async function renewNewestSignupToken(
  db: Database,
  email: string,
  token: { hash: string; expiresAt: Date },
): Promise<boolean> {
  const newest = db
    .select({ id: accountSignups.id })
    .from(accountSignups)
    .where(eq(accountSignups.email, email.toLowerCase()))
    .orderBy(desc(accountSignups.createdAt))
    .limit(1);
  const rows = await db
    .update(accountSignups)
    .set({ tokenHash: token.hash, expiresAt: token.expiresAt })
    .where(eq(accountSignups.id, newest))
    .returning({ id: accountSignups.id });
  return rows.length > 0;
}

/** Voids every sign-up of an address (Google proved the address for an account of its own). */
export async function deleteSignupsOf(db: Database, email: string): Promise<void> {
  await db.delete(accountSignups).where(eq(accountSignups.email, email.toLowerCase()));
}

/** What the purge deletes: sign-ups whose link expired more than `days` ago. */
export function expiredSignupsDue(now: Date, days: number) {
  return lt(accountSignups.expiresAt, new Date(now.getTime() - days * 86_400_000));
}

/**
 * Confirms the sign-up holding this link, while it is valid, in one transaction: the confirmed
 * account is created with the sign-up's own password and name, an admin row waiting for the
 * address binds to it, the member's pending profile is created from the sign-up's form, and every
 * sign-up of the address is deleted (the other links are void). Null when no valid sign-up holds
 * the link, or when a confirmed account took the address meanwhile (the link is void then too).
 */
/** The advisory lock namespace of confirmations (one lock per address). */
const SIGNUP_LOCK = 48002;

export async function confirmSignup(db: Database, tokenHash: string, now: Date): Promise<AccountRow | null> {
  return db.transaction(async (tx) => {
    const valid = and(eq(accountSignups.tokenHash, tokenHash), gt(accountSignups.expiresAt, now));
    const [address] = await tx.select({ email: accountSignups.email }).from(accountSignups).where(valid);
    if (!address) return null;
    // Confirmations of one address run one after another (two clicks on one link, or links of two
    // sign-ups at once): the next finds its sign-up gone. Locking only the sign-up's row would let
    // two links of one address deadlock, each deleting the other's row while inserting the account.
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK}, hashtext(${address.email}))`);
    const [signup] = await tx.select().from(accountSignups).where(valid);
    if (!signup) return null;
    const [existing] = await tx
      .select({ id: appUsers.id, confirmed: appUsers.emailConfirmedAt })
      .from(appUsers)
      .where(eq(appUsers.email, signup.email))
      .for('update');
    let account: AccountRow | undefined;
    if (existing?.confirmed) {
      account = undefined;
    } else if (existing) {
      // An account made before sign-ups had rows of their own, never confirmed: this confirmation
      // proves the mailbox, so its password, name and link are replaced, and whatever was attached
      // to it unproven (a pending profile, any session) goes.
      await tx
        .delete(memberProfiles)
        .where(and(eq(memberProfiles.userId, existing.id), eq(memberProfiles.approvalStatus, 'pending')));
      await tx.delete(appSessions).where(eq(appSessions.userId, existing.id));
      [account] = await tx
        .update(appUsers)
        .set({
          passwordHash: signup.passwordHash,
          fullName: signup.fullName,
          passwordIsDemo: false,
          emailConfirmedAt: now,
          emailConfirmTokenHash: null,
          emailConfirmTokenExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(appUsers.id, existing.id), isNull(appUsers.emailConfirmedAt)))
        .returning(accountColumns);
    } else {
      // Two links of one address confirmed at once: the unique address lets one insert through.
      [account] = await tx
        .insert(appUsers)
        .values({
          email: signup.email,
          passwordHash: signup.passwordHash,
          fullName: signup.fullName,
          emailConfirmedAt: now,
        })
        .onConflictDoNothing({ target: appUsers.email })
        .returning(accountColumns);
    }
    await tx.delete(accountSignups).where(eq(accountSignups.email, signup.email));
    if (!account) return null;
    await tx
      .update(adminProfiles)
      .set({ userId: account.id })
      .where(and(isNull(adminProfiles.userId), eq(adminProfiles.email, account.email)));
    const profile = signup.memberProfile as MemberCompleteSignUpValues | null;
    // Null when the address belongs to another account's profile meanwhile: the member then
    // completes the registration from the profile page, like an account without a profile.
    if (profile) await upsertPendingProfile(tx, { ...profile, userId: account.id, email: account.email }, now);
    return account;
  });
}
