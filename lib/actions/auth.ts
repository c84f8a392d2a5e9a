'use server';

/**
 * Accounts: sign-in, sign-up, sign-out and password change for /auth and the admin panel (spec
 * platform §2 /auth, §5, §8). The members platform signs in through the same lib/auth.
 */
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { getAuth } from '@/lib/auth';
import { safeNextPath } from '@/lib/auth/next-path';
import { confirmAccountEmail, hashToken } from '@/lib/data/accounts';
import { accountConfirmation } from '@/lib/mail/account-templates';
import {
  AUTH_MESSAGES,
  PASSWORD_CHANGE_FIELDS,
  passwordChangeSchema,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
  signInSchema,
  signUpSchema,
} from '@/lib/validation/auth';

import { requestContext } from './context';
import { defineAction } from './define';
import { actionFailure } from './result';

export interface SignInData {
  redirectTo: string;
}

/**
 * Admin sign-in. Only failures count against the limit (a success hands its attempt back), and
 * the refusal is the same whether or not the address has an account.
 */
export const signIn = defineAction<'public', z.output<typeof signInSchema>, SignInData>({
  name: 'auth.sign_in',
  access: 'public',
  fields: SIGN_IN_FIELDS,
  schema: signInSchema,
  rateLimit: { category: 'signIn', subject: (values) => values.email },
  success: { title: AUTH_MESSAGES.signedIn, message: '' },
  failureMessage: AUTH_MESSAGES.genericFailure,
  failureTitle: AUTH_MESSAGES.signInFailedTitle,
  async handle(values, { ctx, succeed, refund, enhanced }) {
    const outcome = await getAuth().signIn(ctx, values.email, values.password);
    if (!outcome.ok) {
      const message = outcome.reason === 'invalid' ? AUTH_MESSAGES.invalidCredentials : outcome.message;
      return actionFailure(message, { title: AUTH_MESSAGES.signInFailedTitle, values: { email: values.email } });
    }
    await refund();
    const redirectTo = safeNextPath(values.next, '/admin');
    if (!enhanced) redirect(redirectTo);
    return succeed({ redirectTo });
  },
});

/** Admin sign-up: the account exists at once, its address is confirmed through the e-mailed link. */
export const signUp = defineAction({
  name: 'auth.sign_up',
  access: 'public',
  fields: SIGN_UP_FIELDS,
  sanitize: ['fullName'],
  schema: signUpSchema,
  rateLimit: { category: 'signUp', subject: (values) => values.email },
  success: { title: AUTH_MESSAGES.signedUp, message: '' },
  failureMessage: AUTH_MESSAGES.genericFailure,
  failureTitle: AUTH_MESSAGES.signUpFailedTitle,
  async handle(values, { ctx, succeed, refund, queueMail }) {
    const outcome = await getAuth().signUp(ctx, {
      email: values.email,
      password: values.password,
      fullName: values.fullName,
      redirectTo: `${ctx.mail.siteUrl}/admin`,
      signIn: false,
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
    const token = outcome.confirmToken;
    if (token) {
      await queueMail(() => [
        accountConfirmation(ctx.mail, {
          email: values.email,
          confirmUrl: `${ctx.mail.siteUrl}/auth/potvrda?token=${encodeURIComponent(token)}`,
        }),
      ]);
    }
    return succeed();
  },
});

/** Ends the session on the server (the session row is deleted), then back to where the form says. */
export async function signOut(formData: FormData): Promise<void> {
  const ctx = await requestContext();
  await getAuth().signOut(ctx);
  const target = formData.get('next');
  redirect(safeNextPath(typeof target === 'string' ? target : null, '/'));
}

/** Any signed-in account may change its password; it ends every other session of the account. */
export const changePassword = defineAction({
  name: 'auth.change_password',
  access: 'user',
  fields: PASSWORD_CHANGE_FIELDS,
  schema: passwordChangeSchema,
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
export async function confirmEmail(formData: FormData): Promise<void> {
  const token = formData.get('token');
  const ctx = await requestContext();
  const confirmed =
    typeof token === 'string' &&
    token.length > 0 &&
    token.length < 200 &&
    (await confirmAccountEmail(ctx.db, hashToken(token), ctx.now));
  redirect(`/auth/potvrda?status=${confirmed ? 'potvrdjeno' : 'nevazece'}`);
}
