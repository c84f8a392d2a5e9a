import type { AdminMemberCard } from '@/lib/data/admin-members';
import { formatWeekdayDateTime } from '@/lib/format/date';
import type { ScriptText, StoredText } from '@/lib/i18n/texts';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';

import type { MemberRow } from './member-items';

/**
 * A member of the panel's list as its card shows them (`MemberItems`), labels and dates in words
 * here, in the page's script: `t` for the panel's words, `shown` for what the member wrote.
 */
export function memberRow(member: AdminMemberCard, t: ScriptText, shown: StoredText): MemberRow {
  const details: [string, string | null][] = [
    ['Čime se bavi', member.whatTheyDo],
    ['Industrija', member.industry],
    ['Faza', member.startupStage ? startupStageLabel(member.startupStage) : null],
    ['Telefon', member.phone],
    ['-{LinkedIn}-', member.linkedinUrl],
    ['Prijavljen', formatWeekdayDateTime(member.createdAt)],
  ];
  return {
    id: member.id,
    fullName: shown(member.fullName),
    email: member.email,
    type: t(memberTypeLabel(member.memberType)),
    details: details
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([label, value]) => [t(label), shown(value)]),
    bio: member.bio === null ? null : shown(member.bio),
    pending: member.approvalStatus === 'pending',
  };
}
