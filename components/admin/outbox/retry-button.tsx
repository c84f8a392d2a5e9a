import { scriptFields } from '@/lib/actions/result';
import { ListActionButton, ListActionForm } from '@/components/forms/list-action';
import { RefreshCwIcon } from '@/components/ui/icons';
import { retryMail } from '@/lib/actions/admin-inbox';
import type { Script } from '@/lib/i18n/script';

const FORM_ID = 'outbox-retry';

/**
 * The one form of a page of the outbox that puts a failed e-mail back in line (`ListActionForm`),
 * beside its list; `fallbackError` in the page's script. This module is also the rows' (client
 * components'), so the page's script comes from the caller.
 */
export function RetryForm({ script, fallbackError }: { script: Script; fallbackError: string }) {
  return (
    <ListActionForm
      id={FORM_ID}
      action={retryMail}
      fields={scriptFields(script)}
      rowField="id"
      fallbackError={fallbackError}
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
