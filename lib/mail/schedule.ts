import 'server-only';

import { after } from 'next/server';

import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';

import { getMailSettings, getMailTransport } from './config';
import { deliverDueMail } from './deliver';

/** Sends what is due in the outbox, if a provider is configured; logs and never throws. */
export async function runMailDelivery(): Promise<void> {
  const transport = getMailTransport();
  if (!transport) return;
  try {
    const report = await deliverDueMail({ db: await getDb(), transport, from: getMailSettings().from });
    if (report.sent + report.retried + report.failed > 0) log.info('mail.delivery_run', { ...report });
  } catch (error) {
    log.error('mail.delivery_run_failed', { error });
  }
}

/**
 * Delivers the outbox after the response has been sent, so the visitor never waits for (or hears
 * about) the mail provider. Each run also picks up earlier messages whose retry is due.
 */
export function scheduleMailDelivery(): void {
  if (!getMailTransport()) return;
  after(runMailDelivery);
}

/**
 * Retries due messages every `intervalMs` even when no form is submitted; call once at server
 * start (instrumentation). Returns a stop function. A no-op in the embedded mode.
 */
export function startMailWorker(intervalMs = 60_000): () => void {
  if (!getMailTransport()) return () => {};
  const timer = setInterval(() => void runMailDelivery(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A background job that writes mail (digests, warnings, purges that report a count): run at start
 * and then every `intervalMs` (instrumentation.ts); when a run queued something and a provider is
 * configured, the outbox is delivered at once. A failing run is logged and the next one tries again.
 */
export function startPeriodicJob(name: string, intervalMs: number, job: () => Promise<number>): () => void {
  const tick = () =>
    void job()
      .then(async (queued) => {
        if (queued > 0) await runMailDelivery();
      })
      .catch((error: unknown) => log.error(`${name}_failed`, { error }));
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
