import { ADMIN_TABS } from '@/lib/admin/tabs';
import { MEMBER_NAV_ITEMS } from '@/lib/members/navigation';

/** Every screen an approved member sees: the navigation's pages of the members area, and their reports. */
export const MEMBER_SCREENS = [
  ...MEMBER_NAV_ITEMS.map((item) => item.href).filter((href) => href.startsWith('/members')),
  '/members/reports',
];

/** Every screen of the panel: each tab, the approved members' list, and each page of its own. */
export const ADMIN_SCREENS = [
  ...ADMIN_TABS.map((tab) => `/admin?tab=${tab.id}`),
  '/admin?tab=members&status=approved',
  '/admin/inbox',
  '/admin/outbox',
  '/admin/moderation',
  '/admin/resources',
  '/admin/tim',
  '/admin/dnevnik',
];
