import 'server-only';

import { and, eq, gt, sql } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { memberProfiles } from '@/lib/db/schema';

import { hashToken } from './accounts';

/**
 * A profile's contact e-mail other than the account's own address (docs/members.md, "Profile
 * e-mail"): it is kept as pending with the SHA-256 of a mailed single-use token and becomes the
 * profile's `email` only when the mailbox's owner confirms it. Until then the address belongs to
 * nobody, so nobody can block another person's profile by typing their address.
 */

/** Stores the address waiting for its link (replacing an earlier one: its link stops working). */
export async function setPendingProfileEmail(
  db: Database,
  userId: string,
  pending: { email: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberProfiles)
    .set({
      pendingEmail: pending.email,
      pendingEmailTokenHash: pending.tokenHash,
      pendingEmailExpiresAt: pending.expiresAt,
      updatedAt: now,
    })
    .where(eq(memberProfiles.userId, userId))
    .returning({ id: memberProfiles.id });
  return rows.length > 0;
}

/** Drops a waiting address (the member saved the account's own, or their current one, instead). */
export async function clearPendingProfileEmail(db: Database, userId: string): Promise<void> {
  await db
    .update(memberProfiles)
    .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
    .where(and(eq(memberProfiles.userId, userId), sql`${memberProfiles.pendingEmail} is not null`));
}

const validLink = (token: string, now: Date) =>
  and(eq(memberProfiles.pendingEmailTokenHash, hashToken(token)), gt(memberProfiles.pendingEmailExpiresAt, now));

/** The address a link would confirm, while the link is valid; null otherwise. Only reads (the GET). */
export async function readProfileEmailLink(db: Database, token: string, now: Date): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ pendingEmail: memberProfiles.pendingEmail })
    .from(memberProfiles)
    .where(validLink(token, now));
  return row?.pendingEmail ?? null;
}

export type ProfileEmailConfirmation = 'confirmed' | 'taken' | 'invalid';

const PG_UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === PG_UNIQUE_VIOLATION;
}

/**
 * The POST behind the link: the pending address becomes the profile's `email` unless another
 * profile uses it meanwhile ('taken'); either way the pending fields are cleared, so the link works
 * once. A forged or expired link changes nothing ('invalid').
 */
export async function confirmProfileEmail(db: Database, token: string, now: Date): Promise<ProfileEmailConfirmation> {
  if (!token || token.length > 200) return 'invalid';
  const cleared = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null, updatedAt: now };
  try {
    const [applied] = await db
      .update(memberProfiles)
      .set({ ...cleared, email: sql`${memberProfiles.pendingEmail}` })
      .where(
        and(
          validLink(token, now),
          sql`not exists (select 1 from member_profiles other where other.email = ${memberProfiles.pendingEmail} and other.id <> ${memberProfiles.id})`,
        ),
      )
      .returning({ id: memberProfiles.id });
    if (applied) return 'confirmed';
  } catch (error) {
    // Another profile took the address between the check and the write (the unique key decides).
    if (!isUniqueViolation(error)) throw error;
  }
  const [stale] = await db
    .update(memberProfiles)
    .set(cleared)
    .where(validLink(token, now))
    .returning({ id: memberProfiles.id });
  return stale ? 'taken' : 'invalid';
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /members/potvrda-adrese: the address a confirmation link would confirm, or null. */
export async function readProfileEmailPage(token: string): Promise<string | null> {
  return readProfileEmailLink(await getDb(), token, new Date());
}
