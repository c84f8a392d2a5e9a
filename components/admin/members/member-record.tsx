import { Card } from '@/components/ui/card';
import type { AdminMemberRecord } from '@/lib/data/admin-members';
import type { ApprovalStatus } from '@/lib/domain/enums';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { decisionsFor, MEMBER_DECISION_LABELS, MEMBER_STATUS_LABELS } from '@/lib/members/decisions';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';

import { MemberDecisionForm } from './member-decision-form';
import { MEMBER_DECISION_TEXTS } from './member-texts';

/**
 * The member's record on /admin/members/{id}: profile, activity counts, decisions, and the next
 * decision, in the page's script (what the member and the team wrote displayed converted in Cyrillic).
 */
export async function MemberRecordView({ record }: { record: AdminMemberRecord }) {
  const { profile, activity, decisions } = record;
  const { script, t } = await pageScript();
  const shown = storedTextIn(script);
  const status = profile.approvalStatus as ApprovalStatus;
  const details: [string, string | null][] = [
    ['Status', MEMBER_STATUS_LABELS[status] ?? profile.approvalStatus],
    ['Email', profile.email],
    ['Tip člana', memberTypeLabel(profile.memberType)],
    ['Faza', profile.startupStage ? startupStageLabel(profile.startupStage) : null],
    ['Industrija', profile.industry],
    ['Čime se bavi', profile.whatTheyDo],
    ['Šta nudi', profile.whatTheyOffer],
    ['Šta traži', profile.whatTheySeek],
    ['Telefon', profile.phone],
    ['-{LinkedIn}-', profile.linkedinUrl],
    ['Web sajt', profile.websiteUrl],
    ['Poeni', String(profile.points)],
    ['Prijavljen', formatWeekdayDateTime(profile.createdAt)],
  ];
  const counts: [string, number][] = [
    ['Oglasi', activity.ads],
    ['Poslate poruke', activity.messagesSent],
    ['Mentorstva', activity.mentorships],
    ['Resursi', activity.resources],
    ['Prijave protiv člana', activity.reportsAgainst],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <Card className="grid gap-3">
          <h2 className="text-xl font-semibold">{t('Profil')}</h2>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            {details
              .filter((entry): entry is [string, string] => Boolean(entry[1]))
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{t(label)}</dt>
                  <dd className="wrap-anywhere">{shown(value)}</dd>
                </div>
              ))}
          </dl>
          {profile.bio ? <p className="text-sm wrap-anywhere whitespace-pre-line">{shown(profile.bio)}</p> : null}
        </Card>
        <Card className="grid gap-3">
          <h2 className="text-xl font-semibold">{t('Aktivnost')}</h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {counts.map(([label, value]) => (
              <div key={label} className="grid gap-0.5 rounded-xl bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{t(label)}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="grid gap-3">
          <h2 className="text-xl font-semibold">{t('Istorija odluka')}</h2>
          {decisions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('O ovom članu još nije odlučeno.')}</p>
          ) : (
            <ol className="grid gap-3" aria-label={t('Istorija odluka')}>
              {decisions.map((entry) => (
                <li key={entry.id} className="grid gap-1 border-l-2 border-primary pl-3 text-sm">
                  <p>
                    <strong>{t(MEMBER_DECISION_LABELS[entry.decision])}</strong> ·{' '}
                    {t(formatWeekdayDateTime(entry.createdAt))} ·{' '}
                    <span className="wrap-anywhere">{entry.decidedByEmail}</span>
                  </p>
                  {entry.note ? <p className="whitespace-pre-line text-muted-foreground">{shown(entry.note)}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
      <Card className="grid content-start gap-3">
        <h2 className="text-xl font-semibold">{t('Odluka')}</h2>
        <MemberDecisionForm
          key={profile.approvalStatus}
          memberId={profile.id}
          memberName={shown(profile.fullName)}
          decisions={decisionsFor(profile.approvalStatus)}
          script={script}
          texts={textTableIn(script, MEMBER_DECISION_TEXTS)}
        />
      </Card>
    </div>
  );
}
