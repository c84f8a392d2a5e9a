import type { SectionDefaults } from '../types';

/** Editable texts of /join (content_sections rows); seeded as-is, shown when a row is missing. */
export const joinSections = {} satisfies SectionDefaults;
