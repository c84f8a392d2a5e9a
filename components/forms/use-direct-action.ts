'use client';

import { useActionState, useState, useTransition, type FormEvent } from 'react';

import { actionFailure, CLIENT_SUBMIT_FIELD, type ActionResult, type ActionState } from '@/lib/actions/result';

import type { FormAction } from './use-server-form';

/**
 * A form whose server action changes what the page shows (a row leaves a list, a new profile
 * sends its owner elsewhere). Without JavaScript the action is the `<form action>` and the page
 * renders its answer. With JavaScript the action is called directly and `onResult` runs when it
 * answers, even if the refreshed page no longer contains this form, so its toast is never lost.
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
    data.set(CLIENT_SUBMIT_FIELD, '1');
    startTransition(async () => {
      let result: ActionState<T>;
      try {
        result = await action(null, data);
      } catch (error) {
        console.error('form.action_unreachable', error);
        result = null;
      }
      const answer = result ?? actionFailure(fallbackError);
      setClientState(answer);
      onResult(answer);
    });
  };

  return { state: clientState ?? serverState, pending, formProps: { action: formAction, onSubmit } };
}
