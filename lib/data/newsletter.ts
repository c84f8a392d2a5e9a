import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { newsletterSubscribers } from '@/lib/db/schema';
import { canonicalMailbox } from '@/lib/security/mailbox';
import { isUuid } from '@/lib/validation/shared';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SubscribeOutcome =
  /** A confirmation e-mail should go out with this token (new, still unconfirmed, or returning). */
  | { status: 'confirm'; confirmToken: string; unsubscribeToken: string }
  /** Already confirmed: nothing to send, and the visitor hears the same answer as everyone. */
  | { status: 'already_confirmed' };

/**
 * Signs an address up, idempotently: one row per inbox (`canonicalMailbox`, a unique column, so two
 * simultaneous sign-ups, or `ana.p@gmail.com` and `anap+vesti@googlemail.com`, cannot make two
 * rows). An unconfirmed or unsubscribed inbox gets a fresh confirmation token at the address typed
 * last, so only the newest link works; a confirmed one is left as it is.
 */
export async function subscribeToNewsletter(
  db: Database,
  values: { firstName: string; lastName: string; email: string; source?: string | null },
  now: Date = new Date(),
): Promise<SubscribeOutcome> {
  const confirmToken = randomBytes(32).toString('base64url');
  const confirmTokenHash = hashToken(confirmToken);
  const email = values.email.toLowerCase();
  const mailbox = canonicalMailbox(email);

  // Insert, or refresh the pending token of an address that is not (or no longer) confirmed.
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      firstName: values.firstName,
      lastName: values.lastName,
      email,
      mailbox,
      source: values.source ?? null,
      confirmTokenHash,
      confirmSentAt: now,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.mailbox,
      set: {
        email,
        firstName: values.firstName,
        lastName: values.lastName,
        confirmTokenHash,
        confirmSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
      },
      setWhere: sql`${newsletterSubscribers.confirmedAt} is null or ${newsletterSubscribers.unsubscribedAt} is not null`,
    })
    .returning({ unsubscribeToken: newsletterSubscribers.unsubscribeToken });

  if (!row) return { status: 'already_confirmed' };
  return { status: 'confirm', confirmToken, unsubscribeToken: row.unsubscribeToken };
}

/** Confirms the subscription whose pending token this is; false for an unknown or used token. */
export async function confirmNewsletterSubscription(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Unsubscribes the owner of this token; true also when they had already left (the link stays valid). */
export async function unsubscribeFromNewsletter(db: Database, token: string, now: Date = new Date()): Promise<boolean> {
  if (!isUuid(token)) return false;
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)));
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row !== undefined;
}
