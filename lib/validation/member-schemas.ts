import * as z from 'zod/mini';

import { REPORT_REASONS, RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@/lib/domain/enums';
import { parseTags } from '@/lib/members/ads';

import { MESSAGE_TEXTS, MENTORSHIP_MESSAGES, REPORT_MESSAGES, RESOURCE_MESSAGES, UNKNOWN_MEMBER } from './member-texts';
import { checkboxField, isUuid, LIMITS, optionalTextField, textField } from './shared';

/** Schemas of the members' messages, reports, mentorship and the admins' resources (spec platform §5); the ads' are in ads.ts. */

export const MEMBER_LIMITS = {
  adTitle: 150,
  adDescription: 5_000,
  message: 4_000,
  reportReason: 1_000,
  mentorshipNotes: 1_000,
  resourceDescription: 2_000,
} as const;

/** One of `values`, or `fallback` when left empty (spec §5: type and category have no required rule). */
export function choiceField<T extends string>(values: readonly T[], fallback: T, message: string) {
  return z.pipe(
    textField().check(z.refine((value) => value === '' || values.includes(value as T), { error: message })),
    z.transform((value) => (value === '' ? fallback : (value as T))),
  );
}

/** An id of a row; anything else reads as "not found". */
export function idField(message: string) {
  return textField().check(z.refine(isUuid, { error: message }));
}

export const tagsField = () => z.pipe(textField(), z.transform(parseTags));

export const messageSchema = z.object({
  to: idField(MESSAGE_TEXTS.cannotStart),
  text: textField({
    required: MESSAGE_TEXTS.textRequired,
    max: { length: MEMBER_LIMITS.message, message: MESSAGE_TEXTS.textTooLong },
  }),
});
export const MESSAGE_FIELDS = ['to', 'text'] as const;

export const memberIdSchema = z.object({ memberId: idField(UNKNOWN_MEMBER) });

/** A report (docs/members.md): the reason from the list, the member's own words optional. */
const reportFields = {
  reasonCategory: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  reason: optionalTextField(MEMBER_LIMITS.reportReason, 'Opis'),
};

export const messageReportSchema = z.object({ messageId: idField(MESSAGE_TEXTS.messageNotFound), ...reportFields });
export const adReportSchema = z.object({ requestId: idField(REPORT_MESSAGES.adNotFound), ...reportFields });

export const mentorshipRequestSchema = z.object({
  mentorId: idField(UNKNOWN_MEMBER),
  focusAreas: tagsField(),
  notes: textField({ max: { length: MEMBER_LIMITS.mentorshipNotes, message: MENTORSHIP_MESSAGES.notesTooLong } }),
});

export const connectionIdSchema = z.object({ connectionId: idField(MENTORSHIP_MESSAGES.connectionNotFound) });

export const closeConnectionSchema = z.object({
  connectionId: idField(MENTORSHIP_MESSAGES.connectionNotFound),
  outcome: choiceField(['completed', 'cancelled'] as const, 'cancelled', MENTORSHIP_MESSAGES.connectionNotFound),
});

/** A link: http(s) anywhere, or a path of a file this site serves. */
function resourceLinkField() {
  return textField({ max: { length: LIMITS.url, message: RESOURCE_MESSAGES.invalidUrl } }).check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/files\/[^\s]+$/.test(value), {
      error: RESOURCE_MESSAGES.invalidUrl,
    }),
  );
}

export const resourceSchema = z
  .object({
    title: textField({
      required: RESOURCE_MESSAGES.titleRequired,
      max: { length: MEMBER_LIMITS.adTitle, message: RESOURCE_MESSAGES.titleTooLong },
    }),
    description: textField({
      max: { length: MEMBER_LIMITS.resourceDescription, message: RESOURCE_MESSAGES.descriptionTooLong },
    }),
    category: choiceField(RESOURCE_CATEGORIES, 'other', RESOURCE_MESSAGES.unknownCategory),
    resourceType: choiceField(RESOURCE_TYPES, 'guide', RESOURCE_MESSAGES.unknownType),
    externalUrl: resourceLinkField(),
    fileUrl: resourceLinkField(),
    tags: tagsField(),
    isFeatured: checkboxField(),
    isActive: checkboxField(),
  })
  .check(
    z.refine((values) => values.externalUrl !== '' || values.fileUrl !== '', {
      error: RESOURCE_MESSAGES.linkRequired,
      path: ['externalUrl'],
    }),
  );
export const RESOURCE_FIELDS = [
  'title',
  'description',
  'category',
  'resourceType',
  'externalUrl',
  'fileUrl',
  'tags',
  'isFeatured',
  'isActive',
] as const;
export type ResourceValues = z.output<typeof resourceSchema>;

export const resourceEditSchema = z.extend(resourceSchema, { id: idField(RESOURCE_MESSAGES.notFound) });
export const resourceIdSchema = z.object({ id: idField(RESOURCE_MESSAGES.notFound) });
