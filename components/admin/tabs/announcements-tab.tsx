import { AnnouncementsManager } from '@/components/admin/announcements/announcements-manager';
import { getAnnouncementsForAdmin } from '@/lib/data/admin-announcements';
import { ANNOUNCEMENT_MESSAGES } from '@/lib/validation/admin-announcements';

/** Obaveštenja tab (spec §2): list by priority, create and edit form, delete. */
export async function AnnouncementsTab() {
  const announcements = await getAnnouncementsForAdmin();
  if (!announcements) {
    return (
      <p role="alert" className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
        <strong>Greška:</strong> {ANNOUNCEMENT_MESSAGES.loadFailed}
      </p>
    );
  }
  return <AnnouncementsManager announcements={announcements} />;
}
