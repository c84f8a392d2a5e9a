'use client';

import { useRef, type ReactNode } from 'react';

import type { ButtonProps } from '@/components/ui/button';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { useAction } from './use-action';
import { PendingButton } from './pending-button';
import type { FormAction } from './use-server-form';

export interface ActionButtonProps<T> {
  /** A server action of lib/actions (its answer is shown as a toast). */
  action: FormAction<T>;
  /** Hidden fields sent with the click (ids, an outcome). */
  fields: Record<string, string>;
  children: ReactNode;
  /**
   * Asked in a `ConfirmDialog` before anything is sent (deleting, blocking). Without JavaScript
   * the button posts at once, as every form of the site does.
   */
  confirm?: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel'>;
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
  const formRef = useRef<HTMLFormElement>(null);
  const button = (wiring?: Partial<ButtonProps>) => (
    <PendingButton
      {...wiring}
      type="submit"
      pending={pending}
      variant={variant}
      size={size}
      className={className}
      aria-label={rest['aria-label']}
    >
      {children}
    </PendingButton>
  );

  return (
    <form ref={formRef} {...formProps}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm ? (
        <ConfirmDialog
          {...confirm}
          onConfirm={() => formRef.current?.requestSubmit()}
          trigger={({ type: _button, onClick, ...wiring }) =>
            // A submit button, so the form posts without JavaScript; with it, the click asks first.
            button({
              ...wiring,
              onClick: (event) => {
                event.preventDefault();
                onClick();
              },
            })
          }
        />
      ) : (
        button()
      )}
    </form>
  );
}
