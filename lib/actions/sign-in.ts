import 'server-only';

import { getAuth } from '@/lib/auth';
import type { ActionContext } from '@/lib/auth/context';
import type { AuthUser, SignInOutcome } from '@/lib/auth/types';
import type { Script } from '@/lib/i18n/script';

import { defineAction, type ActionDefinition, type DefinedAction } from './define';
import { actionFailure, type RedirectData } from './result';

type SignInDefinition<Values> = ActionDefinition<'public', Values, RedirectData>;

/**
 * A sign-in action, the admin panel's (/auth) or the members platform's: anyone may call it, and
 * it is limited per validated address. A refused sign-in is answered with the area's `refusal`
 * text and title, the typed address kept in the form. A success hands its rate-limit attempt back,
 * so only failures count, and goes to `destination` (toast titled `signedIn` first).
 */
export function signInAction<Values extends { email: string; password: string }>(
  definition: Pick<SignInDefinition<Values>, 'name' | 'fields' | 'schema' | 'failureMessage' | 'failureTitle'> & {
    signedIn: string;
    refusal: (outcome: Exclude<SignInOutcome, { ok: true }>) => { message: string; title: string };
    /** Where the signed-in account goes; `leadTo` puts a site path into the sign-in page's `script`. */
    destination: (values: Values, user: AuthUser, ctx: ActionContext, script: Script) => string | Promise<string>;
  },
): DefinedAction<RedirectData> {
  const { signedIn, refusal, destination, ...rest } = definition;
  return defineAction<'public', Values, RedirectData>({
    ...rest,
    access: 'public',
    rateLimit: { category: 'signIn', subject: (values) => values.email },
    success: { title: signedIn, message: '' },
    async handle(values, { ctx, leadTo, refund, script }) {
      const outcome = await getAuth().signIn(ctx, values.email, values.password);
      if (!outcome.ok) {
        const { message, title } = refusal(outcome);
        return actionFailure(message, { title, values: { email: values.email } });
      }
      await refund();
      return leadTo(await destination(values, outcome.user, ctx, script));
    },
  });
}
