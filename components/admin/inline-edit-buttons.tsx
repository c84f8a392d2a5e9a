'use client';

import type { Ref } from 'react';

import { AdminSubmit } from '@/components/admin/admin-form';
import { PendingButton } from '@/components/forms/pending-button';
import { PencilIcon } from '@/components/ui/icons';

import { ADMIN_FORM_TEXTS, type AdminFormTexts } from './admin-texts';

/**
 * A card's 'Uredi' that opens its form in place (`useInlineEditing`): give it the hook's
 * `editButtonRef`, so focus comes back here after save or cancel.
 */
export function InlineEditButton({
  ref,
  onClick,
  pending = false,
  label,
  texts = ADMIN_FORM_TEXTS,
}: {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** The form's values are being read (a card that loads them on opening). */
  pending?: boolean;
  /** Its accessible name, naming what it edits ('Uredi događaj …'). */
  label: string;
  /** The page's script's words (Latin unless given). */
  texts?: Pick<AdminFormTexts, 'edit'>;
}) {
  return (
    <PendingButton
      ref={ref}
      type="button"
      variant="outline"
      size="sm"
      onClick={onClick}
      pending={pending}
      aria-label={label}
    >
      <PencilIcon aria-hidden />
      {texts.edit}
    </PendingButton>
  );
}

/** The in-place form's 'Sačuvaj' and 'Otkaži', both held while the save runs. */
export function InlineEditActions({
  pending,
  onCancel,
  texts = ADMIN_FORM_TEXTS,
}: {
  pending: boolean;
  onCancel: () => void;
  /** The page's script's words (Latin unless given). */
  texts?: Pick<AdminFormTexts, 'save' | 'cancel' | 'saving'>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <AdminSubmit pending={pending} pendingLabel={texts.saving}>
        {texts.save}
      </AdminSubmit>
      <PendingButton type="button" variant="outline" onClick={onCancel} pending={pending}>
        {texts.cancel}
      </PendingButton>
    </div>
  );
}
