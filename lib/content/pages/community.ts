import type { SectionDefaults } from '../types';

/** Editable texts of /community (content_sections rows); seeded as-is, shown when a row is missing. */
export const communitySections = {} satisfies SectionDefaults;
