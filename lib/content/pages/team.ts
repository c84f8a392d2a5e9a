import type { SectionDefaults } from '../types';

/** Editable texts of /team (content_sections rows); seeded as-is, shown when a row is missing. */
export const teamSections = {} satisfies SectionDefaults;
