import 'server-only';

import { Resend } from 'resend';

import type { MailTransport } from './types';

/**
 * Delivery through Resend. The outbox id is the idempotency key, so a retry after a timeout whose
 * first request did arrive does not send the e-mail twice.
 */
export function createResendTransport(apiKey: string): MailTransport {
  const client = new Resend(apiKey);
  return {
    name: 'resend',
    async send(mail, from) {
      const { error } = await client.emails.send(
        {
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        },
        { idempotencyKey: `outbox-${mail.id}` },
      );
      if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
    },
  };
}
