import Link from 'next/link';

import { FlagIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { OwnReport } from '@/lib/data/own-reports';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import type { ScriptText } from '@/lib/i18n/texts';
import { ADS_PATH } from '@/lib/members/ads';
import { REPORT_REASON_LABELS } from '@/lib/members/reports';
import { MODERATION_OUTCOME_TEXTS } from '@/lib/validation/member-texts';

const KIND_LABELS: Record<OwnReport['kind'], string> = { message: 'Poruka', ad: 'Oglas' };

/** 'Na čekanju', or the decision and its date. */
function ReportStatus({ report, t }: { report: OwnReport; t: ScriptText }) {
  if (!report.outcome || !report.decidedAt)
    return (
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
        {t(MODERATION_OUTCOME_TEXTS.reportPending)}
      </span>
    );
  return (
    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-ink">
      {t(MODERATION_OUTCOME_TEXTS.reportOutcomes[report.outcome])} ·{' '}
      <time dateTime={report.decidedAt.toISOString()}>{t(formatLongDate(report.decidedAt))}</time>
    </span>
  );
}

/** One report the member filed: what, whose, when, why, and where it stands, in the page's script. */
export async function OwnReportCard({ report }: { report: OwnReport }) {
  const { t } = await pageScript();
  const headingId = `report-${report.id}`;
  const subject = t(report.subject);
  return (
    <Card className="grid gap-2" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">{t(KIND_LABELS[report.kind])}</span>
        <ReportStatus report={report} t={t} />
      </div>
      <h2 id={headingId} className="line-clamp-3 font-semibold break-words whitespace-pre-line">
        {report.kind === 'ad' ? `„${subject}“` : subject}
      </h2>
      <p className="text-sm text-muted-foreground">
        {report.reportedName ? `${t(report.reportedName)} · ` : null}
        {t('Prijavljeno')} <time dateTime={report.createdAt.toISOString()}>{t(formatLongDate(report.createdAt))}</time>{' '}
        · {t(REPORT_REASON_LABELS[report.reasonCategory])}
      </p>
    </Card>
  );
}

export async function OwnReportsEmptyState() {
  const { t, href } = await pageScript();
  return (
    <EmptyState
      icon={FlagIcon}
      title={t('Još niste poslali nijednu prijavu')}
      description={t(
        'Poruku ili oglas koji krši pravila zajednice prijavite dugmetom „Prijavi”. Ovde ćete videti šta su moderatori odlučili.',
      )}
    >
      <Link href={href(ADS_PATH)} className={buttonVariants({ variant: 'outline' })}>
        {t('Oglasi & Zahtevi')}
      </Link>
    </EmptyState>
  );
}
