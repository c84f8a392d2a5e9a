import 'server-only';

import type { Database } from '@/lib/db/client';
import { log } from '@/lib/log';
import { runMailDelivery } from '@/lib/mail/schedule';

/** Work the server does on its own, on a clock: checks that queue mail, clean-ups, purges. */
export interface BackgroundJob {
  /** Names the job in the log (`<name>_failed`). */
  name: string;
  intervalMs: number;
  /** Its first round this long after start instead of at once (work that must not compete with the first requests). */
  firstRunAfterMs?: number;
  /** Does one round; answers how many e-mails it queued (0 for jobs that send none). */
  run(db: Database, now: Date): Promise<number>;
}

/**
 * Runs every job at once (or after its `firstRunAfterMs`) and then every `intervalMs`, each on its
 * own timer that never keeps the process alive. A round that queued mail delivers the outbox straight away (when a provider is
 * configured); a failing round is logged and the next one tries again. Returns a stop function.
 */
export function startBackgroundJobs(db: Database, jobs: readonly BackgroundJob[]): () => void {
  const timers = jobs.map((job) => {
    const tick = () =>
      void job
        .run(db, new Date())
        .then(async (queued) => {
          if (queued > 0) await runMailDelivery();
        })
        .catch((error: unknown) => log.error(`${job.name}_failed`, { error }));
    let repeat: NodeJS.Timeout | undefined;
    const startRepeating = () => {
      repeat = setInterval(tick, job.intervalMs);
      repeat.unref();
    };
    if (!job.firstRunAfterMs) {
      tick();
      startRepeating();
      return () => clearInterval(repeat);
    }
    const first = setTimeout(() => {
      tick();
      startRepeating();
    }, job.firstRunAfterMs);
    first.unref();
    return () => {
      clearTimeout(first);
      clearInterval(repeat);
    };
  });
  return () => timers.forEach((stop) => stop());
}
