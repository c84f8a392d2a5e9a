'use client';

import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

import { AlertCircleIcon, CheckCircle2Icon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { FormField, type FormFieldControl } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select';
import { HONEYPOT_FIELD, SENDING_LABEL } from '@/lib/validation/messages';

import type { ServerFormController } from './use-server-form';

interface FieldShellProps {
  controller: ServerFormController;
  name: string;
  label: string;
  required?: boolean;
  /** Keeps the label for screen readers only (the newsletter card shows placeholders). */
  hideLabel?: boolean;
  hint?: string;
  className?: string;
  children: (
    control: FormFieldControl & { required: boolean | undefined; defaultValue: string | undefined },
  ) => ReactNode;
}

/** Label, control and the field's message, wired for assistive technology. */
export function FieldShell({
  controller,
  name,
  label,
  required,
  hideLabel,
  hint,
  className,
  children,
}: FieldShellProps) {
  return (
    <FormField
      id={controller.idFor(name)}
      label={label}
      required={required}
      hideLabel={hideLabel}
      hint={hint}
      error={controller.errorFor(name)}
      toastedError={controller.toastedErrorFor(name)}
      className={className}
    >
      {(control) => children({ ...control, required: required || undefined, defaultValue: controller.valueFor(name) })}
    </FormField>
  );
}

/** Where a field starts: what the visitor sent wins (an answer without JavaScript), then this. */
interface InitialValue {
  /** The stored value an edit form opens with, or a value the page knows (an e-mail from a link). */
  initialValue?: string;
}

type ShellProps = Omit<FieldShellProps, 'children'>;

type TextFieldProps = ShellProps &
  InitialValue &
  Omit<ComponentProps<'input'>, 'name' | 'id' | 'defaultValue' | 'children'>;

export function TextField({
  controller,
  name,
  label,
  required,
  hideLabel,
  hint,
  className,
  initialValue,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell {...{ controller, name, label, required, hideLabel, hint, className }}>
      {(control) => (
        <Input
          type="text"
          {...input}
          {...control}
          defaultValue={control.defaultValue ?? initialValue}
          {...controller.form.register(name)}
        />
      )}
    </FieldShell>
  );
}

type EmailFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'type' | 'autoComplete' | 'inputMode' | 'required'> & {
  /** `email` unless the form's schema names it otherwise. */
  name?: string;
  label?: string;
};

/** The required e-mail address of a form, typed and filled in as one. */
export function EmailField({ name = 'email', label = 'Email', ...field }: EmailFieldProps) {
  return (
    <TextField {...field} name={name} label={label} type="email" autoComplete="email" inputMode="email" required />
  );
}

type TextAreaFieldProps = ShellProps &
  InitialValue &
  Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'defaultValue' | 'children'>;

export function TextAreaField({
  controller,
  name,
  label,
  required,
  hideLabel,
  hint,
  className,
  initialValue,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldShell {...{ controller, name, label, required, hideLabel, hint, className }}>
      {(control) => (
        <Textarea
          rows={rows}
          {...textarea}
          {...control}
          defaultValue={control.defaultValue ?? initialValue}
          {...controller.form.register(name)}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ShellProps, 'hideLabel'> &
  InitialValue &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'defaultValue' | 'children' | 'className'> & {
    options: readonly { value: string; label: string }[];
    /** An empty first choice ('Izaberite…') for a field that starts unchosen. */
    placeholder?: string;
  };

/** A native select in the field shell, styled as the text inputs. */
export function SelectField({
  controller,
  name,
  label,
  required,
  hint,
  className,
  initialValue,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell {...{ controller, name, label, required, hint, className }}>
      {(control) => (
        <select
          {...select}
          {...control}
          defaultValue={control.defaultValue ?? initialValue}
          className={selectClass}
          {...controller.form.register(name)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The off-screen trap for bots (spec §3): people never see or reach it (off-screen, no tab stop,
 * hidden from assistive technology); a filled one is answered like a success and stored nowhere.
 */
export function Honeypot({ name = HONEYPOT_FIELD }: { name?: string }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label>
        Ne popunjavaj ovo polje
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function SubmitButton({
  pending,
  children,
  className,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending} className={className}>
      {pending ? SENDING_LABEL : children}
    </Button>
  );
}

/**
 * The server's answer in words, announced politely to screen readers: where a submission without
 * JavaScript sees it (with JavaScript the toast says it, once).
 */
export function FormStatus({ controller, className }: { controller: ServerFormController; className?: string }) {
  const state = controller.pageState;
  return (
    <div aria-live="polite" role="status" className={clsx('text-sm empty:hidden', className)}>
      {state?.ok === true ? (
        <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">{state.title}</strong> {state.message}
          </span>
        </p>
      ) : state?.ok === false ? (
        <p className="flex items-start gap-2 rounded-xl bg-destructive/10 p-3 text-destructive">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">{state.title}:</strong> {state.formError}
          </span>
        </p>
      ) : null}
    </div>
  );
}
