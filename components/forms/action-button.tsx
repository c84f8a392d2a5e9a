'use client';

import type { ReactNode } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';

import { useAction } from './use-action';
import type { FormAction } from './use-server-form';

export interface ActionButtonProps<T> {
  /** A server action of lib/actions (its answer is shown as a toast). */
  action: FormAction<T>;
  /** Hidden fields sent with the click (ids, an outcome). */
  fields: Record<string, string>;
  children: ReactNode;
  /** Asked before anything is sent (deleting, blocking). */
  confirm?: string;
  /** Shown when the action cannot be reached at all. */
  fallbackError: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** The button's accessible name when its text alone is ambiguous in a list. */
  'aria-label'?: string;
}

/**
 * One button that runs one server action on one row (renew an ad, accept a mentorship, report a
 * message). A real `<form>`: without JavaScript it posts and the action redirects back; with
 * JavaScript the answer is a toast and the page's data is fetched again, so lists and counts follow.
 */
export function ActionButton<T>({
  action,
  fields,
  children,
  confirm,
  fallbackError,
  variant = 'outline',
  size = 'sm',
  className,
  ...rest
}: ActionButtonProps<T>) {
  const { pending, formProps } = useAction(action, { fallbackError, refresh: true });

  return (
    <form
      action={formProps.action}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) {
          event.preventDefault();
          return;
        }
        formProps.onSubmit(event);
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={variant}
        size={size}
        className={className}
        disabled={pending}
        aria-disabled={pending}
        aria-label={rest['aria-label']}
      >
        {children}
      </Button>
    </form>
  );
}
