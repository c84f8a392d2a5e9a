import type { Metadata } from 'next';

import { MemberDashboard } from '@/components/members/dashboard';
import { MyEvents } from '@/components/members/my-events';
import { requireMember } from '@/lib/auth/member';
import { readMemberRegistrations } from '@/lib/data/event-registrations';
import { listUpcomingEvents } from '@/lib/data/events';
import { memberDashboardStats, readMemberBadgeCounts } from '@/lib/data/members';
import { pageScript } from '@/lib/i18n/page-script';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Kontrolna tabla') };
}

/** /members (spec §2): an approved member's dashboard. */
export default async function MemberDashboardPage() {
  const { member } = await requireMember();
  const [badges, upcoming, registrations] = await Promise.all([
    readMemberBadgeCounts(member.id),
    listUpcomingEvents(1),
    readMemberRegistrations(member.id),
  ]);
  const stats = memberDashboardStats(badges, upcoming.total);
  return (
    <MemberDashboard fullName={member.fullName} stats={stats} myEvents={<MyEvents registrations={registrations} />} />
  );
}
