import { createHmac, randomBytes } from 'node:crypto';

/*
 * Signs webhook fixtures the way Resend does (the Svix scheme), written here on its own rather than
 * with the app's code, so that the tests check the app against the scheme and not against itself:
 * `svix-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the
 * base64-decoded part of the secret after `whsec_`.
 */

/** A secret in Resend's format, for tests. */
export function testWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export interface SignOptions {
  id?: string;
  /** When it was signed; now by default. */
  at?: Date;
  /** Further `v1,…` entries before ours (a rotated secret's), or instead of it. */
  extraSignatures?: string[];
}

/** The three svix headers of `body` under `secret`. */
export function svixHeaders(secret: string, body: string, options: SignOptions = {}): Record<string, string> {
  const id = options.id ?? `msg_${randomBytes(8).toString('hex')}`;
  const timestamp = String(Math.floor((options.at ?? new Date()).getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'svix-id': id,
    'svix-timestamp': timestamp,
    'svix-signature': [...(options.extraSignatures ?? []), `v1,${signature}`].join(' '),
  };
}

/** A Resend event's JSON, as its webhook posts it. */
export function resendEventBody(type: string, to: string[], data: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      email_id: '56761188-7520-42d8-8898-ff6fc54ce618',
      from: 'Mreža <newsletter@mreza.rs>',
      to,
      subject: 'Newsletter',
      created_at: new Date().toISOString(),
      ...data,
    },
  });
}

/** A signed POST of `body` to `url`. */
export function signedWebhookRequest(url: string, secret: string, body: string, options: SignOptions = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...svixHeaders(secret, body, options) },
    body,
  });
}
