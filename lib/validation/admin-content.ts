import * as z from 'zod/mini';

import { ADMIN_MESSAGES, optionalLinkField, rowIdField } from './admin-shared';
import { LIMITS, optionalTextField } from './shared';

/** Texts of the 'Sadržaj' tab (spec platform §8). */
export const CONTENT_MESSAGES = {
  saved: { title: ADMIN_MESSAGES.successTitle, message: 'Sadržaj je uspešno ažuriran' },
  saveFailed: 'Greška pri čuvanju sadržaja',
  loadFailed: 'Greška pri učitavanju sadržaja',
} as const;

/** The editable fields of a content section, with their labels. */
export const CONTENT_SECTION_LABELS = {
  title: 'Naslov',
  subtitle: 'Podnaslov',
  content: 'Sadržaj',
  buttonText: 'Tekst dugmeta',
  buttonLink: 'Link dugmeta',
} as const;

/** Spec §7: a section is updated by id with title, content, subtitle, button_text, button_link. */
export const contentSectionSchema = z.object({
  id: rowIdField(),
  title: optionalTextField(LIMITS.shortText, CONTENT_SECTION_LABELS.title),
  subtitle: optionalTextField(LIMITS.shortText, CONTENT_SECTION_LABELS.subtitle),
  content: optionalTextField(LIMITS.sanitizedText, CONTENT_SECTION_LABELS.content),
  buttonText: optionalTextField(LIMITS.shortText, CONTENT_SECTION_LABELS.buttonText),
  buttonLink: optionalLinkField(CONTENT_SECTION_LABELS.buttonLink),
});

export const CONTENT_SECTION_FIELDS = ['id', 'title', 'subtitle', 'content', 'buttonText', 'buttonLink'] as const;
export type ContentSectionValues = z.output<typeof contentSectionSchema>;
