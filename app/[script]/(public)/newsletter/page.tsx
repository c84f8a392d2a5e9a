import type { Metadata } from 'next';

import { ArchiveListView } from '@/components/newsletter/archive-views';
import { getArchivePage } from '@/lib/data/newsletter-issues';

export const metadata: Metadata = {
  title: 'Newsletter arhiva',
  description: 'Sva poslata izdanja newslettera zajednice, sa prijavom na newsletter.',
  alternates: { canonical: '/newsletter' },
};

/**
 * /newsletter (issue 51, item 6): the archive's first page from the route cache (tag
 * `newsletter_issues`, expired when an issue is sent); later pages are /newsletter/strana/N.
 */
export default async function NewsletterArchivePage() {
  return <ArchiveListView archive={await getArchivePage(1)} />;
}
