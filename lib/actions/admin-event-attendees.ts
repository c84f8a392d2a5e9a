'use server';

/**
 * The attendees of one event on /admin/events/{id} (issue 50, item 5; docs/admin.md "Događaji"):
 * an organiser removes a person ('Ukloni') and writes to everyone registered ('Pošalji poruku
 * prijavljenima', previewed first, confirmed with the number of recipients).
 */
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { countAttendeeRecipients, queueAttendeeMessage, removeAttendee } from '@/lib/data/event-attendees';
import { getEventForMail } from '@/lib/data/event-registrations';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { promotionMailer } from '@/lib/events/registration-mail';
import { attendeeMessageMail } from '@/lib/mail/event-templates';
import { ADMIN_MESSAGES } from '@/lib/validation/admin-shared';
import {
  ATTENDEE_MESSAGE_FIELDS,
  ATTENDEE_MESSAGE_SEND_FIELDS,
  ATTENDEE_REMOVE_FIELDS,
  ATTENDEE_TEXTS,
  attendeeMessagePreviewSchema,
  attendeeMessageSendSchema,
  attendeeRemoveSchema,
} from '@/lib/validation/event-attendees';

import { defineAction } from './define';

export const removeEventAttendee = defineAction<
  'organizator',
  { event: string; registration: string },
  { promoted: number; placesChanged: boolean }
>({
  name: 'admin.events.remove_attendee',
  access: 'organizator',
  audit: ({ registration }, data) =>
    data
      ? {
          targetType: 'prijava na događaj',
          targetId: registration,
          summary: data.promoted > 0 ? 'Uklonjena prijava (mesto je dobio prvi sa liste čekanja)' : 'Uklonjena prijava',
        }
      : null,
  fields: ATTENDEE_REMOVE_FIELDS,
  schema: attendeeRemoveSchema,
  revalidate: (_values, data) => (data?.placesChanged ? [CACHE_TAGS.events] : []),
  success: ATTENDEE_TEXTS.removed,
  failureMessage: ATTENDEE_TEXTS.removeFailed,
  async handle({ event, registration }, { ctx, succeed, fail }) {
    // The freed place goes to the first in line in the same transaction, mailed as in a cancellation.
    const mail = await promotionMailer(ctx.db, ctx.mail, ctx.now);
    const outcome = await removeAttendee(ctx.db, event, registration, ctx.now, mail);
    if (outcome.outcome === 'already') return fail(ATTENDEE_TEXTS.alreadyCancelled);
    if (outcome.outcome === 'closed') return fail(ATTENDEE_TEXTS.started);
    if (outcome.outcome !== 'cancelled') return fail(ADMIN_MESSAGES.unknownItem);
    if (outcome.promoted.length > 0) ctx.onMailQueued();
    const promoted = outcome.promoted.length;
    return succeed(
      { promoted, placesChanged: outcome.wasRegistered || promoted > 0 },
      promoted > 0 ? ATTENDEE_TEXTS.removedPromoted : ATTENDEE_TEXTS.removed.message,
    );
  },
});

type MessageValues = { event: string; subject: string; text: string; includeWaitlist: boolean };

/** What the confirmation shows: the cleaned subject and text exactly as they will be mailed, and to how many. */
export type AttendeeMessagePreview = { subject: string; text: string; includeWaitlist: boolean; recipients: number };

export const previewAttendeeMessage = defineAction<'organizator', MessageValues, AttendeeMessagePreview>({
  name: 'admin.events.preview_message',
  access: 'organizator',
  // A preview changes nothing: no line in the log.
  audit: () => null,
  fields: ATTENDEE_MESSAGE_FIELDS,
  sanitize: ['subject', 'text'],
  schema: attendeeMessagePreviewSchema,
  success: { title: 'Pregled poruke', message: 'Proverite poruku i broj primalaca.' },
  failureMessage: ATTENDEE_TEXTS.messageFailed,
  async handle({ event, subject, text, includeWaitlist }, { ctx, succeed, fail }) {
    if (!(await getEventForMail(ctx.db, event, ctx.now))) return fail(ADMIN_MESSAGES.unknownItem);
    const recipients = await countAttendeeRecipients(ctx.db, event, includeWaitlist);
    if (recipients === 0) return fail(ATTENDEE_TEXTS.noRecipients);
    return succeed({ subject, text, includeWaitlist, recipients });
  },
});

export const sendAttendeeMessage = defineAction<
  'organizator',
  MessageValues & { recipients: number },
  { recipients: number }
>({
  name: 'admin.events.message_attendees',
  access: 'organizator',
  audit: (values, data) => ({
    targetType: 'događaj',
    targetId: values.event,
    summary: `Poruka prijavljenima „${values.subject}” (${formatCount(data?.recipients ?? 0, COUNTED.recipient)}${values.includeWaitlist ? ', sa listom čekanja' : ''})`,
  }),
  fields: ATTENDEE_MESSAGE_SEND_FIELDS,
  sanitize: ['subject', 'text'],
  schema: attendeeMessageSendSchema,
  rateLimit: { category: 'attendeeMessage' },
  success: ATTENDEE_TEXTS.messageSent,
  failureMessage: ATTENDEE_TEXTS.messageFailed,
  async handle({ event, subject, text, includeWaitlist, recipients }, { ctx, succeed, fail, refund }) {
    const details = await getEventForMail(ctx.db, event, ctx.now);
    if (!details) {
      await refund();
      return fail(ADMIN_MESSAGES.unknownItem);
    }
    const mailEvent = {
      title: details.title,
      date: details.eventDate,
      location: details.location,
      calendarPath: details.calendarPath,
    };
    const outcome = await queueAttendeeMessage(ctx.db, event, { includeWaitlist, expected: recipients }, (addresses) =>
      addresses.map((email) => attendeeMessageMail(ctx.mail, { email, subject, text, event: mailEvent })),
    );
    if (outcome.outcome === 'changed') {
      await refund();
      return fail(
        outcome.recipients === 0 ? ATTENDEE_TEXTS.noRecipients : ATTENDEE_TEXTS.changedRecipients(outcome.recipients),
      );
    }
    ctx.onMailQueued();
    return succeed({ recipients: outcome.recipients }, ATTENDEE_TEXTS.messageSentTo(outcome.recipients));
  },
});
