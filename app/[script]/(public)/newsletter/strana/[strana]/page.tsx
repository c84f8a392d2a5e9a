import type { Metadata } from 'next';

import { ArchiveListView, IssueNotFound } from '@/components/newsletter/archive-views';
import { pageFromSegment } from '@/lib/blog/posts';
import { getArchivePage } from '@/lib/data/newsletter-issues';
import { pageScript } from '@/lib/i18n/page-script';
import { scriptAlternates } from '@/lib/seo/metadata';

interface ArchiveListPageProps {
  params: Promise<{ strana: string }>;
}

/** Rendered on first request, then served from the route cache until `newsletter_issues` is revalidated. */
export function generateStaticParams(): { strana: string }[] {
  return [];
}

export async function generateMetadata({ params }: ArchiveListPageProps): Promise<Metadata> {
  const { t, href } = await pageScript();
  const page = pageFromSegment((await params).strana);
  return page === null
    ? { title: t('Izdanje nije pronađeno'), robots: { index: false } }
    : {
        title: t(`Newsletter arhiva – strana ${page}`),
        alternates: scriptAlternates(href(`/newsletter/strana/${page}`)),
      };
}

/** /newsletter/strana/N: page N of the archive; anything but a page number is answered 404 by proxy.ts. */
export default async function ArchiveListPage({ params }: ArchiveListPageProps) {
  const page = pageFromSegment((await params).strana);
  if (page === null) return <IssueNotFound />;
  const { script } = await pageScript();
  return <ArchiveListView archive={await getArchivePage(page, script)} />;
}
