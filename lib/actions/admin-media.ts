'use server';

/** The admin 'Media' tab (spec platform §2, §7): site images, their files, deletion. */
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { createMediaItem, deleteMediaItem, restoreMediaItem, setMediaFile } from '@/lib/data/site-media';
import { ownStorageLocation } from '@/lib/storage';
import {
  MEDIA_FILE_FIELDS,
  MEDIA_ITEM_FIELDS,
  MEDIA_MESSAGES,
  mediaFileSchema,
  mediaItemSchema,
} from '@/lib/validation/admin-media';
import { ADMIN_MESSAGES, ROW_ID_FIELDS, rowIdSchema } from '@/lib/validation/admin-shared';

import { defineAction } from './define';

export const createMedia = defineAction({
  name: 'admin.media.create',
  access: 'urednik',
  audit: (values) => ({
    targetType: 'medij',
    targetId: values.mediaKey,
    summary: `Nova slika „${values.title || values.mediaKey}”`,
  }),
  fields: MEDIA_ITEM_FIELDS,
  sanitize: ['title', 'description'],
  schema: mediaItemSchema,
  revalidate: [CACHE_TAGS.siteMedia],
  success: MEDIA_MESSAGES.created,
  failureMessage: MEDIA_MESSAGES.failed,
  async handle(values, { ctx, succeed, fail }) {
    const id = await createMediaItem(ctx.db, values);
    return id ? succeed() : fail(MEDIA_MESSAGES.keyTaken, { fieldErrors: { mediaKey: [MEDIA_MESSAGES.keyTaken] } });
  },
});

/**
 * The image the upload widget stored for this item. Only a file our storage holds for this very
 * item is accepted (`{mediaId}-{random}.{ext}` in site-images): never an address from elsewhere.
 */
export const setMediaImage = defineAction({
  name: 'admin.media.file',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: 'medij', targetId: id, summary: 'Nova datoteka slike' }),
  fields: MEDIA_FILE_FIELDS,
  schema: mediaFileSchema,
  revalidate: [CACHE_TAGS.siteMedia],
  success: MEDIA_MESSAGES.uploaded,
  failureMessage: MEDIA_MESSAGES.failed,
  async handle({ id, fileUrl }, { ctx, succeed, fail }) {
    const location = ownStorageLocation(fileUrl, 'media');
    if (!location?.path.startsWith(`${id}-`))
      return fail(MEDIA_MESSAGES.fileNotOurs, { fieldErrors: { fileUrl: [MEDIA_MESSAGES.fileNotOurs] } });
    return (await setMediaFile(ctx.db, id, fileUrl, ctx.now)) ? succeed() : fail(ADMIN_MESSAGES.unknownItem);
  },
});

export const deleteMedia = defineAction({
  name: 'admin.media.delete',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: 'medij', targetId: id, summary: 'Obrisana slika iz medija' }),
  fields: ROW_ID_FIELDS,
  schema: rowIdSchema,
  revalidate: [CACHE_TAGS.siteMedia],
  success: MEDIA_MESSAGES.deleted,
  failureMessage: MEDIA_MESSAGES.failed,
  async handle({ id }, { ctx, succeed, fail }) {
    return (await deleteMediaItem(ctx.db, id, ctx.now)) ? succeed() : fail(ADMIN_MESSAGES.unknownItem);
  },
});

/** The undo of `deleteMedia` (its toast's 'Poništi'), while the item is restorable. */
export const restoreMedia = defineAction({
  name: 'admin.media.restore',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: 'medij', targetId: id, summary: 'Vraćena obrisana slika' }),
  fields: ROW_ID_FIELDS,
  schema: rowIdSchema,
  revalidate: [CACHE_TAGS.siteMedia],
  success: MEDIA_MESSAGES.restored,
  failureMessage: MEDIA_MESSAGES.failed,
  async handle({ id }, { ctx, succeed, fail }) {
    return (await restoreMediaItem(ctx.db, id, ctx.now)) ? succeed() : fail(ADMIN_MESSAGES.notRestorable);
  },
});
