'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId } from 'react';

import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { deleteMemberAccount, type MemberRedirect } from '@/lib/actions/members';
import { CLIENT_SUBMIT_FIELD, type ActionState } from '@/lib/actions/result';
import { DELETE_CONFIRMATION_WORD } from '@/lib/validation/members';
import { SENDING_LABEL } from '@/lib/validation/messages';

/** Deleting the account: typing OBRIŠI confirms; then signed out and back to the home page. */
export function DeleteAccountForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const [state, formAction, pending] = useActionState<ActionState<MemberRedirect>, FormData>(deleteMemberAccount, null);

  useEffect(() => {
    if (!state) return;
    if (!state.ok) {
      toast.error(state.title, { description: state.formError });
      return;
    }
    toast.success(state.title, { description: state.message });
    router.replace(state.data?.redirectTo ?? '/');
    router.refresh();
  }, [state, router]);

  const error = state?.ok === false ? state.formError : undefined;
  return (
    <form action={formAction} noValidate className="grid gap-3" aria-label="Brisanje naloga">
      {hydrated ? <input type="hidden" name={CLIENT_SUBMIT_FIELD} value="1" /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Upišite {DELETE_CONFIRMATION_WORD} da biste potvrdili</Label>
        <Input id={id} name="confirmation" autoComplete="off" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} className="max-w-xs" />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start bg-destructive text-white hover:bg-destructive/90">
        {pending ? SENDING_LABEL : 'Trajno obriši nalog'}
      </Button>
    </form>
  );
}
