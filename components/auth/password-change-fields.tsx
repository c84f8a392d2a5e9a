'use client';

import { FormStatus, ScriptField, SubmitButton } from '@/components/forms/form-parts';
import type { PublicFormPage } from '@/components/forms/public-form-texts';
import { useServerForm } from '@/components/forms/use-server-form';
import { changePassword } from '@/lib/actions/auth';

import type { PasswordChangeTexts } from './auth-texts';
import { CurrentPasswordField, NewPasswordFields } from './password-field';

const loadSchema = () => import('@/lib/validation/auth').then((module) => module.passwordChangeSchema);

/** Any signed-in account: current password, the new one twice. */
export function PasswordChangeFields({ texts, page }: { texts: PasswordChangeTexts; page: PublicFormPage }) {
  const controller = useServerForm({
    loadSchema,
    action: changePassword,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <CurrentPasswordField
        controller={controller}
        name="currentPassword"
        label={texts.password.current}
        texts={texts.password}
      />
      <NewPasswordFields controller={controller} name="newPassword" texts={texts.password} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
