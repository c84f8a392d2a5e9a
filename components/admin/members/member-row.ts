import type { AdminMemberCard } from '@/lib/data/admin-members';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';

import type { MemberRow } from './member-items';

/** A member of the panel's list as its card shows them (`MemberItems`), labels and dates in words here. */
export function memberRow(member: AdminMemberCard): MemberRow {
  const details: [string, string | null][] = [
    ['Čime se bavi', member.whatTheyDo],
    ['Industrija', member.industry],
    ['Faza', member.startupStage ? startupStageLabel(member.startupStage) : null],
    ['Telefon', member.phone],
    ['LinkedIn', member.linkedinUrl],
    ['Prijavljen', formatWeekdayDateTime(member.createdAt)],
  ];
  return {
    id: member.id,
    fullName: member.fullName,
    email: member.email,
    type: memberTypeLabel(member.memberType),
    details: details.filter((entry): entry is [string, string] => Boolean(entry[1])),
    bio: member.bio,
    pending: member.approvalStatus === 'pending',
  };
}
