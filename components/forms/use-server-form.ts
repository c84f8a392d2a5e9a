'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useId, useState, useTransition, type FormEvent } from 'react';
import { useForm, type FieldErrors as FormFieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import type { z } from 'zod/mini';

import { actionFailure, type ActionResult, type ActionState } from '@/lib/actions/result';
import { joinMessages, TOAST_ERROR_TITLE } from '@/lib/validation/messages';

import { useHydrated } from './use-hydrated';

export type FormAction = (state: ActionState, formData: FormData) => Promise<ActionState>;

export interface UseServerFormOptions {
  schema: z.ZodMiniType;
  action: FormAction;
  /** Shown when the action cannot be reached at all (network, server down). */
  fallbackError: string;
  /** Values after a successful submission; empty text when omitted. */
  resetValues?: Record<string, string>;
  onSuccess?: (result: Extract<ActionResult, { ok: true }>) => void;
}

function messagesOf(errors: FormFieldErrors): string[] {
  return Object.values(errors).flatMap((error) => (error && typeof error.message === 'string' ? [error.message] : []));
}

/**
 * One form, two ways to submit. With JavaScript, react-hook-form validates with the shared zod
 * schema first and the server action is called directly, its answer shown as a toast and beside
 * the fields. Without JavaScript, the same action is the `<form action>` (progressive
 * enhancement through `useActionState`), and the server renders its answer into the page.
 */
export function useServerForm({ schema, action, fallbackError, resetValues, onSuccess }: UseServerFormOptions) {
  const [serverState, formAction] = useActionState(action, null);
  const [clientState, setClientState] = useState<ActionState>(null);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  const idPrefix = useId();

  const state = clientState ?? serverState;
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodMiniType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    // Errors first appear on submit, not on blur: a message appearing as the last field blurs
    // would shift the submit button away from under the pointer and swallow the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const showResult = (result: ActionResult, element: HTMLFormElement) => {
    setClientState(result);
    if (result.ok) {
      toast.success(result.title, { description: result.message });
      form.reset(resetValues ?? {});
      element.reset();
      onSuccess?.(result);
      return;
    }
    toast.error(result.title, { description: result.formError });
    for (const [field, messages] of Object.entries(result.fieldErrors)) {
      if (messages[0]) form.setError(field, { type: 'server', message: messages[0] });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const submit = form.handleSubmit(
      () => {
        const data = new FormData(element);
        startTransition(async () => {
          let result: ActionState;
          try {
            result = await action(state, data);
          } catch (error) {
            console.error('form.action_unreachable', error);
            result = null;
          }
          showResult(result ?? actionFailure(fallbackError), element);
        });
      },
      (errors) => {
        toast.error(TOAST_ERROR_TITLE, { description: joinMessages(messagesOf(errors)) });
      },
    );
    void submit(event);
  };

  return {
    form,
    state,
    pending,
    hydrated,
    /** Props of the `<form>` element. */
    formProps: { action: formAction, noValidate: true, onSubmit },
    /** A control's id, unique on the page even when a form appears twice. */
    idFor: (name: string) => `${idPrefix}-${name}`,
    /** The message beside a field: the client's check, or the server's answer when rendered without JavaScript. */
    errorFor(name: string): string | undefined {
      const clientError = form.formState.errors[name]?.message;
      if (typeof clientError === 'string') return clientError;
      return hydrated ? undefined : serverState?.ok === false ? serverState.fieldErrors[name]?.[0] : undefined;
    },
    /** What the visitor typed, when the server answered a submission sent without JavaScript. */
    valueFor(name: string): string | undefined {
      return serverState?.ok === false ? serverState.values?.[name] : undefined;
    },
  };
}

export type ServerFormController = ReturnType<typeof useServerForm>;
