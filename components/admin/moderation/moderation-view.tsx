import Link from 'next/link';

import { type ScriptText, type StoredText, storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { countedTabs, TabbedList } from '@/components/admin/tabbed-list';
import { formatDateTime } from '@/lib/format/date';
import { pageScript, type PageScript } from '@/lib/i18n/page-script';
import type { ModerationReport, ReportFilter, ReportParty } from '@/lib/data/moderation';
import { MEMBER_STATUS_LABELS } from '@/lib/members/decisions';
import { pageHref, type Page } from '@/lib/site/paging';
import { REPORT_REASON_LABELS, REPORT_RESOLUTION_LABELS } from '@/lib/members/reports';
import type { ApprovalStatus } from '@/lib/domain/enums';

import { ReportActions } from './report-actions';
import { REPORT_ACTIONS_TEXTS } from './report-actions-texts';

const FILTER_LABELS: Record<ReportFilter, string> = { open: 'Otvorene', closed: 'Zatvorene' };

/** The page's address for a tab (none for the open reports) and a page (none for the first). */
export function moderationHref(filter: ReportFilter, page = 1): string {
  return pageHref('/admin/moderation', { status: filter === 'open' ? undefined : filter }, page);
}

function Party({
  label,
  party,
  page: { t, href },
  shown,
}: {
  label: string;
  party: ReportParty | null;
  page: PageScript;
  shown: StoredText;
}) {
  return (
    <div>
      <dt className="inline font-medium text-muted-foreground">{label}: </dt>
      <dd className="inline">
        {party ? (
          <>
            <Link
              href={href(`/admin/members/${party.id}`)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {shown(party.fullName)}
            </Link>{' '}
            <span className="text-muted-foreground">
              ({t(MEMBER_STATUS_LABELS[party.approvalStatus as ApprovalStatus] ?? party.approvalStatus)})
            </span>
          </>
        ) : (
          t('obrisan nalog')
        )}
      </dd>
    </div>
  );
}

/** The reported message in its conversation, or the ad as it is now; the snapshot when it is gone. */
function ReportedContent({ report, t, shown }: { report: ModerationReport; t: ScriptText; shown: StoredText }) {
  if (report.kind === 'message' && report.conversation.length > 0) {
    return (
      <ol className="grid gap-2" aria-label={t('Razgovor oko prijavljene poruke')}>
        {report.conversation.map((message) => (
          <li
            key={message.id}
            className={
              message.reported
                ? 'rounded-xl border-2 border-destructive bg-destructive/5 p-3 text-sm'
                : 'rounded-xl bg-muted p-3 text-sm'
            }
          >
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{shown(message.fromName)}</span> ·{' '}
              {formatDateTime(message.createdAt)}
              {message.reported ? t(' · prijavljena poruka') : ''}
              {message.hidden ? t(' · sakrivena') : ''}
            </p>
            <p className="break-words whitespace-pre-line">{shown(message.text)}</p>
          </li>
        ))}
      </ol>
    );
  }
  if (report.kind === 'ad' && report.ad) {
    return (
      <div className="grid gap-1 rounded-xl border-2 border-destructive bg-destructive/5 p-3 text-sm">
        <p className="text-xs text-muted-foreground">
          {t('Oglas')} · {t(report.ad.hidden ? 'zatvorio administrator' : report.ad.isActive ? 'aktivan' : 'zatvoren')}
        </p>
        <p className="font-semibold break-words">{shown(report.ad.title)}</p>
        <p className="break-words whitespace-pre-line">{shown(report.ad.description)}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
      <p className="text-xs text-muted-foreground">{t('Sadržaj je obrisan; prijavljeni tekst:')}</p>
      <p className="break-words whitespace-pre-line">{shown(report.snapshot)}</p>
    </div>
  );
}

/**
 * 'Moderacija': open reports (oldest first) with their actions, or the closed ones with what was
 * done; each tab with its count, one page at a time.
 */
export async function ModerationView({
  filter,
  reports: page,
  counts,
}: {
  filter: ReportFilter;
  reports: Page<ModerationReport>;
  counts: Record<ReportFilter, number>;
}) {
  const reports = page.items;
  const inScript = await pageScript();
  const { script, t, href } = inScript;
  const shown = storedTextIn(script);
  const actionTexts = { ...textTableIn(script, REPORT_ACTIONS_TEXTS), script };
  return (
    <TabbedList
      label={t('Status prijava')}
      idPrefix="moderation"
      active={filter}
      tabs={countedTabs(textTableIn(script, FILTER_LABELS), (id) => href(moderationHref(id)), counts)}
      emptyText={
        reports.length === 0 ? t(filter === 'open' ? 'Nema otvorenih prijava.' : 'Nema zatvorenih prijava.') : null
      }
      pager={{
        label: t('Stranice prijava'),
        of: page,
        hrefFor: (number) => href(moderationHref(filter, number)),
      }}
    >
      {reports.map((report) => {
        const heading = shown(
          `${report.kind === 'ad' ? 'Prijavljen oglas' : 'Prijavljena poruka'}: ${
            report.reportedMember?.fullName ?? 'obrisan nalog'
          }`,
        );
        return (
          <li key={report.id}>
            <article aria-label={heading} className="grid gap-3 rounded-2xl border bg-card p-4">
              <header className="grid gap-0.5">
                <h2 className="font-semibold break-words">{heading}</h2>
                <p className="text-sm text-muted-foreground">
                  {t('Prijavljeno')} {formatDateTime(report.createdAt)}
                </p>
              </header>
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <Party label={t('Prijavio/la')} party={report.reporter} page={inScript} shown={shown} />
                <Party label={t('Autor sadržaja')} party={report.reportedMember} page={inScript} shown={shown} />
                <div className="sm:col-span-2">
                  <dt className="inline font-medium text-muted-foreground">{t('Razlog: ')}</dt>
                  <dd className="inline">
                    {t(REPORT_REASON_LABELS[report.reasonCategory])}
                    {report.reason ? ` — ${shown(report.reason)}` : ''}
                  </dd>
                </div>
              </dl>
              <ReportedContent report={report} t={t} shown={shown} />
              {report.resolution ? (
                <p className="text-sm">
                  <strong>{t(REPORT_RESOLUTION_LABELS[report.resolution])}</strong>
                  {report.resolvedAt ? ` · ${formatDateTime(report.resolvedAt)}` : ''}
                  {report.resolvedByEmail ? ` · ${report.resolvedByEmail}` : ''}
                  {report.resolutionNote ? ` · ${shown(report.resolutionNote)}` : ''}
                </p>
              ) : (
                <ReportActions
                  reportId={report.id}
                  kind={report.kind}
                  contentAvailable={report.contentAvailable}
                  canSuspend={report.reportedMember?.approvalStatus === 'approved'}
                  texts={actionTexts}
                />
              )}
            </article>
          </li>
        );
      })}
    </TabbedList>
  );
}
