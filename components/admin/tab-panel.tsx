import type { AdminTabId } from '@/lib/admin/tabs';

import { ContentTab } from './tabs/content-tab';
import { EventsTab } from './tabs/events-tab';
import { FilesTab } from './tabs/files-tab';
import { MediaTab } from './tabs/media-tab';
import { SubmissionsTab } from './tabs/submissions-tab';

/**
 * The open tab's content. Only this tab renders on the server, so only its client code is sent.
 * Each tab lives in components/admin/tabs/<id>-tab.tsx.
 */
export async function AdminTabContent({ tab }: { tab: AdminTabId }) {
  switch (tab) {
    case 'content':
      return <ContentTab />;
    case 'media':
      return <MediaTab />;
    case 'events':
      return <EventsTab />;
    case 'submissions':
      return <SubmissionsTab />;
    case 'files':
      return <FilesTab />;
    default:
      return <p className="text-muted-foreground">Ovaj deo panela se priprema.</p>;
  }
}
