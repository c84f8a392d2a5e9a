import { notFound } from 'next/navigation';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { IssueEditor } from '@/components/admin/newsletter/issue-editor';
import { ISSUE_STATUS_LABELS } from '@/components/admin/newsletter/issue-status';
import { MailPreview } from '@/components/admin/newsletter/mail-preview';
import {
  ISSUE_EDITOR_TEXTS,
  MAIL_PREVIEW_TEXTS,
  SEND_PROGRESS_TEXTS,
} from '@/components/admin/newsletter/newsletter-texts';
import { SendProgress } from '@/components/admin/newsletter/send-progress';
import { Card } from '@/components/ui/card';
import { requireAdmin } from '@/lib/auth/admin';
import { readIssueForEditor } from '@/lib/data/newsletter-issues';
import { readAudienceCount, readIssueProgress } from '@/lib/data/newsletter-sending';
import { NEWSLETTER_AUDIENCES } from '@/lib/domain/enums';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { formatFullDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { renderNewsletterMail } from '@/lib/newsletter/render';
import { getMailSettings } from '@/lib/mail/config';
import { AUDIENCE_LABELS } from '@/lib/validation/admin-newsletter';
import { isUuid } from '@/lib/validation/shared';

export const generateMetadata = titleInScript('Izdanje newslettera');

/**
 * /admin/newsletter/{id} (issue 51): the editor of an unsent issue; while it is sent, the progress
 * bar with pause and resume; a sent issue read-only with its final figures and its mail.
 */
export default async function NewsletterIssuePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await requireAdmin('urednik', `/admin/newsletter/${id}`);
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  if (!isUuid(id)) notFound();
  const issue = await readIssueForEditor(id.toLowerCase());
  if (!issue) notFound();
  const { script, t, href } = await pageScript();
  const shown = storedTextIn(script);
  const back = href('/admin/newsletter');

  if (issue.status === 'draft' || issue.status === 'scheduled') {
    const counts = Object.fromEntries(
      await Promise.all(
        NEWSLETTER_AUDIENCES.map(async (audience) => [audience, await readAudienceCount(audience)] as const),
      ),
    ) as Record<(typeof NEWSLETTER_AUDIENCES)[number], number>;
    return (
      <AdminSubpage
        title={shown(issue.subject)}
        description={t('Uređivanje izdanja newslettera. Nacrt se sam čuva na 30 sekundi.')}
        backHref={back}
      >
        <IssueEditor
          issue={{
            id: issue.id,
            subject: issue.subject,
            intro: issue.intro,
            content: issue.content,
            audience: issue.audience,
            status: issue.status,
            scheduledAt: issue.scheduledAt,
            scheduledText: issue.scheduledAt ? t(formatFullDateTime(issue.scheduledAt)) : '',
            scheduledInput: issue.scheduledAt ? toBelgradeDateTimeInput(issue.scheduledAt) : '',
          }}
          counts={counts}
          script={script}
          texts={textTableIn(script, ISSUE_EDITOR_TEXTS)}
        />
      </AdminSubpage>
    );
  }

  const progress = await readIssueProgress(issue.id);
  const settings = getMailSettings();
  const mail = renderNewsletterMail(issue, {
    siteUrl: settings.siteUrl,
    siteName: settings.siteName,
    unsubscribeUrl: `${settings.siteUrl}/newsletter/odjava`,
  });
  return (
    <AdminSubpage
      title={shown(issue.subject)}
      description={t(
        `${ISSUE_STATUS_LABELS[issue.status]} · ${AUDIENCE_LABELS[issue.audience]}${
          issue.sentAt ? ` · poslato ${formatFullDateTime(issue.sentAt)}` : ''
        }. Izdanje koje se šalje ili je poslato ne može da se menja.`,
      )}
      backHref={back}
    >
      {progress ? (
        <SendProgress
          key={issue.status}
          issueId={issue.id}
          initial={progress}
          texts={textTableIn(script, SEND_PROGRESS_TEXTS)}
        />
      ) : null}
      {issue.status === 'sent' ? (
        <p>
          <a
            href={href(`/newsletter/${issue.slug}`)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('Izdanje u arhivi:')} <span translate="no">/newsletter/{issue.slug}</span>
          </a>
        </p>
      ) : null}
      <Card className="grid min-w-0 gap-3 p-4 sm:p-6">
        <h2 className="text-xl font-bold">{t('Mejl')}</h2>
        <MailPreview html={mail.html} texts={textTableIn(script, MAIL_PREVIEW_TEXTS)} />
      </Card>
    </AdminSubpage>
  );
}
