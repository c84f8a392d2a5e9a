import { describe, expect, it } from 'vitest';

import { batchIdempotencyKey, newsletterRetryDelayMs } from '@/lib/newsletter/sending';
import {
  BatchSendError,
  classifyResendAnswer,
  createResendBatchTransport,
  parseRetryAfter,
} from '@/lib/newsletter/transport';

describe('the newsletter batch transport (issue 51, item 3)', () => {
  it('retries what may pass later (429, 5xx, a key not accepted now, a call still running) and refuses validation errors', () => {
    for (const status of [429, 500, 502, 503, 401, 403])
      expect(classifyResendAnswer(status, undefined), String(status)).toBe('retry');
    expect(classifyResendAnswer(409, 'concurrent_idempotent_requests')).toBe('retry');
    // The key was sent before with another body: that first try's copies went out.
    expect(classifyResendAnswer(409, 'invalid_idempotent_request')).toBe('sent-before');
    for (const status of [400, 404, 422])
      expect(classifyResendAnswer(status, 'validation_error'), String(status)).toBe('refused');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(parseRetryAfter('Tue, 01 Dec 2026 10:00:30 GMT', now)).toBe(30_000);
  });

  it('backs off exponentially from 15 s up to 30 minutes; one key per batch', () => {
    expect([1, 2, 3].map(newsletterRetryDelayMs)).toEqual([15_000, 30_000, 60_000]);
    expect(newsletterRetryDelayMs(30)).toBe(30 * 60_000);
    expect(batchIdempotencyKey({ issueId: 'abc', batchNo: 7 })).toBe('newsletter-abc-7');
  });

  it('posts the batch to {base}/emails/batch with the key, headers and a text part per copy', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const transport = createResendBatchTransport({
      apiKey: 're_x',
      baseUrl: 'http://stand-in.test/',
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init! });
        return new Response('{"data":[{"id":"1"}]}', { status: 200 });
      },
    });
    await transport.sendBatch(
      [
        {
          to: 'a@primer.rs',
          subject: 'S',
          html: '<p>h</p>',
          text: 't',
          headers: { 'List-Unsubscribe': '<https://x>' },
        },
      ],
      'newsletter-i-1',
      'Od <od@primer.rs>',
    );
    expect(seen[0]?.url).toBe('http://stand-in.test/emails/batch');
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('newsletter-i-1');
    expect(headers.Authorization).toBe('Bearer re_x');
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual([
      {
        from: 'Od <od@primer.rs>',
        to: ['a@primer.rs'],
        subject: 'S',
        html: '<p>h</p>',
        text: 't',
        headers: { 'List-Unsubscribe': '<https://x>' },
      },
    ]);
  });

  it('turns a network failure into a retry and a 429 into a retry with its Retry-After', async () => {
    const failing = createResendBatchTransport({
      apiKey: 'k',
      baseUrl: 'http://x',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.sendBatch([], 'k', 'f')).rejects.toMatchObject({ kind: 'retry' });
    const limited = createResendBatchTransport({
      apiKey: 'k',
      baseUrl: 'http://x',
      fetch: async () =>
        new Response('{"name":"rate_limit_exceeded","message":"Too many"}', {
          status: 429,
          headers: { 'retry-after': '1' },
        }),
    });
    const error = await limited.sendBatch([], 'k', 'f').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BatchSendError);
    expect(error).toMatchObject({ kind: 'retry', retryAfterMs: 1000 });
  });
});
