'use client';

import type { ReactNode } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

import { useHydrated } from './use-hydrated';

export interface FormDialogProps {
  triggerLabel: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Without JavaScript: keep the disclosure open, because the server answered a submission. */
  forceOpen: boolean;
  triggerClassName?: string;
  children: ReactNode;
}

/**
 * A modal form. Until React runs (or when JavaScript is off), the same form sits in a native
 * `<details>` disclosure whose summary looks like the trigger button, so the form still opens and
 * submits; once hydrated it becomes a Radix dialog.
 */
export function FormDialog({ triggerLabel, title, description, open, onOpenChange, forceOpen, triggerClassName, children }: FormDialogProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details open={forceOpen || undefined} className="group w-full">
        <summary className={cn(buttonVariants(), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden', triggerClassName)}>
          {triggerLabel}
        </summary>
        <div className="mt-4 rounded-2xl border bg-card p-6 text-left text-card-foreground shadow-sm">
          <h2 className="text-xl font-bold">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          <div className="mt-5">{children}</div>
        </div>
      </details>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className={triggerClassName}>{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-5">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
