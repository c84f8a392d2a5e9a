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
