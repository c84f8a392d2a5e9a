'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';

import { useAction } from '@/components/forms/use-action';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ScriptField, SubmitButton } from '@/components/forms/form-parts';
import { deleteMemberAccount } from '@/lib/actions/members';
import type { Script } from '@/lib/i18n/script';

import type { DeleteAccountTexts } from './account-data-texts';

/**
 * Deleting the account: typing OBRIŠI confirms; then signed out and back to the home page. Its
 * words come in the page's script (`DELETE_ACCOUNT_TEXTS`).
 */
export function DeleteAccountForm({ script, texts }: { script: Script; texts: DeleteAccountTexts }) {
  const router = useRouter();
  const id = useId();
  const { state, pending, formProps } = useAction(deleteMemberAccount, {
    fallbackError: texts.failed,
    onSuccess(result) {
      router.replace(result.data.redirectTo);
      router.refresh();
    },
  });

  const error = state?.ok === false ? state.formError : undefined;
  return (
    <form {...formProps} noValidate className="grid gap-3" aria-label={texts.form}>
      <ScriptField script={script} />
      <FormField id={id} label={texts.confirmation} error={error}>
        {(control) => <Input {...control} name="confirmation" autoComplete="off" className="max-w-xs" />}
      </FormField>
      <SubmitButton pending={pending} pendingLabel={texts.sending} variant="destructive" className="justify-self-start">
        {texts.submit}
      </SubmitButton>
    </form>
  );
}
