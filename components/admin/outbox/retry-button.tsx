import { scriptFields } from '@/components/admin/script-fields';
import { ListActionButton, ListActionForm } from '@/components/forms/list-action';
import { RefreshCwIcon } from '@/components/ui/icons';
import { retryMail } from '@/lib/actions/admin-inbox';
import { pageScript } from '@/lib/i18n/page-script';
import { OUTBOX_MESSAGES } from '@/lib/validation/admin-inbox';

const FORM_ID = 'outbox-retry';

/** The one form of a page of the outbox that puts a failed e-mail back in line (`ListActionForm`), beside its list. */
export async function RetryForm() {
  const { script, t } = await pageScript();
  return (
    <ListActionForm
      id={FORM_ID}
      action={retryMail}
      fields={scriptFields(script)}
      rowField="id"
      fallbackError={t(OUTBOX_MESSAGES.retryFailed)}
    />
  );
}

/** Puts a failed e-mail back in line for delivery: a button of its page's `RetryForm`, named by `label` ('Pošalji ponovo'). */
export function RetryButton({ id, subject, label }: { id: string; subject: string; label: string }) {
  return (
    <ListActionButton form={FORM_ID} name="id" value={id} aria-label={`${label}: ${subject}`}>
      <RefreshCwIcon aria-hidden />
      {label}
    </ListActionButton>
  );
}
