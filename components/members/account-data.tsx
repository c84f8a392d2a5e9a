'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';

import { useAction } from '@/components/forms/use-action';
import { Input, Label } from '@/components/ui/input';
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
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Upišite {DELETE_CONFIRMATION_WORD} da biste potvrdili</Label>
        <Input
          id={id}
          name="confirmation"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="max-w-xs"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} variant="destructive" className="justify-self-start">
        Trajno obriši nalog
      </SubmitButton>
    </form>
  );
}
