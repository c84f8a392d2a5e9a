'use server';

/**
 * The Obaveštenja tab (spec platform §2, §5, §7, §8): create, edit and delete announcements. Each
 * change revalidates `announcements`, so the home carousel shows it on the next request.
 */
import {
  createAnnouncement,
  deleteAnnouncement,
  restoreAnnouncement,
  queryAnnouncementImage,
  updateAnnouncement,
} from '@/lib/data/admin-announcements';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import type { Database } from '@/lib/db/client';
import { isOwnStorageUrl } from '@/lib/storage';
import {
  ANNOUNCEMENT_FIELDS,
  ANNOUNCEMENT_MESSAGES,
  announcementSchema,
  DELETE_ANNOUNCEMENT_FIELDS,
  deleteAnnouncementSchema,
  type AnnouncementValues,
} from '@/lib/validation/admin-announcements';
import { ADMIN_MESSAGES } from '@/lib/validation/admin-shared';
import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';

import { defineAction } from './define';

const SUCCESS_TITLE = ADMIN_MESSAGES.successTitle;
const TEXT_FIELDS = ['title', 'content', 'buttonText'] as const;

/** An image is the one the announcement already has, an announcement image from our storage, or none. */
async function imageAllowed(db: Database, values: AnnouncementValues): Promise<boolean> {
  if (values.imageUrl === '') return true;
  if (values.id && (await queryAnnouncementImage(db, values.id)) === values.imageUrl) return true;
  return isOwnStorageUrl(values.imageUrl, 'announcement');
}

const imageRefused = { fieldErrors: { imageUrl: [UPLOAD_MESSAGES.chooseImage] } };

/** A new announcement (defaults: type announcement, active, priority 1). */
export const createAnnouncementAction = defineAction<'urednik', AnnouncementValues, { id: string }>({
  name: 'admin.announcements.create',
  access: 'urednik',
  audit: (values, data) => ({
    targetType: 'obaveštenje',
    targetId: data?.id,
    summary: `Novo obaveštenje „${values.title}”`,
  }),
  fields: ANNOUNCEMENT_FIELDS,
  sanitize: TEXT_FIELDS,
  schema: announcementSchema,
  revalidate: [CACHE_TAGS.announcements],
  success: { title: SUCCESS_TITLE, message: ANNOUNCEMENT_MESSAGES.created },
  failureMessage: ANNOUNCEMENT_MESSAGES.saveFailed,
  async handle(values, { ctx, succeed, fail }) {
    if (!(await imageAllowed(ctx.db, { ...values, id: '' }))) return fail(UPLOAD_MESSAGES.chooseImage, imageRefused);
    return succeed({ id: await createAnnouncement(ctx.db, values) });
  },
});

/** Editing an existing announcement updates it (spec §4). */
export const updateAnnouncementAction = defineAction<'urednik', AnnouncementValues, { id: string }>({
  name: 'admin.announcements.update',
  access: 'urednik',
  audit: (values) => ({
    targetType: 'obaveštenje',
    targetId: values.id,
    summary: `Izmenjeno obaveštenje „${values.title}”`,
  }),
  fields: ANNOUNCEMENT_FIELDS,
  sanitize: TEXT_FIELDS,
  schema: announcementSchema,
  revalidate: [CACHE_TAGS.announcements],
  success: { title: SUCCESS_TITLE, message: ANNOUNCEMENT_MESSAGES.updated },
  failureMessage: ANNOUNCEMENT_MESSAGES.saveFailed,
  async handle(values, { ctx, succeed, fail }) {
    if (!values.id) return fail(ANNOUNCEMENT_MESSAGES.notFound);
    if (!(await imageAllowed(ctx.db, values))) return fail(UPLOAD_MESSAGES.chooseImage, imageRefused);
    if (!(await updateAnnouncement(ctx.db, values.id, values))) return fail(ANNOUNCEMENT_MESSAGES.notFound);
    return succeed({ id: values.id });
  },
});

export const deleteAnnouncementAction = defineAction<'urednik', { id: string }>({
  name: 'admin.announcements.delete',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: 'obaveštenje', targetId: id, summary: 'Obrisano obaveštenje' }),
  fields: DELETE_ANNOUNCEMENT_FIELDS,
  schema: deleteAnnouncementSchema,
  revalidate: [CACHE_TAGS.announcements],
  success: { title: SUCCESS_TITLE, message: ANNOUNCEMENT_MESSAGES.deleted },
  failureMessage: ANNOUNCEMENT_MESSAGES.deleteFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await deleteAnnouncement(ctx.db, id, ctx.now))) return fail(ANNOUNCEMENT_MESSAGES.notFound);
    return succeed();
  },
});

/** The undo of a delete (its toast's 'Poništi'), while the announcement is restorable. */
export const restoreAnnouncementAction = defineAction<'urednik', { id: string }>({
  name: 'admin.announcements.restore',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: 'obaveštenje', targetId: id, summary: 'Vraćeno obrisano obaveštenje' }),
  fields: DELETE_ANNOUNCEMENT_FIELDS,
  schema: deleteAnnouncementSchema,
  revalidate: [CACHE_TAGS.announcements],
  success: { title: SUCCESS_TITLE, message: ANNOUNCEMENT_MESSAGES.restored },
  failureMessage: ANNOUNCEMENT_MESSAGES.saveFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await restoreAnnouncement(ctx.db, id, ctx.now))) return fail(ADMIN_MESSAGES.notRestorable);
    return succeed();
  },
});
