import type { SectionDefaults } from '../types';

/** Editable texts of / (content_sections rows); seeded as-is, shown when a row is missing. */
export const homeSections = {} satisfies SectionDefaults;
