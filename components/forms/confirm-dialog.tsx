'use client';

import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useDialogTexts } from '@/components/ui/dialog-texts';

import { LazyDialog, type DialogTriggerProps } from './lazy-dialog';

export interface ConfirmDialogProps {
  /** The question (the dialog's name): 'Obrisati oglas?'. */
  title: string;
  /** What follows from it: what is lost, who is told. */
  description: string;
  /**
   * The confirming button's text ('Obriši'), in the page's script; 'Otkaži' (in the address's
   * script) closes the dialog and nothing happens.
   */
  confirmLabel: string;
  onConfirm: () => void;
  /** The button that asks, given the props that wire it to the dialog. */
  trigger: (props: DialogTriggerProps) => ReactNode;
}

/**
 * The one way the site asks before something permanent (deleting, blocking, ending): a dialog in
 * the page with the site's own Serbian buttons, never the browser's `confirm()` with buttons in
 * the browser's language. Its code loads as the dialogs' does (`LazyDialog`); focus starts on
 * 'Otkaži' and returns to the trigger.
 */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, trigger }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const texts = useDialogTexts();
  return (
    <LazyDialog open={open} onOpenChange={setOpen} title={title} description={description} trigger={trigger}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {texts.cancel}
        </Button>
        <Button
          type="button"
          variant="destructive"
          onClick={() => {
            setOpen(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </LazyDialog>
  );
}
