'use client';

import { useAction } from '@/components/forms/use-action';
import type { FormAction } from '@/components/forms/use-server-form';
import { toast } from '@/components/ui/toaster';
import { ADMIN_MESSAGES } from '@/lib/validation/admin-shared';

import { formDataOf } from './admin-form';

interface UndoableDeleteOptions {
  /** The spec's failure text when the server cannot be reached. */
  fallbackError: string;
  /** After the delete and after its undo (e.g. `router.refresh()` where the list does not follow by itself). */
  onChange?: () => void;
  /** The toast's 'Poništi' in the page's script (Latin unless given). */
  undoLabel?: string;
}

/**
 * A delete whose success toast (the spec's text) carries 'Poništi': the row is only marked deleted
 * (restorable for 30 days, then purged: docs/admin.md), and the button restores it at once.
 */
export function useUndoableDelete<Deleted, Restored>(
  remove: FormAction<Deleted>,
  restore: FormAction<Restored>,
  { fallbackError, onChange, undoLabel = ADMIN_MESSAGES.undo }: UndoableDeleteOptions,
) {
  // Its success is toasted here, with 'Poništi'.
  const removal = useAction(remove, { fallbackError, successToast: false, onSuccess: onChange });
  const restoring = useAction(restore, { fallbackError, onSuccess: onChange });

  async function run(id: string) {
    const result = await removal.run(formDataOf({ id }));
    if (!result.ok) return;
    toast.success(result.title, {
      description: result.message || undefined,
      action: { label: undoLabel, onClick: () => void restoring.run(formDataOf({ id })) },
    });
  }

  return { pending: removal.pending || restoring.pending, run };
}
