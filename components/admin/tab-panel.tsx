import type { AdminTabId } from '@/lib/admin/tabs';
import type { SearchParams } from '@/lib/site/search-params';

import { AnnouncementsTab } from './tabs/announcements-tab';
import { BlogTab } from './tabs/blog-tab';
import { ContentTab } from './tabs/content-tab';
import { EventsTab } from './tabs/events-tab';
import { FilesTab } from './tabs/files-tab';
import { MediaTab } from './tabs/media-tab';
import { MembersTab } from './tabs/members-tab';
import { SubmissionsTab } from './tabs/submissions-tab';

/**
 * The open tab's content. Only this tab renders on the server, so only its client code is sent.
 * Each tab lives in components/admin/tabs/<id>-tab.tsx; `searchParams` carry a tab's own state
 * (e.g. the post open in the blog editor).
 */
export async function AdminTabContent({ tab, searchParams }: { tab: AdminTabId; searchParams: SearchParams }) {
  switch (tab) {
    case 'content':
      return <ContentTab />;
    case 'media':
      return <MediaTab />;
    case 'events':
      return <EventsTab searchParams={searchParams} />;
    case 'submissions':
      return <SubmissionsTab />;
    case 'files':
      return <FilesTab />;
    case 'members':
      return <MembersTab searchParams={searchParams} />;
    case 'blog':
      return <BlogTab searchParams={searchParams} />;
    case 'announcements':
      return <AnnouncementsTab />;
  }
}
