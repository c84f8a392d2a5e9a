import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { cleanQuery } from '@/lib/blog/search';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex, searchPosts } from '@/lib/data/blog';

interface BlogSearchPageProps {
  searchParams: Promise<{ q?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: BlogSearchPageProps): Promise<Metadata> {
  return blogIndexMetadata(cleanQuery((await searchParams).q));
}

/**
 * `/blog?q=…`, rewritten here by proxy.ts: the one blog view that depends on the visitor's input,
 * rendered per request from the cached index plus one cheap search query.
 */
export default async function BlogSearchPage({ searchParams }: BlogSearchPageProps) {
  const query = cleanQuery((await searchParams).q);
  const [index, results] = await Promise.all([getBlogIndex(), query ? searchPosts(query) : Promise.resolve(null)]);
  return <BlogIndexView index={index} query={query} results={results} />;
}
