'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState, useTransition, type FormEvent } from 'react';

import type { ActionResult, ActionState, ActionSuccess } from '@/lib/actions/result';

import { callAction, toastResult } from './call-action';
import type { FormAction } from './use-server-form';

export interface UseActionOptions<T> {
  /** Shown when the action cannot be reached at all (network, server down): the spec's failure text. */
  fallbackError: string;
  /** No toasts (autosave and the preview speak through their own indicators); the result is still returned. */
  quiet?: boolean;
  /**
   * False when the caller answers a success itself (a form that opens, a toast with 'Poništi'):
   * only a failure is toasted, as `useServerForm`'s option of the same name.
   */
  successToast?: boolean;
  /**
   * Fetch the page's data again after every answer, so lists and counts follow. Actions that expire
   * a cache tag re-render the page by themselves; actions that change nothing public need this.
   */
  refresh?: boolean;
  /**
   * The form shows the server's field messages beside its fields (`errorFor`): a failure that has
   * some is not toasted as well, so each message is in the page once.
   */
  fieldMessages?: boolean;
  onSuccess?: (result: ActionSuccess<T>) => void;
  /**
   * Where the form posts without JavaScript, as in `useServerForm`: the address of the page that
   * renders this form (a dialog opened by the address). Without it the form posts to the page it
   * is on.
   */
  permalink?: string;
}

/**
 * A server action run from a button, an upload widget or a form that keeps its own state (no
 * react-hook-form; that is useServerForm). `formProps` make a real `<form>`: without JavaScript
 * the action is its `action` and the page renders the answer; with JavaScript the action is called
 * directly, its answer a toast (even when the refreshed page no longer holds this form) and, after
 * a failure, the messages beside the fields.
 */
export function useAction<T>(
  action: FormAction<T>,
  {
    fallbackError,
    quiet = false,
    successToast = true,
    refresh = false,
    fieldMessages = false,
    onSuccess,
    permalink,
  }: UseActionOptions<T>,
) {
  const router = useRouter();
  const [serverState, formAction] = useActionState<ActionState<T>, FormData>(action, null, permalink);
  const [clientState, setClientState] = useState<ActionState<T>>(null);
  const [pending, startTransition] = useTransition();
  const state = clientState ?? serverState;

  const run = (data: FormData) =>
    new Promise<ActionResult<T>>((resolve) => {
      startTransition(async () => {
        const result = await callAction((input) => action(null, input), data, fallbackError);
        setClientState(result);
        const shownBesideFields = fieldMessages && !result.ok && Object.keys(result.fieldErrors).length > 0;
        if (!quiet && !shownBesideFields && (successToast || !result.ok)) toastResult(result);
        if (result.ok) onSuccess?.(result);
        if (refresh) router.refresh();
        resolve(result);
      });
    });

  return {
    pending,
    /** The last answer: the client's, or the server's when it rendered the page without JavaScript. */
    state,
    /** Runs the action with this data; settles with its result once the transition is done. */
    run,
    /** Props of the `<form>` whose fields (and pressed button) are the action's input. */
    formProps: {
      action: formAction,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        void run(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
      },
    },
    /**
     * The failure the page itself must say: only an answer the server rendered (no JavaScript);
     * with JavaScript the answer is a toast.
     */
    pageError: clientState === null && serverState?.ok === false ? serverState.formError : undefined,
    /** The server's message for a field after a failed submission. */
    errorFor: (name: string): string | undefined => (state?.ok === false ? state.fieldErrors[name]?.[0] : undefined),
  };
}
