'use client';

import { EmailField, FormStatus, ScriptField, SubmitButton } from '@/components/forms/form-parts';
import type { PublicFormPage } from '@/components/forms/public-form-texts';
import { useServerForm } from '@/components/forms/use-server-form';
import { resendConfirmation } from '@/lib/actions/auth';

import type { ResendConfirmationTexts } from './auth-texts';

const loadResendSchema = () => import('@/lib/validation/auth').then((module) => module.resendConfirmationSchema);

/** 'Pošalji link ponovo': a new confirmation link to the typed address (rate-limited on the server). */
export function ResendConfirmationFields({ texts, page }: { texts: ResendConfirmationTexts; page: PublicFormPage }) {
  const controller = useServerForm({
    loadSchema: loadResendSchema,
    action: resendConfirmation,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
  });
  return (
    <form {...controller.formProps} className="mt-3 grid gap-3" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <EmailField controller={controller} label={texts.email} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
