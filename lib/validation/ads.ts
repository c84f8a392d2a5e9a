/** Schemas of the ads' forms (spec platform §5): post, edit, and the own ad's buttons; texts in ads-texts.ts. */
import * as z from 'zod/mini';

import { AD_CATEGORIES, AD_TYPES } from '@/lib/domain/enums';

import { AD_MESSAGES } from './ads-texts';
import { choiceField, idField, MEMBER_LIMITS, tagsField } from './member-schemas';
import { textField } from './shared';

export { AD_MESSAGES };

export const adSchema = z.object({
  title: textField({
    required: AD_MESSAGES.titleRequired,
    max: { length: MEMBER_LIMITS.adTitle, message: AD_MESSAGES.titleTooLong },
  }),
  description: textField({
    required: AD_MESSAGES.descriptionRequired,
    max: { length: MEMBER_LIMITS.adDescription, message: AD_MESSAGES.descriptionTooLong },
  }),
  requestType: choiceField(AD_TYPES, 'seeking', AD_MESSAGES.unknownType),
  category: choiceField(AD_CATEGORIES, 'other', AD_MESSAGES.unknownCategory),
  tags: tagsField(),
});
export const AD_FIELDS = ['title', 'description', 'requestType', 'category', 'tags'] as const;
export type AdValues = z.output<typeof adSchema>;

export const adEditSchema = z.extend(adSchema, { id: idField(AD_MESSAGES.notFound) });
export const AD_EDIT_FIELDS = ['id', ...AD_FIELDS] as const;

export const adIdSchema = z.object({ id: idField(AD_MESSAGES.notFound) });
