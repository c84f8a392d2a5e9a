import { inboxKindsFor } from './inbox';
import { hasCapability, type Capability, type StaffAccess } from './roles';

/**
 * The eight tabs of /admin in the spec's order (platform §2); the id is the `?tab=` value, and
 * `capability` what a person needs to see the tab (docs/admin.md "Uloge").
 */
export const ADMIN_TABS = [
  { id: 'content', label: 'Sadržaj', capability: 'urednik' },
  { id: 'media', label: 'Media', capability: 'urednik' },
  { id: 'events', label: 'Događaji', capability: 'organizator' },
  { id: 'submissions', label: 'Predlozi', capability: 'organizator' },
  { id: 'members', label: 'Članovi', capability: 'moderator' },
  { id: 'blog', label: 'Blog', capability: 'urednik' },
  { id: 'announcements', label: 'Obaveštenja', capability: 'urednik' },
  { id: 'files', label: 'Fajlovi', capability: 'urednik' },
] as const satisfies readonly { id: string; label: string; capability: Capability }[];

export type AdminTab = (typeof ADMIN_TABS)[number];
export type AdminTabId = AdminTab['id'];

/** The tabs a person's roles allow, in the spec's order. */
export function tabsFor(access: StaffAccess): AdminTab[] {
  return ADMIN_TABS.filter((tab) => hasCapability(access, tab.capability));
}

/**
 * The tab a `?tab=` value opens for this person: that tab when their roles allow it, else their
 * first (an admin's first is the spec's first); null when they may see none.
 */
export function adminTabFrom(value: string | undefined, access: StaffAccess): AdminTabId | null {
  const allowed = tabsFor(access);
  return (allowed.find((tab) => tab.id === value) ?? allowed[0])?.id ?? null;
}

export function adminTabHref(id: AdminTabId): string {
  return `/admin?tab=${id}`;
}

/** The pages of the panel beside the eight tabs, and what each needs. */
const ADMIN_PAGES: readonly { href: string; label: string; allowed: (access: StaffAccess) => boolean }[] = [
  { href: '/admin/inbox', label: 'Prijemno sanduče', allowed: (access) => inboxKindsFor(access).length > 0 },
  ...(
    [
      { href: '/admin/outbox', label: 'Poslata pošta', capability: 'admin' },
      { href: '/admin/moderation', label: 'Moderacija', capability: 'moderator' },
      { href: '/admin/resources', label: 'Resursi za članove', capability: 'urednik' },
      { href: '/admin/newsletter', label: 'Newsletter', capability: 'urednik' },
      { href: '/admin/tim', label: 'Tim i uloge', capability: 'admin' },
      { href: '/admin/dnevnik', label: 'Dnevnik izmena', capability: 'admin' },
    ] as const
  ).map(({ capability, ...page }) => ({
    ...page,
    allowed: (access: StaffAccess) => hasCapability(access, capability),
  })),
];

/** The pages beside the tabs this person may open. */
export function adminPagesFor(access: StaffAccess): { href: string; label: string }[] {
  return ADMIN_PAGES.filter((page) => page.allowed(access)).map(({ href, label }) => ({ href, label }));
}
