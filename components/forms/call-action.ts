'use client';

import { toast } from '@/components/ui/toaster';
import {
  actionFailure,
  CLIENT_SUBMIT_FIELD,
  SCRIPT_FIELD,
  type ActionResult,
  type ActionState,
} from '@/lib/actions/result';
import { SCRIPT_LANG } from '@/lib/i18n/script';

/**
 * 'Greška' as a Cyrillic page says it, written out: this module runs in the browser, which carries
 * no transliteration (tests/unit/call-action.test.ts checks it against the conversion).
 */
export const CYRILLIC_ERROR_TITLE = 'Грешка';

/** A server action as the client calls it: with the submission's data, answering with a result. */
export type ClientAction<T> = (input: FormData) => Promise<ActionState<T>>;

/**
 * The one way the client calls a server action. The submission is marked as sent by JavaScript
 * (the action answers with a result instead of redirecting) and, on a Cyrillic page, with the
 * page's script (the answer's texts come in it, lib/actions/define.ts; a form without JavaScript
 * sends it in its `ScriptField`). An action that cannot be reached at all (network, server down)
 * or answers nothing reads as a failure with the spec's text.
 */
export async function callAction<T>(
  action: ClientAction<T>,
  input: FormData,
  fallbackError: string,
  /** The failure's title in the page's script; 'Greška' (on a Cyrillic page 'Грешка') when absent. */
  errorTitle?: string,
): Promise<ActionResult<T>> {
  input.set(CLIENT_SUBMIT_FIELD, '1');
  const cyrillic = document.documentElement.lang === SCRIPT_LANG.cir;
  if (cyrillic) input.set(SCRIPT_FIELD, 'cir');
  const title = errorTitle ?? (cyrillic ? CYRILLIC_ERROR_TITLE : undefined);
  try {
    return (await action(input)) ?? actionFailure(fallbackError, { title });
  } catch (error) {
    console.error('action.unreachable', error);
    return actionFailure(fallbackError, { title });
  }
}

/** The spec's toasts for an answer: its title and message on success, 'Greška' and the reason on failure. */
export function toastResult(result: ActionResult<unknown>): void {
  if (result.ok) toast.success(result.title, { description: result.message || undefined });
  else toast.error(result.title, { description: result.formError });
}
