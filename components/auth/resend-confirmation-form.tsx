'use client';

import { EmailField, FormStatus, SubmitButton } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { resendConfirmation } from '@/lib/actions/auth';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

const loadResendSchema = () => import('@/lib/validation/auth').then((module) => module.resendConfirmationSchema);

/** 'Pošalji link ponovo': a new confirmation link to the typed address (rate-limited on the server). */
export function ResendConfirmationForm() {
  const controller = useServerForm({
    loadSchema: loadResendSchema,
    action: resendConfirmation,
    fallbackError: AUTH_MESSAGES.genericFailure,
  });
  return (
    <form {...controller.formProps} className="mt-3 grid gap-3" aria-label="Novi link za potvrdu">
      <EmailField controller={controller} label="Adresa na koju šaljemo link" />
      <SubmitButton pending={controller.pending}>{AUTH_MESSAGES.resendButton}</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
