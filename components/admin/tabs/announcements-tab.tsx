import { AnnouncementsManager } from '@/components/admin/announcements/announcements-manager';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { queryAllAnnouncements } from '@/lib/data/admin-announcements';
import { ANNOUNCEMENT_MESSAGES } from '@/lib/validation/admin-announcements';

/** Obaveštenja tab (spec §2): list by priority, create and edit form, delete. */
export async function AnnouncementsTab() {
  const { db } = await getRequestContext();
  const { data: announcements, failure } = await loadTab('announcements', ANNOUNCEMENT_MESSAGES.loadFailed, () =>
    queryAllAnnouncements(db),
  );
  if (failure) return failure;
  return <AnnouncementsManager announcements={announcements} />;
}
