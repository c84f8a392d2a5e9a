import 'server-only';

import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { appSessions, appUsers, passwordResetTokens } from '@/lib/db/schema';
import { RETENTION_DAYS } from '@/lib/privacy/retention';

/**
 * 'Zaboravljena lozinka?' for local accounts (docs/accounts.md "Password reset"): single-use links
 * for a new password. Only the SHA-256 of a token is stored, so a leaked table opens nothing.
 */

/** The confirmed account of an address, which a reset link may be sent to; null otherwise. */
export async function findResettableAccount(
  db: Database,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: appUsers.id, email: appUsers.email })
    .from(appUsers)
    .where(and(eq(appUsers.email, email.toLowerCase()), isNotNull(appUsers.emailConfirmedAt)));
  return row ?? null;
}

export async function createPasswordResetToken(
  db: Database,
  input: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(input);
}

/** Whether a link still works (the page shows its form, or says it does not): only reads. */
export async function isPasswordResetTokenValid(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}

/**
 * Uses a valid link once: in one transaction the token is marked used (the row lock decides between
 * two submissions of the same link), the account gets the new password hash, every other link of
 * the account stops working and every session of the account ends (its open live-message streams
 * close on the sessions' announcement). Returns the account's id, or null when the link is unknown,
 * expired or used, and then nothing changed.
 */
export async function resetPasswordWithToken(
  db: Database,
  input: { tokenHash: string; passwordHash: string; now: Date },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, input.tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, input.now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx
      .update(appUsers)
      .set({ passwordHash: input.passwordHash, passwordIsDemo: false, updatedAt: input.now })
      .where(eq(appUsers.id, used.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(appSessions).where(eq(appSessions.userId, used.userId));
    return used.userId;
  });
}

/** The retention purge: links used or expired more than a day ago. */
export function passwordResetTokensDue(now: Date) {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS.passwordResetLinks * 86_400_000);
  return or(lt(passwordResetTokens.usedAt, cutoff), lt(passwordResetTokens.expiresAt, cutoff));
}
