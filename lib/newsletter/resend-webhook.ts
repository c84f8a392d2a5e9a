import 'server-only';

import { z } from 'zod';

import { suppressMailboxes, type SuppressionReason } from '@/lib/data/newsletter-opt-outs';
import type { Database } from '@/lib/db/client';
import { log } from '@/lib/log';
import { canonicalMailbox } from '@/lib/security/mailbox';

import { readLimitedBody, textResponse } from './limited-body';
import { verifyWebhookSignature } from './webhook-signature';

/*
 * Resend's webhooks at `POST /webhooks/resend` (issue 51, docs/newsletter.md "Odjava"): a hard
 * bounce (`email.bounced`) or a spam complaint (`email.complained`) puts each recipient's canonical
 * mailbox on the suppression list (`newsletter_suppressions`), which every send of an issue skips.
 * Only signed requests count (the Svix scheme, ./webhook-signature.ts): a wrong or missing
 * signature answers 401 and changes nothing, and without `RESEND_WEBHOOK_SECRET` the endpoint
 * answers 503 and changes nothing. Other event types are acknowledged and ignored.
 */

export const RESEND_WEBHOOK_PATH = '/webhooks/resend';

/** Resend's events are a few kilobytes; anything far larger is not one. */
const MAX_BODY_BYTES = 256 * 1024;

const REASONS: Partial<Record<string, SuppressionReason>> = {
  'email.bounced': 'bounce',
  'email.complained': 'complaint',
};

const eventSchema = z.looseObject({
  type: z.string(),
  data: z
    .looseObject({
      to: z.union([z.array(z.string()), z.string()]).optional(),
      bounce: z.looseObject({ type: z.string().optional() }).optional(),
    })
    .optional(),
});

export type ResendEvent = z.output<typeof eventSchema>;

/** The bare address of `ana@primer.rs` or `Ana <ana@primer.rs>`; null for something else. */
function addressOf(recipient: string): string | null {
  const address = (/<([^<>]+)>\s*$/.exec(recipient)?.[1] ?? recipient).trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/**
 * The suppressions an event asks for: every recipient of a bounced or complained-about mail. A
 * bounce Resend marks as transient (a full inbox, a server down) is no reason to stop for good.
 */
export function suppressionsOf(event: ResendEvent): { mailbox: string; reason: SuppressionReason }[] {
  const reason = REASONS[event.type];
  if (!reason) return [];
  if (reason === 'bounce' && event.data?.bounce?.type?.toLowerCase() === 'transient') return [];
  const to = event.data?.to;
  const recipients = to === undefined ? [] : typeof to === 'string' ? [to] : to;
  const mailboxes = new Set(
    recipients.flatMap((recipient) => {
      const address = addressOf(recipient);
      return address ? [canonicalMailbox(address)] : [];
    }),
  );
  return [...mailboxes].map((mailbox) => ({ mailbox, reason }));
}

export interface WebhookContext {
  db: Database;
  /** `RESEND_WEBHOOK_SECRET` (`whsec_…`); absent: the endpoint is off. */
  secret: string | undefined;
  now: Date;
}

/** `POST /webhooks/resend`. */
export async function handleResendWebhook(request: Request, { db, secret, now }: WebhookContext): Promise<Response> {
  if (!secret) return textResponse(503, 'Webhook nije podešen.');
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) return textResponse(413, 'Zahtev je prevelik.');
  const signed = verifyWebhookSignature(
    secret,
    {
      id: request.headers.get('svix-id'),
      timestamp: request.headers.get('svix-timestamp'),
      signature: request.headers.get('svix-signature'),
      body,
    },
    now,
  );
  if (!signed) {
    log.warn('newsletter.webhook_refused', { reason: 'signature' });
    return textResponse(401, 'Potpis nije ispravan.');
  }
  let event: ResendEvent;
  try {
    event = eventSchema.parse(JSON.parse(body));
  } catch {
    log.warn('newsletter.webhook_refused', { reason: 'payload' });
    return textResponse(400, 'Sadržaj nije ispravan.');
  }
  const suppressions = suppressionsOf(event);
  await suppressMailboxes(db, suppressions);
  if (suppressions.length > 0) log.info('newsletter.suppressed', { type: event.type, count: suppressions.length });
  return textResponse(200, 'OK');
}
