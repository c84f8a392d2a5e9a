import { COUNTED, type PluralForms } from '@/lib/format/plural';

/** The members navigation in the spec's order (platform §2 Members navigation). */
export const MEMBER_NAV_ITEMS = [
  { id: 'dashboard', href: '/members', label: 'Kontrolna tabla' },
  { id: 'profile', href: '/members/profile', label: 'Profil' },
  { id: 'directory', href: '/members/directory', label: 'Direktorijum' },
  { id: 'requests', href: '/members/requests', label: 'Oglasi & Zahtevi' },
  { id: 'messages', href: '/members/messages', label: 'Poruke' },
  { id: 'events', href: '/events', label: 'Događaji' },
  { id: 'mentorship', href: '/members/mentorship', label: 'Mentorstvo' },
  { id: 'resources', href: '/members/resources', label: 'Resursi' },
] as const;

export type MemberNavId = (typeof MEMBER_NAV_ITEMS)[number]['id'];

/** The navigation's words: its name, each link's label, and the counts' words beside two of them. */
export const MEMBER_NAV_TEXTS = {
  nav: 'Navigacija za članove',
  labels: Object.fromEntries(MEMBER_NAV_ITEMS.map((item) => [item.id, item.label])) as Record<MemberNavId, string>,
  counted: { requests: COUNTED.activeAd, messages: COUNTED.unreadMessage } as Partial<Record<MemberNavId, PluralForms>>,
};

export type MemberNavTexts = typeof MEMBER_NAV_TEXTS;

/** Whether a navigation item is the current page: the dashboard only on itself, others on their subtree. */
export function isCurrentNavItem(href: string, pathname: string): boolean {
  if (href === '/members') return pathname === '/members';
  return pathname === href || pathname.startsWith(`${href}/`);
}
