import { UserCheckIcon } from '@/components/ui/icons';
import { MemberDecisionButtons } from '@/components/admin/member-decision';
import { Card } from '@/components/ui/card';
import { getRequestContext } from '@/lib/auth';
import { listPendingMembers } from '@/lib/data/members';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';

/** 'Članovi' (spec §2): only pending members, newest first, each approved or rejected here. */
export async function MembersTab() {
  const ctx = await getRequestContext();
  const members = await listPendingMembers(ctx.db);
  return (
    <section aria-labelledby="members-tab-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="members-tab-heading" className="text-xl font-semibold">
          Članovi na čekanju ({members.length})
        </h2>
        <p className="text-sm text-muted-foreground">
          Odobreni članovi dobijaju pristup platformi; o odluci ih obaveštavamo email-om.
        </p>
      </div>
      {members.length === 0 ? (
        <Card className="grid justify-items-center gap-2 py-10 text-center">
          <UserCheckIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold">Nema članova koji čekaju odobrenje.</p>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {members.map((member) => (
            <li key={member.id}>
              <Card className="grid gap-3" aria-label={member.fullName}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid gap-0.5">
                    <h3 className="text-lg font-semibold">{member.fullName}</h3>
                    <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                  </div>
                  <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
                    {memberTypeLabel(member.memberType)}
                  </span>
                </div>
                <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {(
                    [
                      ['Čime se bavi', member.whatTheyDo],
                      ['Industrija', member.industry],
                      ['Faza', member.startupStage ? startupStageLabel(member.startupStage) : null],
                      ['Telefon', member.phone],
                      ['LinkedIn', member.linkedinUrl],
                      ['Prijavljen', `${formatWeekdayDate(member.createdAt)} u ${formatTime(member.createdAt)}`],
                    ] as const
                  )
                    .filter(([, value]) => value)
                    .map(([label, value]) => (
                      <div key={label} className="flex gap-2">
                        <dt className="text-muted-foreground">{label}:</dt>
                        <dd className="break-all">{value}</dd>
                      </div>
                    ))}
                </dl>
                {member.bio ? <p className="text-sm whitespace-pre-line">{member.bio}</p> : null}
                <MemberDecisionButtons memberId={member.id} memberName={member.fullName} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
