'use client';

import type { Ref } from 'react';

import { AdminSubmit } from '@/components/admin/admin-form';
import { PendingButton } from '@/components/forms/pending-button';
import { Button } from '@/components/ui/button';
import { PencilIcon } from '@/components/ui/icons';

/**
 * A card's 'Uredi' that opens its form in place (`useInlineEditing`): give it the hook's
 * `editButtonRef`, so focus comes back here after save or cancel.
 */
export function InlineEditButton({
  ref,
  onClick,
  label,
}: {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** Its accessible name, naming what it edits ('Uredi događaj …'). */
  label: string;
}) {
  return (
    <Button ref={ref} type="button" variant="outline" size="sm" onClick={onClick} aria-label={label}>
      <PencilIcon aria-hidden />
      Uredi
    </Button>
  );
}

/** The in-place form's 'Sačuvaj' and 'Otkaži', both held while the save runs. */
export function InlineEditActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <AdminSubmit pending={pending}>Sačuvaj</AdminSubmit>
      <PendingButton type="button" variant="outline" onClick={onCancel} pending={pending}>
        Otkaži
      </PendingButton>
    </div>
  );
}
