import { ActionButton } from '@/components/forms/action-button';
import { CheckIcon, RotateCcwIcon } from '@/components/ui/icons';
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
  const text = handled ? 'Vrati u neobrađeno' : 'Označi kao obrađeno';
  return (
    <ActionButton
      action={setInboxHandled}
      fields={{ kind, id, handled: handled ? 'false' : 'true' }}
      fallbackError={INBOX_MESSAGES.updateFailed}
      variant={handled ? 'ghost' : 'outline'}
      aria-label={`${text}: ${label}`}
    >
      {handled ? <RotateCcwIcon aria-hidden /> : <CheckIcon aria-hidden />}
      {text}
    </ActionButton>
  );
}
