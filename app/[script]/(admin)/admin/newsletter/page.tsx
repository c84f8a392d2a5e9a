import type { Metadata } from 'next';
import Link from 'next/link';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { ISSUE_STATUS_LABELS } from '@/components/admin/newsletter/issue-status';
import { NewIssueForm } from '@/components/admin/newsletter/new-issue-form';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { readIssuesPanelPage } from '@/lib/data/newsletter-issues';
import { formatFullDateTime } from '@/lib/format/date';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageHref, pageNumberFrom, PAGE_PARAM } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';
import { AUDIENCE_LABELS } from '@/lib/validation/admin-newsletter';

export const metadata: Metadata = { title: 'Newsletter' };

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
  return (
    <AdminSubpage
      title="Newsletter"
      description="Izdanja koja se šalju pretplatnicima na newsletter i članovima, bez praćenja otvaranja i klikova. Poslata izdanja su u arhivi na /newsletter."
    >
      <NewIssueForm posts={posts} />
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-xl font-bold">Izdanja</h2>
        {issues.items.length === 0 ? (
          <p className="text-muted-foreground">Još nema izdanja.</p>
        ) : (
          <ul className="grid gap-3">
            {issues.items.map((issue) => (
              <li key={issue.id} className="grid gap-1 rounded-xl border p-3">
                <Link
                  href={`${PATH}/${issue.id}`}
                  className="font-semibold break-words text-primary underline-offset-4 hover:underline"
                >
                  {issue.subject}
                </Link>
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{ISSUE_STATUS_LABELS[issue.status]}</span>
                  {' · '}
                  {AUDIENCE_LABELS[issue.audience]}
                  {issue.status === 'scheduled' && issue.scheduledAt
                    ? ` · zakazano za ${formatFullDateTime(issue.scheduledAt)}`
                    : ''}
                  {issue.sentAt ? ` · poslato ${formatFullDateTime(issue.sentAt)}` : ''}
                  {issue.recipientCount !== null ? ` · ${formatCount(issue.recipientCount, COUNTED.recipient)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination label="Stranice izdanja" of={issues} hrefFor={(number) => pageHref(PATH, {}, number)} />
      </Card>
    </AdminSubpage>
  );
}
