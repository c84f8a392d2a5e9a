import 'server-only';

import { redirect } from 'next/navigation';

import { getAuth } from '@/lib/auth';
import type { AuthUser, SignInOutcome } from '@/lib/auth/types';

import type { ActionTools } from './define';
import { actionFailure, type ActionResult, type RedirectData } from './result';

/**
 * The sign-in of both areas (the admin panel's /auth and the members platform). A refused sign-in
 * is answered with the area's `refusal` text and title, the typed address kept in the form. A
 * success hands its rate-limit attempt back, so only failures count, and goes to `destination`.
 */
export async function signInAndGo(
  values: { email: string; password: string },
  { ctx, succeed, refund, enhanced }: ActionTools<'public', RedirectData>,
  refusal: (outcome: Exclude<SignInOutcome, { ok: true }>) => { message: string; title: string },
  destination: (user: AuthUser) => string | Promise<string>,
): Promise<ActionResult<RedirectData>> {
  const outcome = await getAuth().signIn(ctx, values.email, values.password);
  if (!outcome.ok) {
    const { message, title } = refusal(outcome);
    return actionFailure(message, { title, values: { email: values.email } });
  }
  await refund();
  const redirectTo = await destination(outcome.user);
  if (!enhanced) redirect(redirectTo);
  return succeed({ redirectTo });
}
