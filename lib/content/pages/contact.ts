import type { SectionDefaults } from '../types';

/** Editable texts of /contact (content_sections rows); seeded as-is, shown when a row is missing. */
export const contactSections = {} satisfies SectionDefaults;
