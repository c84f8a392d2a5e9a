import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex } from '@/lib/data/blog';

export function generateMetadata(): Metadata {
  return blogIndexMetadata('');
}

/**
 * The grid's first page, prerendered from cached reads; the next pages are /blog/strana/N, and
 * `/blog?q=…` is answered by the search page (see proxy.ts).
 */
export default async function BlogPage() {
  return <BlogIndexView index={await getBlogIndex(1)} query="" results={null} />;
}
