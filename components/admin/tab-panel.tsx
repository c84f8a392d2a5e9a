import type { AdminTabId } from '@/lib/admin/tabs';
import type { SearchParams } from '@/lib/site/search-params';

import { AnnouncementsTab } from './tabs/announcements-tab';
import { BlogTab } from './tabs/blog-tab';
import { MembersTab } from './tabs/members-tab';

/**
 * The open tab's content. Only this tab renders on the server, so only its client code is sent.
 * Each tab lives in components/admin/tabs/<id>-tab.tsx; `searchParams` carry a tab's own state
 * (e.g. the post open in the blog editor).
 */
export async function AdminTabContent({ tab, searchParams }: { tab: AdminTabId; searchParams: SearchParams }) {
  switch (tab) {
    case 'members':
      return <MembersTab />;
    case 'blog':
      return <BlogTab searchParams={searchParams} />;
    case 'announcements':
      return <AnnouncementsTab />;
    default:
      return <p className="text-muted-foreground">Ovaj deo panela se priprema.</p>;
  }
}
