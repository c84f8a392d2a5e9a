import type { Metadata } from 'next';

import { ArchivedIssueView, IssueNotFound } from '@/components/newsletter/archive-views';
import { getSentIssue, isSentIssueSlug } from '@/lib/data/newsletter-issues';
import { renderNewsletterContent } from '@/lib/newsletter/render';

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
  const issue = (await isSentIssueSlug(slug)) ? await getSentIssue(slug) : null;
  if (!issue) return { title: 'Izdanje nije pronađeno', robots: { index: false } };
  return {
    title: issue.subject,
    description: issue.intro || undefined,
    alternates: { canonical: `/newsletter/${issue.slug}` },
  };
}

/**
 * /newsletter/{slug} (issue 51, item 6): one sent issue, its content through the blog's renderer
 * and sanitiser (the mail's web version), with the sign-up form. proxy.ts answers an unknown slug
 * with status 404; rendering the view here (not throwing) puts its markup in the HTML.
 */
export default async function NewsletterIssuePage({ params }: IssuePageProps) {
  const { slug } = await params;
  // An unknown slug is not read (nor kept) one by one: the set of sent slugs answers it.
  if (!(await isSentIssueSlug(slug))) return <IssueNotFound />;
  const issue = await getSentIssue(slug);
  if (!issue) return <IssueNotFound />;
  return <ArchivedIssueView issue={issue} html={renderNewsletterContent(issue.content)} />;
}
