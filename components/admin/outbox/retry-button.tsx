import { ActionButton } from '@/components/forms/action-button';
import { RefreshCwIcon } from '@/components/ui/icons';
import { retryMail } from '@/lib/actions/admin-inbox';
import { OUTBOX_MESSAGES } from '@/lib/validation/admin-inbox';

/** Puts a failed e-mail back in line for delivery. */
export function RetryButton({ id, subject }: { id: string; subject: string }) {
  return (
    <ActionButton
      action={retryMail}
      fields={{ id }}
      fallbackError={OUTBOX_MESSAGES.retryFailed}
      aria-label={`Pošalji ponovo: ${subject}`}
    >
      <RefreshCwIcon aria-hidden />
      Pošalji ponovo
    </ActionButton>
  );
}
