'use server';

/**
 * The admin 'Fajlovi' tab (spec platform §7 Files): the upload widget stores the file in the chosen
 * bucket; this records it in site_settings. A logo becomes the site logo (`main_logo`).
 */
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { MAIN_LOGO_SETTING, upsertSiteSetting } from '@/lib/data/site-settings';
import { ownStorageLocation } from '@/lib/storage';
import { FILES_TAB_PURPOSE } from '@/lib/storage/uploads';
import { orNull } from '@/lib/validation/admin-shared';
import { FILE_UPLOAD_FIELDS, FILES_MESSAGES, fileUploadSchema } from '@/lib/validation/admin-files';

import { defineAction } from './define';

export const recordUploadedFile = defineAction({
  name: 'admin.files.upload',
  access: 'urednik',
  audit: ({ bucket, fileUrl }) => ({ targetType: 'fajl', targetId: fileUrl, summary: `Otpremljen fajl u ${bucket}` }),
  fields: FILE_UPLOAD_FIELDS,
  sanitize: ['description'],
  schema: fileUploadSchema,
  // Only the logo is on public pages (the header); other files are linked by hand.
  revalidate: (values) => (values.bucket === 'logos' ? [CACHE_TAGS.siteSettings] : []),
  success: FILES_MESSAGES.uploaded,
  failureMessage: FILES_MESSAGES.failed,
  async handle({ bucket, fileUrl, description }, { ctx, caller, succeed, fail }) {
    const location = ownStorageLocation(fileUrl, FILES_TAB_PURPOSE[bucket]);
    if (!location) return fail(FILES_MESSAGES.fileNotOurs, { fieldErrors: { fileUrl: [FILES_MESSAGES.fileNotOurs] } });
    const key = bucket === 'logos' ? MAIN_LOGO_SETTING : `${bucket}-${location.path}`;
    await upsertSiteSetting(
      ctx.db,
      { key, value: fileUrl, description: orNull(description), updatedBy: caller.user.id },
      ctx.now,
    );
    return succeed(undefined, FILES_MESSAGES.uploadedTo(bucket));
  },
});
