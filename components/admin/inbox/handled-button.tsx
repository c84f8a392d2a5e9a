import { scriptFields } from '@/lib/actions/result';
import { ListActionButton, ListActionForm } from '@/components/forms/list-action';
import { CheckIcon, RotateCcwIcon } from '@/components/ui/icons';
import { setInboxHandled } from '@/lib/actions/admin-inbox';
import type { InboxKind } from '@/lib/admin/inbox';
import type { Script } from '@/lib/i18n/script';

import type { InboxRowTexts } from './inbox-texts';

/**
 * The list's form that the button of a row in this state posts to: an unhandled submission's
 * marks it handled, a handled one's marks it unhandled again.
 */
const formFor = (rowHandled: boolean) => (rowHandled ? 'inbox-mark-unhandled' : 'inbox-mark-handled');

/**
 * The forms of a page of one kind's submissions (`ListActionForm`), beside its list: each only
 * when a row of the page has its button (`handled`: the page's rows' states). This module is also
 * the rows' (client components'), so the page's script and `fallbackError` in it come from the caller.
 */
export function HandledForms({
  kind,
  handled,
  script,
  fallbackError,
}: {
  kind: InboxKind;
  handled: readonly boolean[];
  script: Script;
  fallbackError: string;
}) {
  return [false, true]
    .filter((rowHandled) => handled.includes(rowHandled))
    .map((rowHandled) => (
      <ListActionForm
        key={formFor(rowHandled)}
        id={formFor(rowHandled)}
        action={setInboxHandled}
        fields={{ kind, handled: String(!rowHandled), ...scriptFields(script) }}
        rowField="id"
        fallbackError={fallbackError}
      />
    ));
}

/** Marks a submission handled, or unhandled again: a button of its list's `HandledForms`. */
export function HandledButton({
  id,
  handled,
  label,
  texts,
}: {
  id: string;
  handled: boolean;
  label: string;
  texts: InboxRowTexts;
}) {
  const text = handled ? texts.markUnhandled : texts.markHandled;
  return (
    <ListActionButton
      form={formFor(handled)}
      name="id"
      value={id}
      variant={handled ? 'ghost' : 'outline'}
      aria-label={`${text}: ${label}`}
    >
      {handled ? <RotateCcwIcon aria-hidden /> : <CheckIcon aria-hidden />}
      {text}
    </ListActionButton>
  );
}
