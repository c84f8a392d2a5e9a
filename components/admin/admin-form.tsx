'use client';

import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { SubmitButton } from '@/components/forms/form-parts';
import { WithForeignMark } from '@/components/admin/foreign-mark-button';
import { Input, Textarea } from '@/components/ui/input';
import { FormField, type FormFieldControl } from '@/components/ui/form-field';
import { selectClass } from '@/components/ui/select';

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

/** An admin field: the shared FormField (label, hint, message, their wiring) with an id of its own. */
function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: Omit<FieldProps, 'name'> & { children: (control: FormFieldControl) => ReactNode }) {
  return (
    <FormField id={useId()} label={label} error={error} hint={hint} required={required} className={className}>
      {children}
    </FormField>
  );
}

/** A field component's props: its shell's (label, hint, message), its name, its control's own. */
function splitField<T extends FieldProps>({ label, name, error, hint, required, className, ...own }: T) {
  return { shell: { label, error, hint, required, className }, name, required, own };
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id'>;

interface ForeignMarkProps {
  /** Text shown on public pages: the 'Strana reč' button beside the control (docs/i18n.md). */
  foreignMark?: boolean;
}

export function AdminTextField({ foreignMark, ...props }: FieldProps & InputProps & ForeignMarkProps) {
  const { shell, name, required, own } = splitField(props);
  return (
    <Field {...shell}>
      {(control) => (
        <WithForeignMark on={foreignMark} id={control.id}>
          <Input name={name} aria-required={required || undefined} {...own} {...control} />
        </WithForeignMark>
      )}
    </Field>
  );
}

export function AdminTextArea({
  rows = 4,
  foreignMark,
  ...props
}: FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'> & ForeignMarkProps) {
  const { shell, name, required, own } = splitField(props);
  return (
    <Field {...shell}>
      {(control) => (
        <WithForeignMark on={foreignMark} id={control.id}>
          <Textarea name={name} rows={rows} aria-required={required || undefined} {...own} {...control} />
        </WithForeignMark>
      )}
    </Field>
  );
}

export function AdminSelect({
  options,
  ...props
}: FieldProps &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'children' | 'className'> & {
    options: readonly { value: string; label: string }[];
  }) {
  const { shell, name, own } = splitField(props);
  return (
    <Field {...shell}>
      {(control) => (
        <select name={name} {...own} {...control} className={selectClass}>
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
  className,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
  className?: string;
}) {
  return (
    <label className={clsx('flex items-center gap-2 text-sm font-medium', className)}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

/** The panel's submit button: `SubmitButton` saying 'Čuvanje...' while the action runs. */
export function AdminSubmit({ pendingLabel = 'Čuvanje...', ...button }: ComponentProps<typeof SubmitButton>) {
  return <SubmitButton pendingLabel={pendingLabel} {...button} />;
}

/** An error the tab's server component shows when its list cannot be read (the spec's load error). */
export function AdminLoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
      {message}
    </p>
  );
}
