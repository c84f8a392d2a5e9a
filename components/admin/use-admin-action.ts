'use client';

import { useTransition } from 'react';

import { toast } from '@/components/ui/toaster';
import { actionFailure, CLIENT_SUBMIT_FIELD, type ActionResult } from '@/lib/actions/result';

/** A server action as admin screens call it: with the form's data, answering with a result. */
export type AdminAction<T> = (input: FormData) => Promise<ActionResult<T>>;

interface Options<T> {
  /** Shown when the action cannot be reached at all (network, server down): the spec's failure text. */
  fallbackError: string;
  /** No success toast (autosave speaks through its indicator); failures are still returned. */
  quiet?: boolean;
  onSuccess?: (result: Extract<ActionResult<T>, { ok: true }>) => void;
}

/**
 * Runs an admin action in a transition and answers with the spec's toasts: the result's title and
 * message on success, 'Greška' and the reason on failure (spec §8: error toasts are destructive).
 * Admin forms keep their own state (an editor, a list), so this is simpler than useServerForm.
 */
export function useAdminAction<T>(action: AdminAction<T>, { fallbackError, quiet = false, onSuccess }: Options<T>) {
  const [pending, startTransition] = useTransition();

  async function call(data: FormData): Promise<ActionResult<T>> {
    data.set(CLIENT_SUBMIT_FIELD, '1');
    let result: ActionResult<T>;
    try {
      result = await action(data);
    } catch (error) {
      console.error('admin.action_unreachable', error);
      result = actionFailure(fallbackError);
    }
    if (result.ok) {
      if (!quiet) toast.success(result.title, { description: result.message });
      onSuccess?.(result);
    } else if (!quiet) {
      toast.error(result.title, { description: result.formError });
    }
    return result;
  }

  return {
    pending,
    /** Runs the action; the promise settles with its result once the transition is done. */
    run: (data: FormData) =>
      new Promise<ActionResult<T>>((resolve) => {
        startTransition(async () => resolve(await call(data)));
      }),
  };
}
