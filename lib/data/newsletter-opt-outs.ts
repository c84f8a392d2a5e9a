import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles, newsletterSubscribers, newsletterSuppressions } from '@/lib/db/schema';
import type { NEWSLETTER_SUPPRESSION_REASONS } from '@/lib/domain/enums';

/*
 * Who no longer gets the newsletter (issue 51, docs/newsletter.md "Odjava"), keyed by the canonical
 * mailbox (`canonicalMailbox`), the key subscribers and members are matched by when an issue is
 * sent: an unsubscribe link leaves both the subscription and a member's 'Newsletter' setting, and a
 * bounce or complaint puts the inbox on the suppression list, which every send skips.
 */

export type SuppressionReason = (typeof NEWSLETTER_SUPPRESSION_REASONS)[number];

/**
 * Unsubscribes one inbox from everything the newsletter sends it: its subscription (if any) gets
 * `unsubscribed_at`, and a member with that inbox gets 'Newsletter' off, in one transaction.
 * Idempotent: an inbox that already left (or was never on a list) changes nothing.
 */
export async function unsubscribeMailbox(db: Database, mailbox: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now, confirmTokenHash: null })
      .where(and(eq(newsletterSubscribers.mailbox, mailbox), isNull(newsletterSubscribers.unsubscribedAt)));
    await tx
      .update(memberProfiles)
      .set({ newsletterEmails: false, updatedAt: now })
      .where(and(eq(memberProfiles.mailbox, mailbox), eq(memberProfiles.newsletterEmails, true)));
  });
}

/** Puts inboxes on the suppression list; one already there keeps its first reason. */
export async function suppressMailboxes(
  db: Database,
  entries: readonly { mailbox: string; reason: SuppressionReason }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(newsletterSuppressions)
    .values([...entries])
    .onConflictDoNothing();
}
