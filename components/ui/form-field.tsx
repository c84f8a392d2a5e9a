import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { Label } from './input';

export interface FormFieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-description'?: string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  /**
   * A message a toast shows instead of the page: the control is marked invalid and carries it as
   * its description (`aria-description`), so it is said once on screen and still tied to the field.
   */
  toastedError?: string;
  className?: string;
  children: (control: FormFieldControl) => ReactNode;
}

/**
 * Label, control, hint and message of one field, wired for assistive technology: the control is
 * labelled, marked invalid and described by its hint and message. Every form of the site uses it.
 */
export function FormField({
  id,
  label,
  required,
  hideLabel,
  hint,
  error,
  toastedError,
  className,
  children,
}: FormFieldProps) {
  // A toasted message is the description itself (`aria-description`), which a browser reads only
  // when `aria-describedby` names nothing: while it stands, the hint is not referenced.
  const describedHint = hint && !toastedError ? `${id}-hint` : null;
  const describedBy = [describedHint, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      {/* The required marker is drawn by CSS (`.label-required`) so the label's text and the field's name stay exactly the label. */}
      <Label htmlFor={id} className={clsx(hideLabel && 'sr-only', required && 'label-required')}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error ?? toastedError),
        'aria-describedby': describedBy,
        'aria-description': toastedError,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
