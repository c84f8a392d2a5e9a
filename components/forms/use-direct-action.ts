'use client';

import { useActionState, useState, useTransition, type FormEvent } from 'react';

import type { ActionResult, ActionState } from '@/lib/actions/result';

import { callAction } from './call-action';
import type { FormAction } from './use-server-form';

/**
 * A form whose caller handles every answer itself (`onResult`), over callAction. Kept for the
 * screens written before useAction landed; new code uses useAction.
 */
export function useDirectAction<T>(
  action: FormAction<T>,
  { fallbackError, onResult }: { fallbackError: string; onResult: (result: ActionResult<T>) => void },
) {
  const [serverState, formAction] = useActionState<ActionState<T>, FormData>(action, null);
  const [clientState, setClientState] = useState<ActionState<T>>(null);
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(async () => {
      const answer = await callAction((input) => action(null, input), data, fallbackError);
      setClientState(answer);
      onResult(answer);
    });
  };

  return { state: clientState ?? serverState, pending, formProps: { action: formAction, onSubmit } };
}
