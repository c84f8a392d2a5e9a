import Link from 'next/link';

import { FlagIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { OwnReport } from '@/lib/data/own-reports';
import { formatLongDate } from '@/lib/format/date';
import { REPORT_REASON_LABELS } from '@/lib/members/reports';
import { MODERATION_OUTCOME_TEXTS } from '@/lib/validation/member-texts';

const KIND_LABELS: Record<OwnReport['kind'], string> = { message: 'Poruka', ad: 'Oglas' };

/** 'Na čekanju', or the decision and its date. */
function ReportStatus({ report }: { report: OwnReport }) {
  if (!report.outcome || !report.decidedAt)
    return (
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
        {MODERATION_OUTCOME_TEXTS.reportPending}
      </span>
    );
  return (
    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-ink">
      {MODERATION_OUTCOME_TEXTS.reportOutcomes[report.outcome]} ·{' '}
      <time dateTime={report.decidedAt.toISOString()}>{formatLongDate(report.decidedAt)}</time>
    </span>
  );
}

/** One report the member filed: what, whose, when, why, and where it stands. */
export function OwnReportCard({ report }: { report: OwnReport }) {
  const headingId = `report-${report.id}`;
  return (
    <Card className="grid gap-2" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">{KIND_LABELS[report.kind]}</span>
        <ReportStatus report={report} />
      </div>
      <h2 id={headingId} className="line-clamp-3 font-semibold break-words whitespace-pre-line">
        {report.kind === 'ad' ? `„${report.subject}“` : report.subject}
      </h2>
      <p className="text-sm text-muted-foreground">
        {report.reportedName ? `${report.reportedName} · ` : null}
        Prijavljeno <time dateTime={report.createdAt.toISOString()}>{formatLongDate(report.createdAt)}</time> ·{' '}
        {REPORT_REASON_LABELS[report.reasonCategory]}
      </p>
    </Card>
  );
}

export function OwnReportsEmptyState() {
  return (
    <EmptyState
      icon={FlagIcon}
      title="Još niste poslali nijednu prijavu"
      description="Poruku ili oglas koji krši pravila zajednice prijavite dugmetom „Prijavi”. Ovde ćete videti šta su moderatori odlučili."
    >
      <Link href="/members/requests" className={buttonVariants({ variant: 'outline' })}>
        Oglasi & Zahtevi
      </Link>
    </EmptyState>
  );
}
