'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';

/**
 * Form data for an action called from a button (delete, approve) or an upload widget rather than a
 * form's submission. Given a form, it starts from the form's current fields and sets these values.
 */
export function formDataOf(values: Record<string, string>, form?: HTMLFormElement | null): FormData {
  const data = form ? new FormData(form) : new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** An admin field: the shared FormField with an id of its own. */
function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: Omit<FieldProps, 'name'> & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => children({ id: control.id, describedBy: control['aria-describedby'] })}
    </FormField>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id'>;

export function AdminTextField({ label, name, error, hint, required, className, ...input }: FieldProps & InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          name={name}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Field>
  );
}

export function AdminTextArea({
  label,
  name,
  error,
  hint,
  required,
  className,
  rows = 4,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy }) => (
        <Textarea
          id={id}
          name={name}
          rows={rows}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function AdminSelect({
  label,
  name,
  error,
  hint,
  required,
  className,
  options,
  ...select
}: FieldProps &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'children'> & {
    options: readonly { value: string; label: string }[];
  }) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="h-10 w-full rounded-xl border bg-background px-3 text-sm aria-invalid:border-destructive"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function AdminCheckbox({
  label,
  name,
  defaultChecked,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

/** A form's submit button that says what is happening while the action runs. */
export function AdminSubmit({
  pending,
  children,
  pendingLabel = 'Čuvanje...',
  ...button
}: ComponentProps<typeof Button> & { pending: boolean; pendingLabel?: string }) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** An error the tab's server component shows when its list cannot be read (the spec's load error). */
export function AdminLoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
      {message}
    </p>
  );
}
