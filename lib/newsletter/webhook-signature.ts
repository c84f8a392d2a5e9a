import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signature Resend puts on its webhooks (the Svix scheme): headers `svix-id`,
 * `svix-timestamp` (Unix seconds) and `svix-signature`, a space-separated list of
 * `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">`, keyed with the base64-decoded part of
 * the endpoint's secret after `whsec_`. Several signatures appear while a secret is rotated: one
 * that matches is enough. tests/support/svix-signature.ts signs the tests' fixtures the same way.
 */

/** How far the signed timestamp may be from our clock, either way: older ones are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export interface SignedWebhook {
  id: string | null;
  timestamp: string | null;
  signature: string | null;
  /** The raw body, exactly as received (a re-serialised JSON would not match). */
  body: string;
}

/** The key bytes of a `whsec_…` secret (a secret without the prefix is read as base64 whole). */
export function webhookKey(secret: string): Buffer {
  const trimmed = secret.trim();
  return Buffer.from(trimmed.startsWith('whsec_') ? trimmed.slice('whsec_'.length) : trimmed, 'base64');
}

/** The base64 signature of one message under a secret (what a `v1,` entry carries). */
export function webhookSignature(secret: string, id: string, timestamp: string, body: string): string {
  return createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/**
 * Whether a webhook is Resend's: all three headers present, the timestamp within
 * `WEBHOOK_TOLERANCE_SECONDS` of `now`, and one `v1` signature equal (compared in constant time)
 * to ours over the raw body.
 */
export function verifyWebhookSignature(secret: string, message: SignedWebhook, now: Date): boolean {
  const { id, timestamp, signature, body } = message;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp.trim())) return false;
  const key = webhookKey(secret);
  if (key.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp.trim())) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp.trim()}.${body}`).digest();
  return signature
    .split(' ')
    .map((entry) => entry.trim())
    .some((entry) => {
      const comma = entry.indexOf(',');
      if (comma < 0 || entry.slice(0, comma) !== 'v1') return false;
      const given = Buffer.from(entry.slice(comma + 1), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
