'use server';

/** The admin 'Događaji' tab (spec platform §2, §7): create, open for inline edit, edit, delete. */
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { promoteWaitlist } from '@/lib/data/event-registrations';
import {
  createEvent,
  deleteEvent,
  findEventForm,
  findEventImage,
  updateEvent,
  type EventFormValues,
} from '@/lib/data/events';
import { eventChangeMailer, promotionMailer } from '@/lib/events/registration-mail';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { eventCancellation } from '@/lib/mail/templates';
import { ownStorageLocation } from '@/lib/storage';
import {
  EVENT_CREATE_FIELDS,
  EVENT_MESSAGES,
  EVENT_UPDATE_FIELDS,
  eventCreateSchema,
  eventUpdateSchema,
} from '@/lib/validation/admin-events';
import { ADMIN_MESSAGES, ROW_ID_FIELDS, rowIdSchema } from '@/lib/validation/admin-shared';

import { defineAction } from './define';

/** Texts shown on the site; the link and image are checked, not sanitised. */
const EVENT_TEXT_FIELDS = ['title', 'shortDescription', 'description', 'location'];

/**
 * An event's image must be one the upload widget stored for an event (site-images/events/…, at
 * most 5 MB, checked by its bytes; blog and announcement images share the bucket, not the folder),
 * or the image the event already has (seeded or older).
 */
function acceptableImage(url: string, current: string | null = null): boolean {
  return url === '' || url === current || ownStorageLocation(url, 'event')?.path.startsWith('events/') === true;
}

const imageRefusal = { fieldErrors: { imageUrl: [EVENT_MESSAGES.imageFailed] } };

/** Every page that lists events reads the one `events` tag: /, /events, the calendar feeds. */
const EVENT_PAGES = [CACHE_TAGS.events];

export const createAdminEvent = defineAction({
  name: 'admin.events.create',
  access: 'organizator',
  audit: (values) => ({ targetType: 'događaj', summary: `Novi događaj „${values.title}”` }),
  fields: EVENT_CREATE_FIELDS,
  sanitize: EVENT_TEXT_FIELDS,
  schema: eventCreateSchema,
  revalidate: EVENT_PAGES,
  success: EVENT_MESSAGES.created,
  failureMessage: EVENT_MESSAGES.createFailed,
  async handle(values, { ctx, succeed, fail }) {
    if (!acceptableImage(values.imageUrl)) return fail(EVENT_MESSAGES.imageFailed, imageRefusal);
    await createEvent(ctx.db, values);
    return succeed();
  },
});

/**
 * 'Uredi' on an event's card: the values its form opens with. The list carries only what the cards
 * show; the texts are read here, when an organizer asks for them. Stores nothing.
 */
export const openAdminEventForm = defineAction<'organizator', { id: string }, EventFormValues>({
  name: 'admin.events.open_form',
  access: 'organizator',
  // Reads an event: nothing changes, so nothing is recorded.
  audit: () => null,
  fields: ROW_ID_FIELDS,
  schema: rowIdSchema,
  success: { title: ADMIN_MESSAGES.successTitle, message: '' },
  failureMessage: EVENT_MESSAGES.loadFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    const values = await findEventForm(ctx.db, id);
    return values ? succeed(values) : fail(ADMIN_MESSAGES.unknownItem);
  },
});

export const updateAdminEvent = defineAction({
  name: 'admin.events.update',
  access: 'organizator',
  audit: (values) => ({ targetType: 'događaj', targetId: values.id, summary: `Izmenjen događaj „${values.title}”` }),
  fields: EVENT_UPDATE_FIELDS,
  sanitize: EVENT_TEXT_FIELDS,
  schema: eventUpdateSchema,
  revalidate: EVENT_PAGES,
  success: EVENT_MESSAGES.updated,
  failureMessage: EVENT_MESSAGES.saveFailed,
  async handle({ id, ...values }, { ctx, succeed, fail }) {
    const current = await findEventImage(ctx.db, id);
    if (!current) return fail(ADMIN_MESSAGES.unknownItem);
    if (!acceptableImage(values.imageUrl, current.imageUrl)) return fail(EVENT_MESSAGES.imageFailed, imageRefusal);
    // A new date, time or place: each registered and waiting person is told, in the update's transaction (issue 50).
    const notify = await eventChangeMailer(ctx.db, ctx.mail, ctx.now);
    const updated = await updateEvent(ctx.db, id, values, ctx.now, notify);
    if (!updated) return fail(ADMIN_MESSAGES.unknownItem);
    if (updated.notified > 0) ctx.onMailQueued();
    // A raised capacity gives its new places to the waitlist, first in line first, mailed (issue 50).
    const promoted = await promoteWaitlist(ctx.db, id, ctx.now, await promotionMailer(ctx.db, ctx.mail, ctx.now));
    if (promoted.length > 0) ctx.onMailQueued();
    return succeed();
  },
});

export const deleteAdminEvent = defineAction({
  name: 'admin.events.delete',
  access: 'organizator',
  audit: ({ id }) => ({
    targetType: 'događaj',
    targetId: id,
    summary: 'Obrisan događaj (prijavljeni su obavešteni emailom)',
  }),
  fields: ROW_ID_FIELDS,
  schema: rowIdSchema,
  revalidate: EVENT_PAGES,
  success: EVENT_MESSAGES.deleted,
  failureMessage: EVENT_MESSAGES.deleteFailed,
  async handle({ id }, { ctx, succeed, fail, queueMail }) {
    const deleted = await deleteEvent(ctx.db, id);
    if (!deleted) return fail(ADMIN_MESSAGES.unknownItem);
    const date = `${formatWeekdayDate(deleted.eventDate)} u ${formatTime(deleted.eventDate)}`;
    await queueMail(() =>
      deleted.registrantEmails.map((email) => eventCancellation(ctx.mail, { email, title: deleted.title, date })),
    );
    return succeed();
  },
});
