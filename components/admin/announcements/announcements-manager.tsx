import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import type { AdminAnnouncement } from '@/lib/data/admin-announcements';
import { pageScript } from '@/lib/i18n/page-script';
import { ANNOUNCEMENT_FORM_TYPES, ANNOUNCEMENT_TYPE_LABELS } from '@/lib/validation/admin-announcements';

import { AnnouncementsEditor } from './announcements-editor';
import { ANNOUNCEMENTS_TEXTS } from './announcements-texts';

/** The Obaveštenja tab's form and list (`AnnouncementsEditor`) in the page's script. */
export async function AnnouncementsManager({ announcements }: { announcements: AdminAnnouncement[] }) {
  const { script, t } = await pageScript();
  const texts = {
    ...textTableIn(script, ANNOUNCEMENTS_TEXTS),
    formTypes: ANNOUNCEMENT_FORM_TYPES.map((type) => ({ ...type, label: t(type.label) })),
    typeNames: textTableIn(script, ANNOUNCEMENT_TYPE_LABELS),
  };
  return (
    <AnnouncementsEditor
      rows={announcements.map((stored) => ({ stored, shownTitle: storedTextIn(script)(stored.title) }))}
      texts={texts}
    />
  );
}
