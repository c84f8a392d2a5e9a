import type { ComponentProps } from 'react';

import { clsx } from 'clsx';

const fieldClass =
  'w-full rounded-xl border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground aria-invalid:border-destructive disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={clsx(fieldClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={clsx(fieldClass, 'min-h-20', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="label" className={clsx('text-sm font-medium', className)} {...props} />;
}
