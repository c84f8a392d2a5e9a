'use server';

/**
 * 'Zaboravljena lozinka?' on /auth and /members/auth (docs/accounts.md "Password reset"): asking
 * for a link, and setting the new password through it. Both are public: whoever holds the mailbox
 * proves it with the link.
 */
import * as z from 'zod/mini';

import { completePasswordReset, requestPasswordReset } from '@/lib/auth/password-reset';
import {
  PASSWORD_RESET_FIELDS,
  PASSWORD_RESET_REQUEST_FIELDS,
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_DONE_PARAM,
  RESET_MESSAGES,
  RESET_PATHS,
} from '@/lib/validation/password-reset';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

import { defineAction } from './define';
import type { RedirectData } from './result';

/**
 * 'Pošalji link': the same answer whether or not the address has an account. Limited per
 * canonical mailbox here, and per account where the address names one (lib/auth/password-reset.ts).
 */
export const sendPasswordResetLink = defineAction({
  name: 'auth.password_reset_request',
  access: 'public',
  fields: PASSWORD_RESET_REQUEST_FIELDS,
  schema: passwordResetRequestSchema,
  rateLimit: { category: 'passwordReset', subject: (values) => values.email },
  success: { title: RESET_MESSAGES.requestSentTitle, message: RESET_MESSAGES.requestSent },
  failureMessage: AUTH_MESSAGES.genericFailure,
  async handle(values, { ctx, succeed, queueMail }) {
    await requestPasswordReset(ctx, values, (mail) => queueMail(() => [mail]));
    return succeed();
  },
});

/**
 * The form of the mailed link: the new password twice. On success every session of the account
 * has ended and the person goes to their sign-in page, which says the password was changed.
 */
export const resetPassword = defineAction<'public', z.output<typeof passwordResetSchema>, RedirectData>({
  name: 'auth.password_reset',
  access: 'public',
  fields: PASSWORD_RESET_FIELDS,
  schema: passwordResetSchema,
  rateLimit: { category: 'passwordResetSet' },
  success: { title: RESET_MESSAGES.changedTitle, message: RESET_MESSAGES.changed },
  failureMessage: AUTH_MESSAGES.genericFailure,
  failureTitle: RESET_MESSAGES.failedTitle,
  async handle(values, { ctx, leadTo, fail }) {
    const outcome = await completePasswordReset(ctx, values, values.password);
    if (!outcome.ok)
      return fail(
        outcome.reason === 'invalid'
          ? RESET_MESSAGES.linkInvalid
          : outcome.reason === 'other-browser'
            ? RESET_MESSAGES.linkOtherBrowser
            : outcome.message,
      );
    return leadTo(`${RESET_PATHS[values.area].signIn}?lozinka=${RESET_DONE_PARAM}`);
  },
});
