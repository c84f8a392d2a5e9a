'use client';

import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';

import type { ButtonProps } from '@/components/ui/button';
import type { ActionState } from '@/lib/actions/result';

import { FormAlert } from './form-alert';
import { PendingButton } from './pending-button';
import { useAction } from './use-action';
import { useHydrated } from './use-hydrated';
import type { FormAction } from './use-server-form';

/** What a list's form tells its rows' buttons: published in the browser only, by form id. */
interface ListActionState {
  /** The row value whose button was pressed, while its action runs. */
  running: string | null;
  /** The last answer and the row value it is about (the one the server echoed, or the button's). */
  state: ActionState<unknown>;
  stateFor: string | null;
}

const NONE: Record<string, ListActionState> = {};
let lists = NONE;
const listeners = new Set<() => void>();

function publish(id: string, value: ListActionState | null) {
  const { [id]: _previous, ...rest } = lists;
  lists = value ? { ...rest, [id]: value } : rest;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The lists' forms' states; none on the server and while hydrating, so both render the same. */
function useLists() {
  return useSyncExternalStore(
    subscribe,
    () => lists,
    () => NONE,
  );
}

export interface ListActionFormProps<T> {
  /** The form's `id`: the rows' buttons name it in their `form` attribute. Unique in the page. */
  id: string;
  action: FormAction<T>;
  /** Hidden fields shared by every row (a kind, an outcome). */
  fields?: Record<string, string>;
  /** The field each row's button sends its value in (its `name`): the row's id. */
  rowField: string;
  fallbackError: string;
  /**
   * Say a refusal the server rendered without JavaScript here, above the list (with JavaScript
   * it is a toast, and `ListActionAlert` says it in the row).
   */
  pageError?: boolean;
}

/**
 * One form for a whole list's action (mark handled, retry, approve): the rows carry only a button
 * (`ListActionButton`) that names this form and sends the row's id as its own `name`/`value`, so a
 * page of 25 rows renders one form with the action's hidden fields instead of 25. Without
 * JavaScript the pressed button's value posts with the form, as a button in a form of its own does;
 * with it, only the pressed button is pending and the answer is a toast, as with `ActionButton`.
 * Render it once beside the list; the `<form>` itself is empty and hidden.
 */
export function ListActionForm<T>({
  id,
  action,
  fields = {},
  rowField,
  fallbackError,
  pageError = false,
}: ListActionFormProps<T>) {
  const { pending, state, formProps } = useAction(action, { fallbackError, refresh: true });
  const [pressed, setPressed] = useState<string | null>(null);
  const hydrated = useHydrated();
  const running = pending ? pressed : null;
  const stateFor = (state?.ok === false ? state.values?.[rowField] : undefined) ?? pressed;
  useEffect(() => publish(id, { running, state, stateFor }), [id, running, state, stateFor]);
  useEffect(() => () => publish(id, null), [id]);
  return (
    <>
      <form
        id={id}
        {...formProps}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          setPressed(submitter instanceof HTMLButtonElement ? submitter.value : null);
          formProps.onSubmit(event);
        }}
        hidden
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      {pageError && !hydrated && state?.ok === false ? <FormAlert message={state.formError} /> : null}
    </>
  );
}

export interface ListActionButtonProps extends Omit<ButtonProps, 'form' | 'name' | 'value' | 'type'> {
  /** The `ListActionForm`'s id. */
  form: string;
  /** Its `rowField`. */
  name: string;
  /** The row's id. */
  value: string;
}

/** A row's button of a `ListActionForm`: disabled while its own row's action runs. */
export function ListActionButton({
  form,
  name,
  value,
  variant = 'outline',
  size = 'sm',
  ...button
}: ListActionButtonProps) {
  const list = useLists()[form];
  return (
    <PendingButton
      {...button}
      type="submit"
      form={form}
      name={name}
      value={value}
      variant={variant}
      size={size}
      pending={list?.running === value}
    />
  );
}

/** A row's refusal by one of its list's forms (`forms`), beside its buttons; nothing otherwise. */
export function ListActionAlert({
  forms,
  value,
  className,
}: {
  forms: readonly string[];
  value: string;
  className?: string;
}) {
  const lists = useLists();
  // The latest refusal about this row, when several forms act on it (approve, reject).
  const failures = forms
    .map((form) => lists[form])
    .flatMap((list) => (list?.state?.ok === false && list.stateFor === value ? [list.state] : []))
    .sort((a, b) => b.at - a.at);
  return <FormAlert message={failures[0]?.formError} className={className} />;
}
