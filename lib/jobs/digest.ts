import 'server-only';

import type { Database } from '@/lib/db/client';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { claimDigestRecipients } from '@/lib/data/member-messages';
import { log } from '@/lib/log';
import type { MailSettings } from '@/lib/mail/config';
import { messageDigestMail } from '@/lib/mail/platform-templates';
import { enqueueMail } from '@/lib/mail/outbox';
import { DIGEST_UNSUBSCRIBE_PATH, UNSUBSCRIBE_LINK_DAYS } from '@/lib/members/notices';
import { signLinkToken } from '@/lib/security/signed-link';

/** Unread messages younger than this are left out: the member may still read them live. */
export const DIGEST_MIN_WAIT_MINUTES = 60;
/** How often the worker looks for members due a digest; each member gets at most one a day. */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Members one claim takes at most: a first start on a large database (or after a long stop) may
 * find thousands due, and each batch is one short transaction, so requests are served in between.
 */
export const DIGEST_BATCH_MEMBERS = 200;

/**
 * Writes the daily digest of unread messages (member.digest) to the outbox for every member due
 * one, `batchMembers` at a time; the claim stamps `message_digest_sent_at` first, so several
 * instances or overlapping runs never mail a member twice in a day. Returns how many digests were
 * queued.
 */
export async function queueMessageDigests(
  db: Database,
  settings: MailSettings,
  now: Date,
  batchMembers: number = DIGEST_BATCH_MEMBERS,
): Promise<number> {
  const key = await readLinkSigningKey(db);
  const linkExpiry = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000);
  let queued = 0;
  for (;;) {
    // Claim and outbox rows commit together: a failed write leaves the members due for the next run.
    const claimed = await db.transaction(async (tx) => {
      const recipients = await claimDigestRecipients(tx, now, DIGEST_MIN_WAIT_MINUTES, batchMembers);
      if (recipients.length > 0)
        await enqueueMail(
          tx,
          recipients.map((recipient) =>
            messageDigestMail(settings, {
              ...recipient,
              unsubscribeUrl: `${settings.siteUrl}${DIGEST_UNSUBSCRIBE_PATH}?token=${signLinkToken(key, 'digest-unsubscribe', recipient.memberId, linkExpiry)}`,
            }),
          ),
        );
      return recipients.length;
    });
    queued += claimed;
    if (claimed < batchMembers) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (queued > 0) log.info('members.digest_queued', { count: queued });
  return queued;
}
