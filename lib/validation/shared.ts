import * as z from 'zod/mini';

import { withoutTrailingDots } from '@/lib/security/mailbox';

import { FIELD_LABELS, FORM_MESSAGES } from './messages';

/*
 * The schemas use zod's tree-shakable `zod/mini` build: they also run in the browser
 * (react-hook-form's resolver), and the full build would add about 30 kB of compressed
 * JavaScript to every page that links to a form.
 */

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

/** A field that is missing from a submission (unchecked, not rendered) reads as empty text. */
function fromText<T extends z.core.$ZodType<unknown, string>>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null ? '' : value)),
    schema,
  );
}

/** A submitted value as text, untouched (a password keeps its spaces); anything else reads as empty. */
export const submittedText = z.transform((value: unknown) => (typeof value === 'string' ? value : ''));

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
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (required) checks.push(z.minLength(1, { error: required, abort: true }));
  if (min) checks.push(z.minLength(min.length, { error: min.message, abort: true }));
  if (max) checks.push(z.maxLength(max.length, { error: max.message, abort: true }));
  return fromText(z.string({ error: FORM_MESSAGES.invalidValue }).check(...checks));
}

/**
 * A checkbox: ticked is 'on' in a submitted form and `true` or its value in react-hook-form's
 * values; anything else (absent, `false`) means no.
 */
export function checkboxField() {
  return z.pipe(
    z.transform((value: unknown) => value === 'on' || value === 'true' || value === true),
    z.boolean(),
  );
}

/** A person's name: required, at least 2 characters (spec public-site §5 Shared). */
export function nameField() {
  return textField({
    required: FORM_MESSAGES.required(FIELD_LABELS.name),
    min: { length: LIMITS.nameMin, message: FORM_MESSAGES.nameTooShort },
    max: { length: LIMITS.shortText, message: FORM_MESSAGES.tooLong(FIELD_LABELS.name) },
  });
}

/** Optional text: empty means not given. */
export function optionalTextField(maxLength: number, label: string) {
  return fromText(
    z
      .string({ error: FORM_MESSAGES.invalidValue })
      .check(z.trim(), z.maxLength(maxLength, { error: FORM_MESSAGES.tooLong(label) })),
  );
}

/**
 * E-mail: required, ≤ 254 characters, simple pattern; lower-cased and without the domain's
 * trailing dot (`ana@gmail.com.` is accepted as `ana@gmail.com`), so one address is one person.
 */
export function emailField(
  messages: { required: string; invalid: string } = {
    required: FORM_MESSAGES.required('Email'),
    invalid: FORM_MESSAGES.invalidEmail,
  },
) {
  return fromText(z.string({ error: FORM_MESSAGES.invalidValue }).check(...emailChecks(messages)));
}

/** The checks of an e-mail field (shared with the members' forms, which read the value themselves). */
export function emailChecks(messages: { required: string; invalid: string }): z.core.$ZodCheck<string>[] {
  return [
    z.trim(),
    z.overwrite(withoutTrailingDots),
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(LIMITS.email, { error: messages.invalid, abort: true }),
    z.regex(EMAIL_PATTERN, { error: messages.invalid }),
    z.toLowerCase(),
  ];
}

/** A UUID literal, as the database's ids and unsubscribe tokens are written. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
