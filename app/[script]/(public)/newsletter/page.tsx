import type { Metadata } from 'next';

import { ArchiveListView } from '@/components/newsletter/archive-views';
import { getArchivePage } from '@/lib/data/newsletter-issues';
import { pageScript } from '@/lib/i18n/page-script';
import { scriptAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, href } = await pageScript();
  return {
    title: t('Newsletter arhiva'),
    description: t('Sva poslata izdanja newslettera zajednice, sa prijavom na newsletter.'),
    alternates: scriptAlternates(href('/newsletter')),
  };
}

/**
 * /newsletter (issue 51, item 6): the archive's first page from the route cache (tag
 * `newsletter_issues`, expired when an issue is sent); later pages are /newsletter/strana/N.
 */
export default async function NewsletterArchivePage() {
  const { script } = await pageScript();
  return <ArchiveListView archive={await getArchivePage(1, script)} />;
}
