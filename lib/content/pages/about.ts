import type { SectionDefaults } from '../types';

/** Editable texts of /about (content_sections rows); seeded as-is, shown when a row is missing. */
export const aboutSections = {} satisfies SectionDefaults;
