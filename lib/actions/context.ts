import 'server-only';

import { headers } from 'next/headers';

import { getDb, type Database } from '@/lib/db/client';
import { getMailSettings, type MailSettings } from '@/lib/mail/config';
import { scheduleMailDelivery } from '@/lib/mail/schedule';
import { clientIpFrom } from '@/lib/security/client-ip';
import { getSiteConfig } from '@/lib/site/config';

/** Everything a public form action needs from its surroundings; tests build their own. */
export interface SubmissionContext {
  db: Database;
  /** The visitor's address for rate limiting (see `clientIpFrom`). */
  clientIp: string;
  /** The site's host, part of the rate-limit key. */
  host: string;
  mail: MailSettings;
  now: Date;
  /** Called after mail was written to the outbox: schedules delivery once the response is sent. */
  onMailQueued: () => void;
}

/** The context of the current request, for server actions. */
export async function requestContext(): Promise<SubmissionContext> {
  const requestHeaders = await headers();
  return {
    db: await getDb(),
    clientIp: clientIpFrom(requestHeaders),
    host: getSiteConfig().domain,
    mail: getMailSettings(),
    now: new Date(),
    onMailQueued: scheduleMailDelivery,
  };
}
