'use server';

/**
 * The admin inbox and outbox (beyond the spec; issue 7): marking visitor submissions handled, and
 * putting a failed e-mail back in line. Neither changes a public page, so nothing is revalidated.
 */
import { INBOX_KINDS, INBOX_MESSAGES, inboxCapability } from '@/lib/admin/inbox';
import { retryFailedMail } from '@/lib/data/admin-outbox';
import { setInboxItemHandled } from '@/lib/data/inbox';
import {
  INBOX_HANDLED_FIELDS,
  inboxHandledSchema,
  OUTBOX_MESSAGES,
  RETRY_MAIL_FIELDS,
  retryMailSchema,
} from '@/lib/validation/admin-inbox';

import { defineAction } from './define';

/** Handled (stamped now) or unhandled again. */
export const setInboxHandled = defineAction({
  name: 'admin.inbox.set_handled',
  // Join applications are the moderators', event registrations the organisers', the rest the admins'.
  access: 'staff',
  capability: ({ kind }) => inboxCapability(kind),
  audit: ({ kind, id, handled }) => ({
    targetType: INBOX_KINDS.find((item) => item.id === kind)!.label,
    targetId: id,
    summary: handled ? 'Označeno kao obrađeno' : 'Označeno kao neobrađeno',
  }),
  fields: INBOX_HANDLED_FIELDS,
  schema: inboxHandledSchema,
  success: { title: 'Uspešno', message: INBOX_MESSAGES.markedHandled },
  failureMessage: INBOX_MESSAGES.updateFailed,
  async handle({ kind, id, handled }, { ctx, succeed, fail }) {
    if (!(await setInboxItemHandled(ctx.db, kind, id, handled ? ctx.now : null))) return fail(INBOX_MESSAGES.notFound);
    return handled ? succeed() : { ...succeed(), message: INBOX_MESSAGES.markedUnhandled };
  },
});

/** A failed e-mail becomes pending and due now; delivery is scheduled after the response (lib/mail). */
export const retryMail = defineAction({
  name: 'admin.outbox.retry',
  access: 'admin',
  audit: ({ id }) => ({ targetType: 'email', targetId: id, summary: 'Neuspeo email vraćen u red za slanje' }),
  fields: RETRY_MAIL_FIELDS,
  schema: retryMailSchema,
  success: { title: 'Uspešno', message: OUTBOX_MESSAGES.retried },
  failureMessage: OUTBOX_MESSAGES.retryFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await retryFailedMail(ctx.db, id, ctx.now))) return fail(OUTBOX_MESSAGES.notFailed);
    ctx.onMailQueued();
    return succeed();
  },
});
