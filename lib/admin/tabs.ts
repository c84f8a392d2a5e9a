/** The eight tabs of /admin in the spec's order (platform §2); the id is the `?tab=` value. */
export const ADMIN_TABS = [
  { id: 'content', label: 'Sadržaj' },
  { id: 'media', label: 'Media' },
  { id: 'events', label: 'Događaji' },
  { id: 'submissions', label: 'Predlozi' },
  { id: 'members', label: 'Članovi' },
  { id: 'blog', label: 'Blog' },
  { id: 'announcements', label: 'Obaveštenja' },
  { id: 'files', label: 'Fajlovi' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tab a `?tab=` value opens; anything unknown opens the first. */
export function adminTabFrom(value: string | undefined): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? ADMIN_TABS[0].id;
}

export function adminTabHref(id: AdminTabId): string {
  return `/admin?tab=${id}`;
}
