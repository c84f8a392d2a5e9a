'use client';

import { formDataOf } from '@/components/admin/admin-form';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { PendingButton } from '@/components/forms/pending-button';
import { useAction } from '@/components/forms/use-action';
import type { FormAction } from '@/components/forms/use-server-form';
import { Trash2Icon } from '@/components/ui/icons';

import { ADMIN_FORM_TEXTS } from './admin-texts';

interface ConfirmDeleteButtonProps<T> {
  /** The delete action of lib/actions; it gets the record's `id`. */
  action: FormAction<T>;
  id: string;
  /** Shown when the action cannot be reached at all. */
  fallbackError: string;
  /** The dialog's question, and what is lost for good. */
  title: string;
  description: string;
  /** The button's text ('Obriši', 'Obriši nacrt'). */
  label: string;
  /** The dialog's confirming button: 'Obriši' in the page's script (Latin unless given). */
  confirmLabel?: string;
  /** The button's accessible name when its text alone is ambiguous in a list. */
  'aria-label'?: string;
  /** Where the screen goes once the record is gone. */
  onSuccess: () => void;
}

/** A permanent delete: a quiet trash button that asks in a dialog first, then runs the action. */
export function ConfirmDeleteButton<T>({
  action,
  id,
  fallbackError,
  title,
  description,
  label,
  confirmLabel = ADMIN_FORM_TEXTS.delete,
  onSuccess,
  ...button
}: ConfirmDeleteButtonProps<T>) {
  const remove = useAction(action, { fallbackError, onSuccess });
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={() => void remove.run(formDataOf({ id }))}
      trigger={(props) => (
        <PendingButton {...props} pending={remove.pending} variant="ghost" size="sm" aria-label={button['aria-label']}>
          <Trash2Icon aria-hidden />
          {label}
        </PendingButton>
      )}
    />
  );
}
