import 'server-only';

import type { Database } from '@/lib/db/client';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { claimExpiringAds } from '@/lib/data/ads';
import { log } from '@/lib/log';
import type { MailSettings } from '@/lib/mail/config';
import { adExpiryMail } from '@/lib/mail/platform-templates';
import { enqueueMail } from '@/lib/mail/outbox';
import { AD_EXPIRY_WARNING_DAYS, AD_RENEWAL_PATH, RENEWAL_LINK_DAYS } from '@/lib/members/notices';
import { signLinkToken } from '@/lib/security/signed-link';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the worker looks for ads to warn about; a warning may come up to this much late. */
export const AD_EXPIRY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Ads one claim takes at most (see DIGEST_BATCH_MEMBERS: a backlog goes in short transactions). */
export const AD_EXPIRY_BATCH_ADS = 200;

/**
 * Writes `request.expiring` to the outbox for every open ad that expires within seven days and was
 * not warned yet, each with a signed one-click renewal link, `batchAds` at a time. Each batch's
 * claim and mails commit together, so a failed write leaves its ads for the next run. Returns how
 * many were queued.
 */
export async function queueAdExpiryWarnings(
  db: Database,
  settings: MailSettings,
  now: Date,
  batchAds: number = AD_EXPIRY_BATCH_ADS,
): Promise<number> {
  const key = await readLinkSigningKey(db);
  const linkExpiry = new Date(now.getTime() + RENEWAL_LINK_DAYS * DAY_MS);
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const ads = await claimExpiringAds(tx, now, AD_EXPIRY_WARNING_DAYS, batchAds);
      if (ads.length > 0)
        await enqueueMail(
          tx,
          ads.map((ad) =>
            adExpiryMail(settings, {
              owner: ad.owner,
              title: ad.title,
              expiresAt: ad.expiresAt,
              renewUrl: `${settings.siteUrl}${AD_RENEWAL_PATH}?token=${signLinkToken(key, 'ad-renewal', ad.id, linkExpiry)}`,
            }),
          ),
        );
      return ads.length;
    });
    queued += claimed;
    if (claimed < batchAds) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (queued > 0) log.info('members.ad_expiry_queued', { count: queued });
  return queued;
}
