import 'server-only';

import { getEnv } from '@/lib/env';
import { getSiteConfig } from '@/lib/site/config';

import { createResendTransport } from './resend';
import type { MailTransport } from './types';

/** What the e-mail templates need to know about the site. */
export interface MailSettings {
  siteName: string;
  /** Absolute origin for links in e-mails, without a trailing slash. */
  siteUrl: string;
  /** Recipient of the team's notifications. */
  teamAddress: string;
  from: string;
}

export function getMailSettings(): MailSettings {
  const env = getEnv();
  const site = getSiteConfig();
  return {
    siteName: site.name,
    siteUrl: site.url,
    teamAddress: env.TEAM_NOTIFY_EMAIL ?? site.contactEmail,
    from: env.MAIL_FROM ?? `${site.name} <no-reply@${site.domain.replace(/:\d+$/, '')}>`,
  };
}

let transport: MailTransport | null | undefined;

/** Resend when RESEND_API_KEY is set; null in the embedded mode, where mail only waits in the outbox. */
export function getMailTransport(): MailTransport | null {
  if (transport === undefined) {
    const apiKey = getEnv().RESEND_API_KEY;
    transport = apiKey ? createResendTransport(apiKey) : null;
  }
  return transport;
}
