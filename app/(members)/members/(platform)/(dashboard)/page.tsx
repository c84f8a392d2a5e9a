import type { Metadata } from 'next';

import { MemberDashboard } from '@/components/members/dashboard';
import { MyEvents } from '@/components/members/my-events';
import { getRequestContext } from '@/lib/auth';
import { getMemberBadgeCounts, requireMember } from '@/lib/auth/member';
import { listMemberRegistrations } from '@/lib/data/event-registrations';
import { listUpcomingEvents } from '@/lib/data/events';
import { memberDashboardStats } from '@/lib/data/members';

export const metadata: Metadata = { title: 'Kontrolna tabla' };

/** /members (spec §2): an approved member's dashboard. */
export default async function MemberDashboardPage() {
  const { member } = await requireMember();
  const { db, now } = await getRequestContext();
  const [badges, upcoming, registrations] = await Promise.all([
    getMemberBadgeCounts(member.id),
    listUpcomingEvents(1),
    listMemberRegistrations(db, member.id, now),
  ]);
  const stats = memberDashboardStats(badges, upcoming.total);
  return (
    <MemberDashboard fullName={member.fullName} stats={stats} myEvents={<MyEvents registrations={registrations} />} />
  );
}
