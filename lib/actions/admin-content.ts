'use server';

/** The admin 'Sadržaj' tab (spec platform §2, §7): a content section's texts. */
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { updateContentSection } from '@/lib/data/content';
import { ADMIN_MESSAGES, orNull } from '@/lib/validation/admin-shared';
import { CONTENT_MESSAGES, CONTENT_SECTION_FIELDS, contentSectionSchema } from '@/lib/validation/admin-content';

import { defineAction } from './define';

export const saveContentSection = defineAction({
  name: 'admin.content.update',
  access: 'urednik',
  audit: ({ id, title }) => ({
    targetType: 'sekcija',
    targetId: id,
    summary: title ? `Izmenjen tekst sekcije „${title}”` : 'Izmenjen tekst sekcije',
  }),
  fields: CONTENT_SECTION_FIELDS,
  sanitize: ['title', 'subtitle', 'content', 'buttonText'],
  schema: contentSectionSchema,
  revalidate: [CACHE_TAGS.contentSections],
  success: CONTENT_MESSAGES.saved,
  failureMessage: CONTENT_MESSAGES.saveFailed,
  async handle({ id, ...values }, { ctx, succeed, fail }) {
    const saved = await updateContentSection(
      ctx.db,
      id,
      {
        title: orNull(values.title),
        subtitle: orNull(values.subtitle),
        content: orNull(values.content),
        buttonText: orNull(values.buttonText),
        buttonLink: orNull(values.buttonLink),
      },
      ctx.now,
    );
    return saved ? succeed() : fail(ADMIN_MESSAGES.unknownItem);
  },
});
