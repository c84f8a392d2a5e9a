import Link from 'next/link';

import { PostContent } from '@/components/blog/post-content';
import { NewsletterCard } from '@/components/forms/newsletter-card';
import { buttonVariants } from '@/components/ui/button';
import { FileQuestionIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import type { ArchivedIssue, ArchivedIssueSummary } from '@/lib/data/newsletter-issues';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import type { Page } from '@/lib/site/paging';

/** The archive's address of page N (page 1 is /newsletter itself). */
export function archivePagePath(page: number): string {
  return page > 1 ? `/newsletter/strana/${page}` : '/newsletter';
}

/** The sign-up form beside the archive's lists and issues. */
async function SignUpAside() {
  const { t } = await pageScript();
  return (
    <aside aria-label={t('Prijava na newsletter')} className="lg:sticky lg:top-24 lg:self-start">
      <NewsletterCard layout="vertical" showIcon />
    </aside>
  );
}

/** /newsletter and /newsletter/strana/N: the sent issues, newest first, with the sign-up form. */
export async function ArchiveListView({ archive }: { archive: Page<ArchivedIssueSummary> }) {
  const { t, href } = await pageScript();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="newsletter-archive-title" className="grid content-start gap-6">
        <header className="grid gap-2">
          <h1 id="newsletter-archive-title" className="text-3xl font-black tracking-tight sm:text-4xl">
            {t('Newsletter arhiva')}
          </h1>
          <p className="text-muted-foreground">{t('Sva poslata izdanja našeg newslettera, od najnovijeg.')}</p>
        </header>
        {archive.items.length === 0 ? (
          <p className="text-muted-foreground">
            {t(archive.page > 1 ? 'Na ovoj stranici nema izdanja.' : 'Još nijedno izdanje nije poslato.')}{' '}
            {archive.page > 1 ? (
              <Link
                href={href(archivePagePath(Math.min(archive.page - 1, archive.pageCount)))}
                className="text-primary underline"
              >
                {t('Nazad na poslednju stranicu')}
              </Link>
            ) : null}
          </p>
        ) : (
          <ol className="grid gap-4">
            {archive.items.map((issue) => (
              <li key={issue.slug} className="rounded-2xl border bg-card p-5 shadow-sm">
                <article className="grid gap-2">
                  <h2 className="text-xl font-bold break-words">
                    <Link href={href(`/newsletter/${issue.slug}`)} className="hover:text-primary hover:underline">
                      {issue.subject}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={issue.sentAt}>{t(formatLongDate(issue.sentAt))}</time>
                  </p>
                  {issue.intro ? <p className="text-foreground/90">{issue.intro}</p> : null}
                </article>
              </li>
            ))}
          </ol>
        )}
        <Pagination
          label={t('Stranice arhive')}
          of={archive}
          hrefFor={(page) => href(archivePagePath(page))}
          className="mt-4"
        />
      </section>
      <SignUpAside />
    </div>
  );
}

/** /newsletter/{slug}: one sent issue as the mail's web version, with the sign-up form. */
export async function ArchivedIssueView({ issue, html }: { issue: ArchivedIssue; html: string }) {
  const { t, href } = await pageScript();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <article aria-labelledby="issue-title" className="grid content-start gap-6">
        <nav aria-label={t('Putanja')} className="text-sm">
          <Link href={href('/newsletter')} className="text-primary underline-offset-4 hover:underline">
            {t('Newsletter arhiva')}
          </Link>
        </nav>
        <header className="grid gap-3">
          <h1 id="issue-title" className="text-3xl font-black tracking-tight text-balance break-words sm:text-4xl">
            {issue.subject}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('Poslato ')}
            <time dateTime={issue.sentAt}>{t(formatLongDate(issue.sentAt))}</time>
          </p>
          {issue.intro ? <p className="text-lg whitespace-pre-line text-muted-foreground">{issue.intro}</p> : null}
        </header>
        <PostContent html={html} />
        {issue.sourcePost ? (
          <p>
            {t('Na blogu:')}{' '}
            <Link
              href={href(`/blog/${issue.sourcePost.slug}`)}
              className="font-medium text-primary underline underline-offset-4"
            >
              {issue.sourcePost.title}
            </Link>
          </p>
        ) : null}
      </article>
      <SignUpAside />
    </div>
  );
}

/** An unknown slug; proxy.ts answers it with HTTP 404, and this markup is in the page's HTML. */
export async function IssueNotFound() {
  const { t, href } = await pageScript();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestionIcon className="size-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold">{t('Izdanje nije pronađeno')}</h1>
      <p className="mt-2 text-muted-foreground">
        {t('Izdanje newslettera koje tražite ne postoji ili još nije poslato.')}
      </p>
      <Link href={href('/newsletter')} className={buttonVariants({ className: 'mt-8' })}>
        {t('Newsletter arhiva')}
      </Link>
    </section>
  );
}
