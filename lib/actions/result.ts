import type { Script } from '@/lib/i18n/script';
import { FORM_ERROR_PATH, joinMessages, TOAST_ERROR_TITLE } from '@/lib/validation/messages';

/** What a failed parse reports: every issue with its path (zod's error, classic or mini). */
export interface ValidationError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Messages per field name; every message of every field, in the order the schema found them. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one result every action returns (public forms, admin and member mutations). Expected
 * failures (validation, access, rate limit, a full event) are results, never throws. `at` makes
 * each result distinct, so the client shows a toast for every submission even when two answers
 * read the same. `data` carries what a successful action hands back (e.g. a new row's id).
 */
export type ActionResult<T = undefined> =
  | ActionSuccess<T>
  | {
      ok: false;
      title: string;
      /** Every message of this failure as one text: the toast's description. */
      formError: string;
      fieldErrors: FieldErrors;
      /** What was sent (never the honeypot, never a password), so a page rendered without JavaScript keeps it. */
      values?: Record<string, string>;
      at: number;
    };

/** A success carries what the action hands back in its type: no `!` where the caller reads it. */
export interface ActionSuccess<T = undefined> {
  ok: true;
  title: string;
  message: string;
  data: T;
  at: number;
}

export type ActionFailure = Extract<ActionResult, { ok: false }>;

/**
 * Set by the form hook when JavaScript submits: an action may then answer with a result the page
 * turns into a toast and a client-side navigation, and redirects only for a plain HTML post.
 */
export const CLIENT_SUBMIT_FIELD = '__js';

/**
 * The hidden field a form on a Cyrillic page carries (its value 'cir'): server actions cannot read
 * the page's root params, so the form says which script its answers are to be in. Absent or
 * anything else means Latin.
 */
export const SCRIPT_FIELD = '__script';

/**
 * `ScriptField` for a form that takes its hidden fields as a record (`ActionButton`,
 * `ListActionForm`): posted without JavaScript, the action answers in the page's script.
 */
export function scriptFields(script: Script): Record<string, string> {
  return script === 'lat' ? {} : { [SCRIPT_FIELD]: script };
}

/** `useActionState` starts with no result. */
/**
 * The data of an action that leads somewhere: where the page goes after the toast (a page rendered
 * without JavaScript is redirected there by the action itself).
 */
export interface RedirectData {
  redirectTo: string;
}

export type ActionState<T = undefined> = ActionResult<T> | null;

export function actionSuccess(title: string, message: string): ActionSuccess;
export function actionSuccess<T>(title: string, message: string, data: T): ActionSuccess<T>;
export function actionSuccess<T>(title: string, message: string, data?: T): ActionSuccess<T | undefined> {
  return { ok: true, title, message, data, at: Date.now() };
}

export function actionFailure(
  formError: string,
  options: { fieldErrors?: FieldErrors; values?: Record<string, string>; title?: string } = {},
): ActionFailure {
  return {
    ok: false,
    title: options.title ?? TOAST_ERROR_TITLE,
    formError,
    fieldErrors: options.fieldErrors ?? {},
    values: options.values,
    at: Date.now(),
  };
}

/**
 * Every issue of a failed parse, grouped by field; issues about the whole submission (no path, or
 * the schemas' `root`) appear only in `formError`.
 */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined || field === FORM_ERROR_PATH) continue;
    const name = String(field);
    (fieldErrors[name] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** A validation failure: all messages joined for the toast, each beside its field. */
export function validationFailure(error: ValidationError, values?: Record<string, string>): ActionFailure {
  return actionFailure(joinMessages(error.issues.map((issue) => issue.message)), {
    fieldErrors: fieldErrorsOf(error),
    values,
  });
}
