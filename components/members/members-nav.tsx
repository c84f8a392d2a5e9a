import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { MEMBER_NAV_TEXTS, type MemberNavId } from '@/lib/members/navigation';

import { MembersNavLinks } from './members-nav-links';

/** The members navigation in the page's script (its links, names and counts' words), with the counts as read. */
export async function MembersNav({ badges }: { badges: Partial<Record<MemberNavId, number>> }) {
  const { script } = await pageScript();
  return <MembersNavLinks script={script} texts={textTableIn(script, MEMBER_NAV_TEXTS)} badges={badges} />;
}
