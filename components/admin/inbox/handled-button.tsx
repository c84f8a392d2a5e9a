import { ListActionButton, ListActionForm } from '@/components/forms/list-action';
import { CheckIcon, RotateCcwIcon } from '@/components/ui/icons';
import { setInboxHandled } from '@/lib/actions/admin-inbox';
import { INBOX_MESSAGES, type InboxKind } from '@/lib/admin/inbox';

/** The list's two forms: one marks a submission handled, the other unhandled again. */
const FORM_IDS = { handle: 'inbox-mark-handled', unhandle: 'inbox-mark-unhandled' } as const;

/**
 * The forms of a page of one kind's submissions (`ListActionForm`), beside its list: each only
 * when a row of the page has its button (`handled`: the page's rows' states).
 */
export function HandledForms({ kind, handled }: { kind: InboxKind; handled: readonly boolean[] }) {
  return (
    <>
      {handled.includes(false) ? (
        <ListActionForm
          id={FORM_IDS.handle}
          action={setInboxHandled}
          fields={{ kind, handled: 'true' }}
          rowField="id"
          fallbackError={INBOX_MESSAGES.updateFailed}
        />
      ) : null}
      {handled.includes(true) ? (
        <ListActionForm
          id={FORM_IDS.unhandle}
          action={setInboxHandled}
          fields={{ kind, handled: 'false' }}
          rowField="id"
          fallbackError={INBOX_MESSAGES.updateFailed}
        />
      ) : null}
    </>
  );
}

/** Marks a submission handled, or unhandled again: a button of its list's `HandledForms`. */
export function HandledButton({ id, handled, label }: { id: string; handled: boolean; label: string }) {
  const text = handled ? 'Vrati u neobrađeno' : 'Označi kao obrađeno';
  return (
    <ListActionButton
      form={handled ? FORM_IDS.unhandle : FORM_IDS.handle}
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
