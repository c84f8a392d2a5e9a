import { CONTENT_MESSAGES, CONTENT_SECTION_LABELS } from '@/lib/validation/admin-content';

/** A section's texts, in the order the card shows them. */
export const SECTION_FIELDS = ['title', 'subtitle', 'content', 'buttonText', 'buttonLink'] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];

/** The 'Sadržaj' tab's card words, typed in Latin (converted on the server for Cyrillic). */
export const CONTENT_SECTION_TEXTS = {
  labels: CONTENT_SECTION_LABELS,
  page: 'Stranica:',
  edit: 'Uredi',
  editForm: 'Uređivanje sekcije',
  contentHint: 'Prazan red odvaja pasuse.',
  linkPlaceholder: '-{/join}- ili https://…',
  saveFailed: CONTENT_MESSAGES.saveFailed,
};

export type ContentSectionTexts = typeof CONTENT_SECTION_TEXTS;
