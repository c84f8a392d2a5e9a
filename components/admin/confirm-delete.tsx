'use client';

import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

interface ConfirmDeleteProps {
  /** What is deleted, for the button's accessible name ("Obriši {itemLabel}"). */
  itemLabel: string;
  /** The question, e.g. 'Obrisati događaj „…”? Ovo se ne može poništiti.' */
  question: string;
  pending: boolean;
  onConfirm: () => void;
}

/** A delete button that asks first (spec §2: deletion needs confirmation and is permanent). */
export function ConfirmDelete({ itemLabel, question, pending, onConfirm }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={pending} aria-label={`Obriši ${itemLabel}`}>
          <Trash2Icon aria-hidden />
          Obriši
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Potvrda brisanja</DialogTitle>
        <DialogDescription>{question}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Otkaži
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Obriši
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
