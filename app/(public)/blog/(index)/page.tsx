import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex } from '@/lib/data/blog';

export function generateMetadata(): Metadata {
  return blogIndexMetadata('');
}

/** Prerendered from cached reads; `/blog?q=…` is answered by the search page (see proxy.ts). */
export default async function BlogPage() {
  return <BlogIndexView index={await getBlogIndex()} query="" results={null} />;
}
