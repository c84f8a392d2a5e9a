import 'server-only';

import { getEnv } from '@/lib/env';

/*
 * How a newsletter batch reaches the provider (issue 51, item 3; docs/newsletter.md): Resend's batch
 * endpoint, `POST {RESEND_BASE_URL}/emails/batch`, up to 100 mails per call under an
 * `Idempotency-Key`. Plain `fetch` rather than the `resend` SDK: the SDK reads its base URL from
 * `process.env` itself, and `lib/env.ts` is the only reader of the environment. Without
 * `RESEND_API_KEY` there is no transport: the copies go to the outbox (lib/newsletter/sending.ts).
 */

/** One recipient's copy of an issue. */
export interface NewsletterCopy {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * Why a batch was not accepted. `retry`: worth another try with the same key (rate limit, the
 * provider's or the network's trouble, a key not accepted yet); `refused`: the provider will never
 * take this request (a validation error), so the batch is marked failed; `sent-before`: the
 * provider already sent a request under this key (in the last 24 hours) and this try's body
 * differs from it, which happens only when a try after a lost answer rendered differently (the
 * source post's title edited in between): the copies went out with the first try.
 */
export class BatchSendError extends Error {
  constructor(
    message: string,
    readonly kind: 'retry' | 'refused' | 'sent-before',
    /** The provider's Retry-After, in milliseconds, when it sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'BatchSendError';
  }
}

/** Hands one batch to the provider; resolves once it accepted it, throws `BatchSendError` otherwise. */
export interface NewsletterTransport {
  readonly name: string;
  sendBatch(copies: readonly NewsletterCopy[], idempotencyKey: string, from: string): Promise<void>;
}

export interface ResendBatchOptions {
  apiKey: string;
  /** Resend's origin (`RESEND_BASE_URL`), e.g. https://api.resend.com. */
  baseUrl: string;
  /** A call that has not answered by then is abandoned and retried under the same key. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Retry-After in milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What an answer that is not 2xx means for the batch. 429 and 5xx are the provider's own trouble;
 * 401/403 a key that is wrong now and may be fixed (the batch waits rather than being lost); 409
 * `concurrent_idempotent_requests` means another worker's call with this key is still running (a
 * lease ran out mid-send): its outcome answers the next try. 409 `invalid_idempotent_request`: the
 * key was sent before with another body (`sent-before` above). Every other 4xx (400, 422) is a
 * refusal that another try would only repeat.
 */
export function classifyResendAnswer(
  status: number,
  errorName: string | undefined,
): 'retry' | 'refused' | 'sent-before' {
  if (status === 429 || status >= 500 || status === 401 || status === 403 || status === 408) return 'retry';
  if (status === 409 && errorName === 'concurrent_idempotent_requests') return 'retry';
  if (status === 409 && errorName === 'invalid_idempotent_request') return 'sent-before';
  return 'refused';
}

/** The Resend batch transport over `fetch`. */
export function createResendBatchTransport(options: ResendBatchOptions): NewsletterTransport {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/emails/batch`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    name: 'resend-batch',
    async sendBatch(copies, idempotencyKey, from) {
      const body = JSON.stringify(
        copies.map((copy) => ({
          from,
          to: [copy.to],
          subject: copy.subject,
          html: copy.html,
          text: copy.text,
          headers: copy.headers,
        })),
      );
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': idempotencyKey,
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Sent or not, nobody knows: the same key makes the next try safe either way.
        throw new BatchSendError(
          `Resend could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          'retry',
        );
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const answer = (await response.json().catch(() => null)) as { name?: string; message?: string } | null;
      const kind = classifyResendAnswer(response.status, answer?.name);
      throw new BatchSendError(
        `Resend answered ${response.status}${answer?.name ? ` ${answer.name}` : ''}${answer?.message ? `: ${answer.message}` : ''}`,
        kind,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    },
  };
}

let configured: NewsletterTransport | null | undefined;

/** Resend's batch endpoint when RESEND_API_KEY is set; null in the embedded mode (the outbox). */
export function getNewsletterTransport(): NewsletterTransport | null {
  if (configured === undefined) {
    const env = getEnv();
    configured = env.RESEND_API_KEY
      ? createResendBatchTransport({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL })
      : null;
  }
  return configured;
}
