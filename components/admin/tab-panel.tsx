import type { AdminTabId } from '@/lib/admin/tabs';

import { MembersTab } from './tabs/members-tab';

/**
 * The open tab's content. Only this tab renders on the server, so only its client code is sent.
 * Each tab lives in components/admin/tabs/<id>-tab.tsx.
 */
export async function AdminTabContent({ tab }: { tab: AdminTabId }) {
  switch (tab) {
    case 'members':
      return <MembersTab />;
    default:
      return <p className="text-muted-foreground">Ovaj deo panela se priprema.</p>;
  }
}
