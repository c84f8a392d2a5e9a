import type { SectionDefaults } from '../types';

/** Editable texts of /mentors (content_sections rows); seeded as-is, shown when a row is missing. */
export const mentorsSections = {} satisfies SectionDefaults;
