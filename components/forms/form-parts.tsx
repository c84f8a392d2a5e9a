'use client';

import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

import { AlertCircleIcon, CheckCircle2Icon } from '@/components/ui/icons';
import { FormField, type FormFieldControl } from '@/components/ui/form-field';
import { Input, Label, Textarea } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select';
import { SCRIPT_FIELD } from '@/lib/actions/result';
import type { Script } from '@/lib/i18n/script';
import { HONEYPOT_FIELD, SENDING_LABEL } from '@/lib/validation/messages';

import { PendingButton, type PendingButtonProps } from './pending-button';
import { PUBLIC_FORM_TEXTS } from './public-form-texts';

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
export function FieldShell({ controller, name, children, ...field }: FieldShellProps) {
  return (
    <FormField
      {...field}
      id={controller.idFor(name)}
      error={controller.errorFor(name)}
      toastedError={controller.toastedErrorFor(name)}
    >
      {(control) =>
        children({ ...control, required: field.required || undefined, defaultValue: controller.valueFor(name) })
      }
    </FormField>
  );
}

type ShellProps = Omit<FieldShellProps, 'children'>;
type ShellControl = Parameters<FieldShellProps['children']>[0];

interface FieldProps extends ShellProps {
  /**
   * The stored value an edit form opens with, or a value the page knows (an e-mail from a link);
   * what the visitor sent, when the page answers a submission without JavaScript, comes first.
   */
  initialValue?: string;
}

/** A field component's props: its shell's (label, hint, message), where it starts, its control's own. */
function splitField<T extends FieldProps>({
  controller,
  name,
  label,
  required,
  hideLabel,
  hint,
  className,
  initialValue,
  ...own
}: T) {
  const shell = { controller, name, label, required, hideLabel, hint, className };
  /** What the control gets from the field: its wiring, its starting value and its registration. */
  const wired = (control: ShellControl) => ({
    ...control,
    defaultValue: control.defaultValue ?? initialValue,
    ...controller.form.register(name),
  });
  return { shell, own, wired };
}

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id' | 'defaultValue' | 'children'>;

export function TextField(props: TextFieldProps) {
  const { shell, own, wired } = splitField(props);
  return <FieldShell {...shell}>{(control) => <Input type="text" {...own} {...wired(control)} />}</FieldShell>;
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

/** A web address, typed as one: the browser checks it and a phone shows its URL keyboard. */
export function UrlField(field: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="url" inputMode="url" {...field} />;
}

/** 'Tagovi' (or its label in the page's script), typed comma separated (the action splits them), opening with the stored tags. */
export function TagsField({
  initialTags,
  label = 'Tagovi',
  ...field
}: Omit<TextFieldProps, 'name' | 'label' | 'initialValue'> & { initialTags?: readonly string[]; label?: string }) {
  return <TextField {...field} name="tags" label={label} initialValue={initialTags?.join(', ')} />;
}

type TextAreaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'defaultValue' | 'children'>;

export function TextAreaField(props: TextAreaFieldProps) {
  const { shell, own, wired } = splitField(props);
  return <FieldShell {...shell}>{(control) => <Textarea rows={4} {...own} {...wired(control)} />}</FieldShell>;
}

type SelectFieldProps = Omit<FieldProps, 'hideLabel'> &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'defaultValue' | 'children' | 'className'> & {
    options: readonly { value: string; label: string }[];
    /** An empty first choice ('Izaberite…') for a field that starts unchosen. */
    placeholder?: string;
  };

/** A native select in the field shell, styled as the text inputs. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { shell, own, wired } = splitField(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...own} {...wired(control)} className={selectClass}>
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

interface CheckboxFieldProps {
  controller: ServerFormController;
  name: string;
  label: string;
  /** What ticking it means, under the label. */
  description: string;
  initialChecked: boolean;
}

/** A checkbox with its label and a description beside it (sent as `on` when ticked). */
export function CheckboxField({ controller, name, label, description, initialChecked }: CheckboxFieldProps) {
  const id = controller.idFor(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        defaultChecked={initialChecked}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 accent-primary"
        {...controller.form.register(name)}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}

/**
 * The off-screen trap for bots (spec §3): people never see or reach it (off-screen, no tab stop,
 * hidden from assistive technology); a filled one is answered like a success and stored nowhere.
 */
export function Honeypot({
  name = HONEYPOT_FIELD,
  label = PUBLIC_FORM_TEXTS.honeypot,
}: {
  name?: string;
  label?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * Tells the action the script of the page a form is on, so its answer comes in that script
 * (lib/actions/define.ts); a Latin page's form sends nothing, as before.
 */
export function ScriptField({ script }: { script: Script }) {
  return script === 'lat' ? null : <input type="hidden" name={SCRIPT_FIELD} value={script} />;
}

/**
 * A form's submit button: disabled while the action runs, saying so ('Šalje se...' unless told
 * otherwise), and keeping a keyboard user's focus through it (`PendingButton`).
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel = SENDING_LABEL,
  ...button
}: PendingButtonProps & { pendingLabel?: string }) {
  return (
    <PendingButton type="submit" pending={pending} {...button}>
      {pending ? pendingLabel : children}
    </PendingButton>
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
