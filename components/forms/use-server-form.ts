'use client';

import { useActionState, useId, useMemo, useState, useTransition, type FormEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useForm, type FieldErrors as FormFieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import type { z } from 'zod/mini';

import type { ActionResult, ActionState, ActionSuccess } from '@/lib/actions/result';
import { joinMessages, TOAST_ERROR_TITLE } from '@/lib/validation/messages';

import { callAction, toastResult } from './call-action';
import { useHydrated } from './use-hydrated';

export type FormAction<T = undefined> = (state: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

/** Loads the form's zod schema; a dynamic import, so zod is not part of any page's first load. */
export type SchemaLoader = () => Promise<z.ZodMiniType>;

/** The schema's messages (typed in Latin) as the page shows them, from the server (`formMessagesIn`). */
export type ScriptMessages = Readonly<Record<string, string>>;

/** The resolver's answer with each field's message in the page's script. */
function inPageScript(
  result: Awaited<ReturnType<Resolver<FieldValues>>>,
  messages: ScriptMessages | undefined,
): Awaited<ReturnType<Resolver<FieldValues>>> {
  if (!messages) return result;
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      error && typeof error.message === 'string'
        ? { ...error, message: messages[error.message] ?? error.message }
        : error,
    ]),
  );
  return { ...result, errors } as typeof result;
}

/**
 * react-hook-form's zod resolver, loaded on first use. `preload` starts the download early (the
 * forms call it when a field gets focus). If the code cannot be loaded, the form is sent
 * unchecked: the server action validates everything again anyway.
 */
function lazyZodResolver(
  load: SchemaLoader,
  messages: ScriptMessages | undefined,
): Resolver<FieldValues> & { preload: () => void } {
  let ready: Promise<Resolver<FieldValues>> | null = null;
  const get = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as z.ZodMiniType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    ));
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    try {
      return inPageScript(await (await get())(values, context, options), messages);
    } catch (error) {
      ready = null;
      console.error('form.validation_unavailable', error);
      return { values, errors: {} };
    }
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => (ready = null)) });
}

export interface UseServerFormOptions<T = undefined> {
  loadSchema: SchemaLoader;
  action: FormAction<T>;
  /** Shown when the action cannot be reached at all (network, server down). */
  fallbackError: string;
  /** The schema's messages in the page's script; absent on a Latin page, whose messages are as typed. */
  messages?: ScriptMessages;
  /** The title of the toast of the client's own check; 'Greška' unless the page's script says otherwise. */
  errorTitle?: string;
  /** Values after a successful submission; empty text when omitted. */
  resetValues?: Record<string, string>;
  /** False for a form that edits a stored record: after saving it keeps what it shows. */
  resetOnSuccess?: boolean;
  onSuccess?: (result: ActionSuccess<T>) => void;
  /**
   * The page a submission without JavaScript posts to and comes back as; the current path when
   * omitted. A page whose content depends on its query string passes path and query.
   */
  permalink?: string;
  /**
   * Let the browser check `required` and `type="email"` before anything else (the newsletter
   * fields, spec §5); the other forms show the spec's own messages instead.
   */
  browserValidation?: boolean;
  /**
   * Where field messages go once JavaScript runs. The public forms (the default) join them into
   * one 'Greška' toast (spec public-site §5, §8: every error is a toast) and mark the fields
   * invalid; the members platform's forms (spec platform §5, §8) show each beside its field and
   * toast only the rest. Either way every answer is in the page once: a toast is not repeated in
   * the page, and without JavaScript the page alone carries it.
   */
  fieldMessagesOnly?: boolean;
  /** False when the form's success replaces it with a screen that says the same (the registration page). */
  successToast?: boolean;
}

/**
 * The client's messages in the order of the fields on the form, which is the schema's order and
 * so the server's: one toast reads the same with or without JavaScript (react-hook-form's error
 * object is ordered by when each field was registered, not by position).
 */
function messagesOf(errors: FormFieldErrors, form: HTMLFormElement): string[] {
  const fields = Array.from(form.elements);
  const position = (name: string) => {
    const index = fields.findIndex((field) => field.getAttribute('name') === name);
    return index === -1 ? fields.length : index;
  };
  return Object.entries(errors)
    .sort(([a], [b]) => position(a) - position(b))
    .flatMap(([, error]) => (error && typeof error.message === 'string' ? [error.message] : []));
}

/**
 * One form, two ways to submit. With JavaScript, react-hook-form validates with the shared zod
 * schema first and the server action is called directly, its answer shown as a toast and beside
 * the fields. Without JavaScript, the same action is the `<form action>` (progressive
 * enhancement through `useActionState`), and the server renders its answer into the page.
 */
export function useServerForm<T = undefined>({
  loadSchema,
  action,
  fallbackError,
  messages,
  errorTitle = TOAST_ERROR_TITLE,
  resetValues,
  resetOnSuccess = true,
  onSuccess,
  permalink,
  browserValidation = false,
  fieldMessagesOnly = false,
  successToast = true,
}: UseServerFormOptions<T>) {
  const pathname = usePathname();
  // With a permalink React renders the form's `action` as that URL instead of an empty `action=""`
  // (invalid HTML); a submission without JavaScript lands on the same page either way.
  const [serverState, formAction] = useActionState<ActionState<T>, FormData>(action, null, permalink ?? pathname);
  const [clientState, setClientState] = useState<ActionState<T>>(null);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  const idPrefix = useId();

  const state = clientState ?? serverState;
  const serverFieldError = (name: string) =>
    serverState?.ok === false ? serverState.fieldErrors[name]?.[0] : undefined;
  const resolver = useMemo(() => lazyZodResolver(loadSchema, messages), [loadSchema, messages]);
  const form = useForm<FieldValues>({
    resolver,
    // Errors first appear on submit, not on blur: a message appearing as the last field blurs
    // would shift the submit button away from under the pointer and swallow the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const showResult = (result: ActionResult<T>, element: HTMLFormElement) => {
    setClientState(result);
    if (result.ok) {
      if (successToast) toastResult(result);
      if (resetOnSuccess) {
        form.reset(resetValues ?? {});
        element.reset();
      }
      onSuccess?.(result);
      return;
    }
    if (!fieldMessagesOnly || Object.keys(result.fieldErrors).length === 0) toastResult(result);
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
          showResult(await callAction((input) => action(state, input), data, fallbackError, errorTitle), element);
        });
      },
      (errors) => {
        if (!fieldMessagesOnly) toast.error(errorTitle, { description: joinMessages(messagesOf(errors, element)) });
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
    formProps: { action: formAction, noValidate: !browserValidation, onSubmit, onFocus: resolver.preload },
    /** The answer the page shows in words: the server's, when it rendered the page; a toast carries the client's. */
    pageState: clientState ? null : serverState,
    /** A control's id, unique on the page even when a form appears twice. */
    idFor: (name: string) => `${idPrefix}-${name}`,
    /** The message beside a field: the server's answer when rendered without JavaScript, the client's check with `fieldMessagesOnly`. */
    errorFor(name: string): string | undefined {
      if (!hydrated) return serverFieldError(name);
      const clientError = form.formState.errors[name]?.message;
      return fieldMessagesOnly && typeof clientError === 'string' ? clientError : undefined;
    },
    /** A field's message that a toast carries instead of the page (public forms with JavaScript). */
    toastedErrorFor(name: string): string | undefined {
      const clientError = form.formState.errors[name]?.message;
      return hydrated && !fieldMessagesOnly && typeof clientError === 'string' ? clientError : undefined;
    },
    /** What the visitor typed, when the server answered a submission sent without JavaScript. */
    valueFor(name: string): string | undefined {
      return serverState?.ok === false ? serverState.values?.[name] : undefined;
    },
  };
}

export type ServerFormController = ReturnType<typeof useServerForm>;
