'use server';

/**
 * Accounts: sign-in, sign-up, sign-out and password change for /auth and the admin panel (spec
 * platform §2 /auth, §5, §8). The members platform signs in through the same lib/auth.
 */
import * as z from 'zod/mini';

import { getAuth } from '@/lib/auth';
import { getAccessMemo } from '@/lib/cache/access-memo';
import { safeNextPath } from '@/lib/auth/next-path';
import { newConfirmationToken } from '@/lib/auth/local';
import { renewNewestSignupToken } from '@/lib/data/account-signups';
import { renewConfirmationToken } from '@/lib/data/accounts';
import {
  AUTH_MESSAGES,
  CHECK_MAIL_PATH,
  PASSWORD_CHANGE_FIELDS,
  passwordChangeSchema,
  RESEND_CONFIRMATION_FIELDS,
  resendConfirmationSchema,
  SIGN_IN_FIELDS,
  SIGN_OUT_FIELDS,
  SIGN_UP_FIELDS,
  signInSchema,
  signOutSchema,
  signUpSchema,
} from '@/lib/validation/auth';

import { confirmAccountByToken, sendAccountConfirmation } from './account-confirmation';
import { requestContext } from '@/lib/auth/context';
import { defineAction, redirectInFormScript } from './define';
import { signInAction } from './sign-in';
import { actionFailure, type RedirectData } from './result';

/**
 * Admin sign-in. Only failures count against the limit (a success hands its attempt back), and
 * the refusal is the same whether or not the address has an account.
 */
export const signIn = signInAction({
  name: 'auth.sign_in',
  fields: SIGN_IN_FIELDS,
  schema: signInSchema,
  signedIn: AUTH_MESSAGES.signedIn,
  failureMessage: AUTH_MESSAGES.genericFailure,
  failureTitle: AUTH_MESSAGES.signInFailedTitle,
  refusal: (outcome) => ({
    message:
      outcome.reason === 'invalid'
        ? AUTH_MESSAGES.invalidCredentials
        : outcome.reason === 'unconfirmed'
          ? AUTH_MESSAGES.emailNotConfirmed
          : outcome.message,
    title: AUTH_MESSAGES.signInFailedTitle,
  }),
  destination: (values) => safeNextPath(values.next, '/admin'),
});

/**
 * Admin sign-up: a local sign-up waits for its address (its link creates the account; Supabase
 * sends its own mail); the page then says to check the mail (`CHECK_MAIL_PATH`).
 */
export const signUp = defineAction<'public', z.output<typeof signUpSchema>, RedirectData>({
  name: 'auth.sign_up',
  access: 'public',
  fields: SIGN_UP_FIELDS,
  sanitize: ['fullName'],
  schema: signUpSchema,
  rateLimit: { category: 'signUp', subject: (values) => values.email },
  success: { title: AUTH_MESSAGES.signedUp, message: '' },
  failureMessage: AUTH_MESSAGES.genericFailure,
  failureTitle: AUTH_MESSAGES.signUpFailedTitle,
  async handle(values, { ctx, leadTo, refund, queueMail }) {
    const outcome = await getAuth().signUp(ctx, {
      email: values.email,
      password: values.password,
      fullName: values.fullName,
      redirectTo: `${ctx.mail.siteUrl}/admin`,
      signIn: false,
      memberProfile: null,
    });
    if (!outcome.ok) {
      await refund();
      const message = outcome.reason === 'exists' ? AUTH_MESSAGES.userExists : outcome.message;
      return actionFailure(message, {
        title: AUTH_MESSAGES.signUpFailedTitle,
        values: { fullName: values.fullName, email: values.email },
      });
    }
    // Supabase sends its own confirmation e-mail; local accounts get ours through the outbox.
    if (outcome.confirmToken) await sendAccountConfirmation(ctx, queueMail, values.email, outcome.confirmToken);
    return leadTo(CHECK_MAIL_PATH.admin);
  },
});

/**
 * 'Pošalji link ponovo': a new link for the address's newest pending sign-up (that sign-up's old
 * link stops working), or for an account made unconfirmed before sign-ups had rows of their own.
 * The answer is the same whether or not anything waits; the limit is keyed on the canonical
 * mailbox and the client address (docs/accounts.md).
 */
export const resendConfirmation = defineAction({
  name: 'auth.resend_confirmation',
  access: 'public',
  fields: RESEND_CONFIRMATION_FIELDS,
  schema: resendConfirmationSchema,
  rateLimit: { category: 'confirmationResend', subject: (values) => values.email },
  success: { title: AUTH_MESSAGES.confirmationResentTitle, message: AUTH_MESSAGES.confirmationResent },
  failureMessage: AUTH_MESSAGES.genericFailure,
  async handle(values, { ctx, succeed, queueMail }) {
    if (getAuth().kind !== 'local') return succeed();
    const confirmation = newConfirmationToken(ctx.now);
    if (
      (await renewNewestSignupToken(ctx.db, values.email, confirmation.stored)) ||
      (await renewConfirmationToken(ctx.db, values.email, confirmation.stored))
    ) {
      await sendAccountConfirmation(ctx, queueMail, values.email, confirmation.token);
    }
    return succeed();
  },
});

/**
 * Ends the session on the server (the session row is deleted), then back to the form's path of
 * this site. A failure is the spec's 'Greška pri odjavljivanju' (platform §8).
 */
export const signOut = defineAction<'public', z.output<typeof signOutSchema>, RedirectData>({
  name: 'auth.sign_out',
  access: 'public',
  fields: SIGN_OUT_FIELDS,
  schema: signOutSchema,
  success: { title: AUTH_MESSAGES.signedOut, message: '' },
  failureMessage: AUTH_MESSAGES.signOutFailed,
  async handle(values, { ctx, leadTo }) {
    await getAuth().signOut(ctx);
    return leadTo(safeNextPath(values.next, '/'));
  },
});

/** Any signed-in account may change its password; it ends every other session of the account. */
export const changePassword = defineAction({
  name: 'auth.change_password',
  access: 'user',
  fields: PASSWORD_CHANGE_FIELDS,
  schema: passwordChangeSchema,
  // Keyed on the account's id as well as the client address: 5 per 15 minutes.
  rateLimit: { category: 'passwordChange' },
  success: { title: AUTH_MESSAGES.passwordChanged, message: '' },
  failureMessage: AUTH_MESSAGES.passwordChangeFailed,
  async handle(values, { ctx, caller, succeed, fail }) {
    const outcome = await getAuth().changePassword(ctx, caller.user, values.currentPassword, values.newPassword);
    if (outcome.ok) return succeed();
    return fail(outcome.reason === 'invalid' ? AUTH_MESSAGES.wrongCurrentPassword : outcome.message, {
      fieldErrors: outcome.reason === 'invalid' ? { currentPassword: [AUTH_MESSAGES.wrongCurrentPassword] } : undefined,
    });
  },
});

/** The button on /auth/potvrda (a POST, so mail scanners opening the link confirm nothing). */
export async function confirmEmail(formData: unknown): Promise<void> {
  const token = formData instanceof FormData ? formData.get('token') : null;
  const confirmed = await confirmAccountByToken(await requestContext(), token);
  await getAccessMemo().heard();
  redirectInFormScript(
    formData instanceof FormData ? formData : null,
    `/auth/potvrda?status=${confirmed ? 'potvrdjeno' : 'nevazece'}`,
  );
}
