import 'server-only';

import { vacuumEmbeddedDatabase, VACUUM_INTERVAL_MS } from '@/lib/data/maintenance';
import { purgeExpiredSubmissions } from '@/lib/data/retention';
import { getDatabaseConfig } from '@/lib/env';
import { log } from '@/lib/log';
import { getMailSettings } from '@/lib/mail/config';
import { runMailDelivery } from '@/lib/mail/schedule';
import { NEWSLETTER_CHECK_INTERVAL_MS, runNewsletterSending } from '@/lib/newsletter/sending';
import { RETENTION_CHECK_INTERVAL_MS } from '@/lib/privacy/retention';
import { ORPHAN_CHECK_INTERVAL_MS, removeOrphanedUploads } from '@/lib/storage/upload-guard';

import type { Database } from '@/lib/db/client';

import { AD_EXPIRY_CHECK_INTERVAL_MS, queueAdExpiryWarnings } from './ad-expiry';
import { DIGEST_CHECK_INTERVAL_MS, queueMessageDigests } from './digest';
import { EVENT_REMINDER_CHECK_INTERVAL_MS, queueEventReminders } from './event-reminders';
import type { BackgroundJob } from './scheduler';

/** Every job the server runs by itself (started once, in instrumentation.ts). */
export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  {
    // Retries due e-mail even when no form is submitted; a no-op without a mail provider.
    name: 'mail.delivery',
    intervalMs: 60_000,
    run: async () => {
      await runMailDelivery();
      return 0;
    },
  },
  {
    name: 'members.digest',
    intervalMs: DIGEST_CHECK_INTERVAL_MS,
    run: (db, now) => queueMessageDigests(db, getMailSettings(), now),
  },
  {
    // The reminder a day before each event, to each registered person once (issue 50).
    name: 'events.reminders',
    intervalMs: EVENT_REMINDER_CHECK_INTERVAL_MS,
    run: (db, now) => queueEventReminders(db, getMailSettings(), now),
  },
  {
    // Scheduled issues whose time has come, and the due batches of issues being sent (issue 51).
    name: 'newsletter.sending',
    intervalMs: NEWSLETTER_CHECK_INTERVAL_MS,
    run: runNewsletterSending,
  },
  {
    name: 'members.ad_expiry',
    intervalMs: AD_EXPIRY_CHECK_INTERVAL_MS,
    run: (db, now) => queueAdExpiryWarnings(db, getMailSettings(), now),
  },
  {
    name: 'storage.orphan_cleanup',
    intervalMs: ORPHAN_CHECK_INTERVAL_MS,
    run: async (db, now) => {
      const removed = await removeOrphanedUploads(db, now);
      if (removed > 0) log.info('storage.orphans_removed', { removed });
      return 0;
    },
  },
  {
    name: 'privacy.purge',
    intervalMs: RETENTION_CHECK_INTERVAL_MS,
    run: async (db, now) => {
      const purged = await purgeExpiredSubmissions(db, now);
      if (Object.values(purged).some((count) => count > 0)) log.info('privacy.purged', purged);
      return 0;
    },
  },
  // PGlite has no autovacuum (lib/data/maintenance.ts); PostgreSQL vacuums itself.
  ...(getDatabaseConfig().kind === 'pglite'
    ? [
        {
          name: 'database.vacuum',
          intervalMs: VACUUM_INTERVAL_MS,
          // Not at start: the first requests of a new process come first.
          firstRunAfterMs: VACUUM_INTERVAL_MS,
          run: async (db: Database) => {
            await vacuumEmbeddedDatabase(db);
            return 0;
          },
        },
      ]
    : []),
];
