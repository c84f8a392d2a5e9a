'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';

import { useAction } from '@/components/forms/use-action';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/forms/form-parts';
import { deleteMemberAccount } from '@/lib/actions/members';
import { DELETE_CONFIRMATION_WORD, MEMBER_MESSAGES } from '@/lib/validation/members';

/** Deleting the account: typing OBRIŠI confirms; then signed out and back to the home page. */
export function DeleteAccountForm() {
  const router = useRouter();
  const id = useId();
  const { state, pending, formProps } = useAction(deleteMemberAccount, {
    fallbackError: MEMBER_MESSAGES.accountDeleteFailed,
    onSuccess(result) {
      router.replace(result.data.redirectTo);
      router.refresh();
    },
  });

  const error = state?.ok === false ? state.formError : undefined;
  return (
    <form {...formProps} noValidate className="grid gap-3" aria-label="Brisanje naloga">
      <FormField id={id} label={`Upišite ${DELETE_CONFIRMATION_WORD} da biste potvrdili`} error={error}>
        {(control) => <Input {...control} name="confirmation" autoComplete="off" className="max-w-xs" />}
      </FormField>
      <SubmitButton pending={pending} variant="destructive" className="justify-self-start">
        Trajno obriši nalog
      </SubmitButton>
    </form>
  );
}
