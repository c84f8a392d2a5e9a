import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { MemberRecordView } from '@/components/admin/members/member-record';
import { storedTextIn } from '@/lib/i18n/texts';
import { requireAdmin } from '@/lib/auth/admin';
import { readMemberRecord } from '@/lib/data/admin-members';
import { pageScript } from '@/lib/i18n/page-script';
import { isUuid } from '@/lib/validation/shared';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Član') };
}

/** /admin/members/{id}: one member's profile, activity and decisions, with what an admin may decide next. */
export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await requireAdmin('moderator', `/admin/members/${id}`);
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  if (!isUuid(id)) notFound();
  const record = await readMemberRecord(id);
  if (!record) notFound();
  const { script, t } = await pageScript();
  return (
    <AdminSubpage
      title={storedTextIn(script)(record.profile.fullName)}
      description={t('Profil člana, njegova aktivnost na platformi i sve odluke tima o njemu.')}
      backHref={`/admin?tab=members${record.profile.approvalStatus === 'pending' ? '' : `&status=${record.profile.approvalStatus}`}`}
    >
      <MemberRecordView record={record} />
    </AdminSubpage>
  );
}
