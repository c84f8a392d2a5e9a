import { ListActionButton, ListActionForm } from '@/components/forms/list-action';
import { RefreshCwIcon } from '@/components/ui/icons';
import { retryMail } from '@/lib/actions/admin-inbox';
import { OUTBOX_MESSAGES } from '@/lib/validation/admin-inbox';

const FORM_ID = 'outbox-retry';

/** The one form of a page of the outbox that puts a failed e-mail back in line (`ListActionForm`), beside its list. */
export function RetryForm() {
  return <ListActionForm id={FORM_ID} action={retryMail} rowField="id" fallbackError={OUTBOX_MESSAGES.retryFailed} />;
}

/** Puts a failed e-mail back in line for delivery: a button of its page's `RetryForm`. */
export function RetryButton({ id, subject }: { id: string; subject: string }) {
  return (
    <ListActionButton form={FORM_ID} name="id" value={id} aria-label={`Pošalji ponovo: ${subject}`}>
      <RefreshCwIcon aria-hidden />
      Pošalji ponovo
    </ListActionButton>
  );
}
