import type { SectionDefaults } from '../types';

/** Editable texts of /events (content_sections rows); seeded as-is, shown when a row is missing. */
export const eventsSections = {} satisfies SectionDefaults;
