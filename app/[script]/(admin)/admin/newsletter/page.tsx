import Link from 'next/link';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { ISSUE_STATUS_LABELS } from '@/components/admin/newsletter/issue-status';
import { NewIssueForm } from '@/components/admin/newsletter/new-issue-form';
import { NEW_ISSUE_TEXTS } from '@/components/admin/newsletter/newsletter-texts';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { readIssuesPanelPage } from '@/lib/data/newsletter-issues';
import { formatFullDateTime } from '@/lib/format/date';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { pageHref, pageNumberFrom, PAGE_PARAM } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';
import { AUDIENCE_LABELS } from '@/lib/validation/admin-newsletter';

export const generateMetadata = titleInScript('Newsletter');

const PATH = '/admin/newsletter';

/**
 * /admin/newsletter (issue 51): every issue, the most recently changed first, 20 per page
 * (`?strana=N`), and 'Novo izdanje'. Editors and admins.
 */
export default async function NewsletterIssuesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageNumberFrom((await searchParams)[PAGE_PARAM]);
  const access = await requireAdmin('urednik', pageHref(PATH, {}, page));
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const { issues, posts } = await readIssuesPanelPage(page);
  const { script, t, href } = await pageScript();
  const shown = storedTextIn(script);
  return (
    <AdminSubpage
      title={t('Newsletter')}
      description={t(
        'Izdanja koja se šalju pretplatnicima na newsletter i članovima, bez praćenja otvaranja i klikova. Poslata izdanja su u arhivi na /newsletter.',
      )}
    >
      <NewIssueForm
        posts={posts.map((post) => ({ ...post, title: shown(post.title) }))}
        script={script}
        texts={textTableIn(script, NEW_ISSUE_TEXTS)}
      />
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-xl font-bold">{t('Izdanja')}</h2>
        {issues.items.length === 0 ? (
          <p className="text-muted-foreground">{t('Još nema izdanja.')}</p>
        ) : (
          <ul className="grid gap-3">
            {issues.items.map((issue) => (
              <li key={issue.id} className="grid gap-1 rounded-xl border p-3">
                <Link
                  href={href(`${PATH}/${issue.id}`)}
                  className="font-semibold break-words text-primary underline-offset-4 hover:underline"
                >
                  {shown(issue.subject)}
                </Link>
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{t(ISSUE_STATUS_LABELS[issue.status])}</span>
                  {' · '}
                  {t(AUDIENCE_LABELS[issue.audience])}
                  {issue.status === 'scheduled' && issue.scheduledAt
                    ? t(` · zakazano za ${formatFullDateTime(issue.scheduledAt)}`)
                    : ''}
                  {issue.sentAt ? t(` · poslato ${formatFullDateTime(issue.sentAt)}`) : ''}
                  {issue.recipientCount !== null ? t(` · ${formatCount(issue.recipientCount, COUNTED.recipient)}`) : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination label={t('Stranice izdanja')} of={issues} hrefFor={(number) => href(pageHref(PATH, {}, number))} />
      </Card>
    </AdminSubpage>
  );
}
