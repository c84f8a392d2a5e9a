'use client';

import type { VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';

import { LazyDialog } from './lazy-dialog';
import { useHydrated } from './use-hydrated';

export interface FormDialogProps {
  triggerLabel: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Without JavaScript: keep the disclosure open, because the server answered a submission. Not
   * for a dialog with `href`: its form posts to that address, whose page renders it open.
   */
  forceOpen?: boolean;
  /** Opened by the page's URL (e.g. `?new=1`): the modal is mounted from the start. */
  defaultOpen?: boolean;
  /**
   * Without JavaScript, the trigger is a link to this address, whose page renders the dialog open
   * (`defaultOpen`), instead of a disclosure with the form inside: a list with a dialog per item
   * carries one link per item and the one form asked for. Only for pages rendered per request,
   * which can read the address's query.
   */
  href?: string;
  triggerClassName?: string;
  /** The trigger's look when it is not the primary button. */
  triggerVariant?: VariantProps<typeof buttonVariants>;
  /** An icon before the trigger's label. */
  triggerIcon?: ReactNode;
  /** The trigger's accessible name when its label alone is ambiguous in a list ('Prijavi'). */
  triggerAriaLabel?: string;
  children: ReactNode;
}

/**
 * A modal form. Until React runs (or when JavaScript is off), the same form sits in a native
 * `<details>` disclosure whose summary looks like the trigger button, so the form still opens and
 * submits; or, with `href`, the trigger is a link to the page with the form open. Once hydrated,
 * the trigger opens a Radix dialog whose code is loaded when the pointer or focus reaches the
 * trigger, not with the page (`LazyDialog`).
 */
export function FormDialog({
  triggerLabel,
  title,
  description,
  open,
  onOpenChange,
  forceOpen = false,
  defaultOpen = false,
  href,
  triggerClassName,
  triggerVariant,
  triggerIcon,
  triggerAriaLabel,
  children,
}: FormDialogProps) {
  const hydrated = useHydrated();
  const triggerClass = clsx(buttonVariants(triggerVariant), triggerClassName);
  const triggerContent = (
    <>
      {triggerIcon}
      {triggerLabel}
    </>
  );

  if (!hydrated && href && !forceOpen && !defaultOpen) {
    return (
      <Link href={href} prefetch={false} className={triggerClass} aria-label={triggerAriaLabel}>
        {triggerContent}
      </Link>
    );
  }

  if (!hydrated) {
    return (
      <details open={forceOpen || defaultOpen || undefined} className="group w-full">
        <summary
          className={clsx(triggerClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
          aria-label={triggerAriaLabel}
        >
          {triggerContent}
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
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      mounted={defaultOpen}
      trigger={(wiring) => (
        <button {...wiring} data-slot="button" className={triggerClass} aria-label={triggerAriaLabel}>
          {triggerContent}
        </button>
      )}
    >
      {children}
    </LazyDialog>
  );
}
