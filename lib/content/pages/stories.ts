import type { SectionDefaults } from '../types';

/** Editable texts of /stories (content_sections rows); seeded as-is, shown when a row is missing. */
export const storiesSections = {} satisfies SectionDefaults;
