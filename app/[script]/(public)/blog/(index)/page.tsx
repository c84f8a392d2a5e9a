import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex } from '@/lib/data/blog';
import { pageScript } from '@/lib/i18n/page-script';

export async function generateMetadata(): Promise<Metadata> {
  const { script } = await pageScript();
  return blogIndexMetadata(script, '');
}

/**
 * The grid's first page, prerendered from cached reads; the next pages are /blog/strana/N, and
 * `/blog?q=…` is answered by the search page (see proxy.ts).
 */
export default async function BlogPage() {
  const { script } = await pageScript();
  return <BlogIndexView index={await getBlogIndex(1, script)} query="" results={null} />;
}
