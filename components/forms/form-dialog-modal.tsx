'use client';

import type { ReactNode, RefObject } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface FormDialogModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The button that opened the dialog: focus goes back to it on close (it is not a Radix trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The Radix dialog around a form; loaded on demand by `FormDialog`, so pages do not ship it up front. */
export default function FormDialogModal({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
}: FormDialogModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!trigger.current) return;
          event.preventDefault();
          trigger.current.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-5">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
