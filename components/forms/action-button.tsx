'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { CLIENT_SUBMIT_FIELD, type ActionResult } from '@/lib/actions/result';

export interface ActionButtonProps {
  /** A server action taking the form's data (lib/actions/*). */
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
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
 * One button that runs one server action on one row. A real `<form>`: without JavaScript it posts
 * and the action redirects back; with JavaScript the result is a toast and the page's data is
 * fetched again, so counts and lists follow.
 */
export function ActionButton({ action, fields, children, confirm, fallbackError, variant = 'outline', size = 'sm', className, ...rest }: ActionButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  return (
    <form
      action={action as unknown as (formData: FormData) => void}
      onSubmit={(event) => {
        event.preventDefault();
        if (confirm && !window.confirm(confirm)) return;
        const data = new FormData(event.currentTarget);
        data.set(CLIENT_SUBMIT_FIELD, '1');
        startTransition(async () => {
          let result: ActionResult<unknown> | null = null;
          try {
            result = await action(data);
          } catch (error) {
            console.error('action.unreachable', error);
          }
          if (result?.ok) toast.success(result.title, { description: result.message });
          else toast.error(result?.title ?? 'Greška', { description: result?.formError ?? fallbackError });
          router.refresh();
        });
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size={size} className={className} disabled={pending} aria-disabled={pending} aria-label={rest['aria-label']}>
        {children}
      </Button>
    </form>
  );
}
