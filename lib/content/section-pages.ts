import { aboutSections } from './pages/about';
import { communitySections } from './pages/community';
import { contactSections } from './pages/contact';
import { eventsSections } from './pages/events';
import { homeSections } from './pages/home';
import { joinSections } from './pages/join';
import { mentorsSections } from './pages/mentors';
import { storiesSections } from './pages/stories';
import { teamSections } from './pages/team';

/** Which public page shows each content section, so the admin can open the page an edit changes. */
const PAGE_SECTIONS: readonly (readonly [path: string, sections: Record<string, unknown>])[] = [
  ['/', homeSections],
  ['/about', aboutSections],
  ['/mentors', mentorsSections],
  ['/team', teamSections],
  ['/events', eventsSections],
  ['/community', communitySections],
  ['/stories', storiesSections],
  ['/join', joinSections],
  ['/contact', contactSections],
];

/** The path of the page that shows a section, or null for a key no page reads. */
export function sectionPagePath(sectionKey: string): string | null {
  return PAGE_SECTIONS.find(([, sections]) => Object.hasOwn(sections, sectionKey))?.[0] ?? null;
}
