import type { Metadata } from 'next';

import { MemberDashboard } from '@/components/members/dashboard';
import { getMemberBadgeCounts, requireMember } from '@/lib/auth/member';
import { listUpcomingEvents } from '@/lib/data/events';
import { memberDashboardStats } from '@/lib/data/members';

export const metadata: Metadata = { title: 'Kontrolna tabla' };

/** /members (spec §2): an approved member's dashboard. */
export default async function MemberDashboardPage() {
  const { member } = await requireMember();
  const [badges, upcoming] = await Promise.all([getMemberBadgeCounts(member.id), listUpcomingEvents(1)]);
  const stats = memberDashboardStats(badges, upcoming.total);
  return <MemberDashboard fullName={member.fullName} stats={stats} />;
}
