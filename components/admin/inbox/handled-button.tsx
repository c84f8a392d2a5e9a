'use client';

import { useRouter } from 'next/navigation';

import { CheckIcon, RotateCcwIcon } from '@/components/ui/icons';
import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { setInboxHandled } from '@/lib/actions/admin-inbox';
import { INBOX_MESSAGES, type InboxKind } from '@/lib/admin/inbox';

/** Marks a submission handled, or unhandled again. */
export function HandledButton({
  kind,
  id,
  handled,
  label,
}: {
  kind: InboxKind;
  id: string;
  handled: boolean;
  label: string;
}) {
  const router = useRouter();
  const toggle = useAction(setInboxHandled, {
    fallbackError: INBOX_MESSAGES.updateFailed,
    onSuccess: () => router.refresh(),
  });
  return (
    <PendingButton
      type="button"
      size="sm"
      variant={handled ? 'ghost' : 'outline'}
      pending={toggle.pending}
      aria-label={`${handled ? 'Vrati u neobrađeno' : 'Označi kao obrađeno'}: ${label}`}
      onClick={() => {
        const data = new FormData();
        data.set('kind', kind);
        data.set('id', id);
        data.set('handled', handled ? 'false' : 'true');
        void toggle.run(data);
      }}
    >
      {handled ? <RotateCcwIcon aria-hidden /> : <CheckIcon aria-hidden />}
      {handled ? 'Vrati u neobrađeno' : 'Označi kao obrađeno'}
    </PendingButton>
  );
}
