import type { Metadata } from 'next';

import { MemberDashboard } from '@/components/members/dashboard';
import { getRequestContext } from '@/lib/auth';
import { getMemberBadgeCounts, requireMember } from '@/lib/auth/member';
import { listActiveEvents } from '@/lib/data/events';
import { memberDashboardStats } from '@/lib/data/members';

export const metadata: Metadata = { title: 'Kontrolna tabla' };

/** /members (spec §2): an approved member's dashboard. */
export default async function MemberDashboardPage() {
  const { member } = await requireMember();
  const [badges, activeEvents, ctx] = await Promise.all([
    getMemberBadgeCounts(member.id),
    listActiveEvents(),
    getRequestContext(),
  ]);
  const stats = memberDashboardStats(badges, activeEvents, ctx.now);
  return <MemberDashboard fullName={member.fullName} stats={stats} />;
}
