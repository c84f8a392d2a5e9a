import { describe, expect, it } from 'vitest';

import { suppressionsOf } from '@/lib/newsletter/resend-webhook';
import { verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from '@/lib/newsletter/webhook-signature';

import { resendEventBody, svixHeaders, testWebhookSecret } from '../support/svix-signature';

const NOW = new Date('2026-11-29T12:00:00Z');
const SECRET = testWebhookSecret();
const BODY = resendEventBody('email.bounced', ['ana@primer.rs']);

function message(headers: Record<string, string>, body = BODY) {
  return {
    id: headers['svix-id'] ?? null,
    timestamp: headers['svix-timestamp'] ?? null,
    signature: headers['svix-signature'] ?? null,
    body,
  };
}

describe("Resend's webhook signature (Svix scheme)", () => {
  it('accepts a fixture signed with the secret, within five minutes either way', () => {
    expect(verifyWebhookSignature(SECRET, message(svixHeaders(SECRET, BODY, { at: NOW })), NOW)).toBe(true);
    const early = new Date(NOW.getTime() - (WEBHOOK_TOLERANCE_SECONDS - 5) * 1000);
    const late = new Date(NOW.getTime() + (WEBHOOK_TOLERANCE_SECONDS - 5) * 1000);
    expect(verifyWebhookSignature(SECRET, message(svixHeaders(SECRET, BODY, { at: early })), NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, message(svixHeaders(SECRET, BODY, { at: late })), NOW)).toBe(true);
  });

  it('refuses another secret, an altered body, id or timestamp, and missing headers', () => {
    const headers = svixHeaders(SECRET, BODY, { at: NOW });
    expect(verifyWebhookSignature(testWebhookSecret(), message(headers), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, message(headers, BODY.replace('ana@', 'ana2@')), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, message(headers, `${BODY} `), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, message({ ...headers, 'svix-id': 'msg_other' }), NOW)).toBe(false);
    const shifted = String(Number(headers['svix-timestamp']) + 1);
    expect(verifyWebhookSignature(SECRET, message({ ...headers, 'svix-timestamp': shifted }), NOW)).toBe(false);
    for (const name of ['svix-id', 'svix-timestamp', 'svix-signature']) {
      const { [name]: _left, ...without } = headers;
      expect(verifyWebhookSignature(SECRET, message(without), NOW), name).toBe(false);
    }
    expect(verifyWebhookSignature(SECRET, message({ ...headers, 'svix-signature': '' }), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, message({ ...headers, 'svix-signature': 'v1,' }), NOW)).toBe(false);
  });

  it('refuses an old (replayed) or a far-future timestamp even when correctly signed', () => {
    const old = new Date(NOW.getTime() - (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    const future = new Date(NOW.getTime() + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    expect(verifyWebhookSignature(SECRET, message(svixHeaders(SECRET, BODY, { at: old })), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, message(svixHeaders(SECRET, BODY, { at: future })), NOW)).toBe(false);
  });

  it('accepts when one of several signatures matches (a rotated secret), and only a v1 one', () => {
    const rotated = svixHeaders(SECRET, BODY, {
      at: NOW,
      extraSignatures: ['v1,bm90IHRoZSByaWdodCBzaWduYXR1cmUgYXQgYWxsISE=', 'v1a,whatever'],
    });
    expect(rotated['svix-signature']?.split(' ')).toHaveLength(3);
    expect(verifyWebhookSignature(SECRET, message(rotated), NOW)).toBe(true);
    const signed = svixHeaders(SECRET, BODY, { at: NOW });
    const v2 = signed['svix-signature']?.replace(/^v1,/, 'v2,') ?? '';
    expect(verifyWebhookSignature(SECRET, message({ ...signed, 'svix-signature': v2 }), NOW)).toBe(false);
    const others = svixHeaders(testWebhookSecret(), BODY, { at: NOW, extraSignatures: ['v1,AAAA'] });
    expect(
      verifyWebhookSignature(SECRET, message({ ...signed, 'svix-signature': others['svix-signature'] ?? '' }), NOW),
    ).toBe(false);
  });
});

describe('what an event suppresses', () => {
  it('every recipient of a hard bounce or a complaint, by canonical mailbox, once', () => {
    const event = JSON.parse(
      resendEventBody('email.bounced', ['Ana.P+vesti@googlemail.com', 'Ana <anap@gmail.com>', 'marko@primer.rs'], {
        bounce: { type: 'Permanent', subType: 'General', message: 'No such user' },
      }),
    );
    expect(suppressionsOf(event)).toEqual([
      { mailbox: 'anap@gmail.com', reason: 'bounce' },
      { mailbox: 'marko@primer.rs', reason: 'bounce' },
    ]);
    expect(suppressionsOf(JSON.parse(resendEventBody('email.complained', ['mila@primer.rs'])))).toEqual([
      { mailbox: 'mila@primer.rs', reason: 'complaint' },
    ]);
  });

  it('nothing for a transient bounce or another event type', () => {
    const transient = resendEventBody('email.bounced', ['ana@primer.rs'], { bounce: { type: 'Transient' } });
    expect(suppressionsOf(JSON.parse(transient))).toEqual([]);
    for (const type of ['email.delivered', 'email.sent', 'email.opened', 'contact.created']) {
      expect(suppressionsOf(JSON.parse(resendEventBody(type, ['ana@primer.rs']))), type).toEqual([]);
    }
  });
});
