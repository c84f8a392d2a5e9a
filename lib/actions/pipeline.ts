import 'server-only';

import type { z } from 'zod/mini';

import { log } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/types';
import { consumeRateLimit, rateLimitMessage, refundRateLimit, type RateLimitCategory, type RateLimitHit } from '@/lib/security/rate-limit';
import { sanitizeRecord } from '@/lib/security/sanitize';
import { HONEYPOT_FIELD } from '@/lib/validation/messages';

import type { SubmissionContext } from './context';
import { actionFailure, actionSuccess, validationFailure, type ActionResult } from './result';

/**
 * An error as it may be logged: its kind and database code, never its message. Drizzle's query
 * errors quote the statement with its parameters, which here are a visitor's name and e-mail.
 */
export function describeError(error: unknown): Record<string, string | undefined> {
  const described: Record<string, string | undefined> = {};
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { name, code, constraint } = current as { name?: unknown; code?: unknown; constraint?: unknown };
    if (depth === 0 && typeof name === 'string') described.name = name;
    if (typeof code === 'string') described.code ??= code;
    if (typeof constraint === 'string') described.constraint ??= constraint;
    current = (current as { cause?: unknown }).cause;
  }
  if (!described.name) described.name = typeof error;
  return described;
}

/** The named text fields of a submission; anything else (files, unknown names) is ignored. */
export function readFields<const K extends string>(formData: FormData, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}

/** True when the off-screen honeypot carries anything: a bot filled in every box it found. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

/** What a handler can ask of the pipeline while storing. */
export interface SubmissionTools {
  ctx: SubmissionContext;
  /** The form's success result. */
  succeed(): ActionResult;
  /** Gives the attempt back to the rate limiter; for outcomes that stored nothing. */
  refund(): Promise<void>;
  /**
   * Writes e-mails to the outbox after the submission was stored. A failure here is logged and
   * swallowed on purpose: the submission is safe, and the visitor must not see a mail problem.
   */
  queueMail(build: () => MailMessage[]): Promise<void>;
}

export interface SubmissionSpec<K extends string, S extends z.ZodMiniType> {
  /** Name for logs. */
  form: string;
  fields: readonly K[];
  schema: S;
  rateLimit: RateLimitCategory;
  /** Which field holds the e-mail the limit is keyed by. */
  emailField: K;
  /** The form's success toast; a filled honeypot gets the same answer a person would. */
  success: { title: string; message: string };
  /** The spec's message when storing fails unexpectedly. */
  failureMessage: string;
  /** Extra raw fields kept for the handler (e.g. the event reference of a registration). */
  extraFields?: readonly string[];
  handle(values: z.output<S>, tools: SubmissionTools, raw: Record<string, string>): Promise<ActionResult>;
}

/**
 * The order every public form follows (STYLE.md, spec §5): honeypot → rate limit → validate →
 * sanitise (and validate again, since sanitising can empty a field) → store → outbox → result.
 * Expected failures come back as results; an unexpected error is logged with sensitive fields
 * redacted and answered with the form's generic message.
 */
export async function runSubmission<K extends string, S extends z.ZodMiniType>(
  spec: SubmissionSpec<K, S>,
  formData: FormData,
  getContext: () => Promise<SubmissionContext>,
): Promise<ActionResult> {
  const values = readFields(formData, spec.fields);
  const succeed = () => actionSuccess(spec.success.title, spec.success.message);
  const raw: Record<string, string> = spec.extraFields ? { ...values, ...readFields(formData, spec.extraFields) } : values;

  // 1. A bot: answered like a person, nothing stored, not even a rate-limit counter.
  if (isHoneypotFilled(formData)) {
    log.info('form.honeypot', { form: spec.form });
    return succeed();
  }

  let hits: RateLimitHit[] = [];
  try {
    const ctx = await getContext();
    const refund = async () => {
      await refundRateLimit(ctx.db, hits);
      hits = [];
    };

    // 2. Rate limit, per e-mail and per client IP.
    const decision = await consumeRateLimit(
      ctx.db,
      { category: spec.rateLimit, email: values[spec.emailField], clientIp: ctx.clientIp, host: ctx.host },
      ctx.now,
    );
    hits = decision.hits;
    if (!decision.allowed) {
      log.warn('form.rate_limited', { form: spec.form, retryAfterMinutes: decision.retryAfterMinutes });
      return actionFailure(rateLimitMessage(decision.retryAfterMinutes), { values });
    }

    // 3. Validate what was typed, every field at once.
    const typed = spec.schema.safeParse(values);
    if (!typed.success) {
      await refund();
      return validationFailure(typed.error, values);
    }

    // 4. Sanitise, then validate the sanitised text: removing `<>` can empty a field or shorten it below a minimum.
    const cleaned = spec.schema.safeParse(sanitizeRecord(values));
    if (!cleaned.success) {
      await refund();
      return validationFailure(cleaned.error, values);
    }

    // 5. Store and queue mail (the handler), then the result.
    const tools: SubmissionTools = {
      ctx,
      succeed,
      refund,
      async queueMail(build) {
        try {
          await enqueueMail(ctx.db, build());
          ctx.onMailQueued();
        } catch (error) {
          log.error('mail.enqueue_failed', { form: spec.form, error: describeError(error) });
        }
      },
    };
    return await spec.handle(cleaned.data, tools, raw);
  } catch (error) {
    log.error('security.form_submission_failed', { form: spec.form, error: describeError(error) });
    return actionFailure(spec.failureMessage, { values });
  }
}
