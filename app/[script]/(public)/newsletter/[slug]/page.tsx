import type { Metadata } from 'next';

import { ArchivedIssueView, IssueNotFound } from '@/components/newsletter/archive-views';
import { getSentIssue, isSentIssueSlug } from '@/lib/data/newsletter-issues';
import { renderBlogContent } from '@/lib/blog/markdown';
import { pageScript } from '@/lib/i18n/page-script';
import { scriptAlternates } from '@/lib/seo/metadata';

interface IssuePageProps {
  params: Promise<{ slug: string }>;
}

/**
 * No issue is rendered at build (the build's database is not the server's): each renders on its
 * first request and stays in the route cache until `newsletter_issues` is revalidated (an issue
 * sent).
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: IssuePageProps): Promise<Metadata> {
  const { slug } = await params;
  const { script, t, href } = await pageScript();
  const issue = (await isSentIssueSlug(slug)) ? await getSentIssue(slug, script) : null;
  if (!issue) return { title: t('Izdanje nije pronađeno'), robots: { index: false } };
  return {
    title: issue.subject,
    description: issue.intro || undefined,
    alternates: scriptAlternates(href(`/newsletter/${issue.slug}`)),
  };
}

/**
 * /newsletter/{slug} (issue 51, item 6): one sent issue, its content through the blog's renderer
 * and sanitiser in the page's script (the mail's web version, which the mail renders in Latin
 * or in the member's script), with the sign-up form. proxy.ts answers an unknown slug
 * with status 404; rendering the view here (not throwing) puts its markup in the HTML.
 */
export default async function NewsletterIssuePage({ params }: IssuePageProps) {
  const { slug } = await params;
  // An unknown slug is not read (nor kept) one by one: the set of sent slugs answers it.
  if (!(await isSentIssueSlug(slug))) return <IssueNotFound />;
  const { script } = await pageScript();
  const issue = await getSentIssue(slug, script);
  if (!issue) return <IssueNotFound />;
  return <ArchivedIssueView issue={issue} html={renderBlogContent(issue.content, script)} />;
}
