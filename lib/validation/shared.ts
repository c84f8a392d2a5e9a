import { z } from 'zod';

import { FORM_MESSAGES } from './messages';

/** Limits of spec public-site §9. */
export const LIMITS = {
  sanitizedText: 10_000,
  email: 254,
  nameMin: 2,
  messageMin: 10,
  contactMessage: 5_000,
  teamApplicationMessage: 5_000,
  joinTotal: 10_000,
  /** Our own bound for one-line fields (names, phone, company), so nobody stores a novel in a name. */
  shortText: 200,
  /** Our own bound for URLs. */
  url: 2_000,
} as const;

/** A simple {something}@{something}.{something} check (spec §5 Shared), no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Fields that may be missing from a submission (unchecked, not rendered) read as empty text. */
const text = () =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), z.string().trim());

interface TextOptions {
  /** Message when empty; omit for an optional field. */
  required?: string;
  min?: { length: number; message: string };
  max?: { length: number; message: string };
}

/**
 * Trimmed text with the spec's messages. An empty required field reports only "required" (the
 * other checks stop there), so a visitor never reads two errors for one empty box.
 */
export function textField({ required, min, max }: TextOptions = {}) {
  let schema = z.string().trim();
  if (required) schema = schema.min(1, { error: required, abort: true });
  if (min) schema = schema.min(min.length, { error: min.message, abort: true });
  if (max) schema = schema.max(max.length, { error: max.message, abort: true });
  return z.preprocess((value) => (value === undefined || value === null ? '' : value), schema);
}

/** Optional text: empty means not given. */
export function optionalTextField(maxLength: number, label: string) {
  return text().pipe(z.string().max(maxLength, { error: FORM_MESSAGES.tooLong(label) }));
}

/** E-mail: required, ≤ 254 characters, simple pattern; stored lower-cased so one address is one person. */
export function emailField(messages: { required: string; invalid: string } = {
  required: FORM_MESSAGES.required('Email'),
  invalid: FORM_MESSAGES.invalidEmail,
}) {
  return text()
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .max(LIMITS.email, { error: messages.invalid, abort: true })
        .regex(EMAIL_PATTERN, { error: messages.invalid }),
    )
    .transform((value) => value.toLowerCase());
}

/** The issue path the schemas use for an error about the whole submission, not one field. */
export const FORM_ERROR_PATH = 'root';

/** A UUID literal, as the database's ids and unsubscribe tokens are written. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
