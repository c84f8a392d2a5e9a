import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { cleanQuery } from '@/lib/blog/search';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex, searchPosts } from '@/lib/data/blog';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';

interface BlogSearchPageProps {
  searchParams: Promise<{ q?: string | string[]; [PAGE_PARAM]?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: BlogSearchPageProps): Promise<Metadata> {
  return blogIndexMetadata(cleanQuery((await searchParams).q));
}

/**
 * `/blog?q=…&strana=N`, rewritten here by proxy.ts (its page links point here directly): the one
 * blog view that depends on the visitor's input, rendered per request from the cached sidebar and
 * lead plus one page of results searched in PostgreSQL.
 */
export default async function BlogSearchPage({ searchParams }: BlogSearchPageProps) {
  const params = await searchParams;
  const query = cleanQuery(params.q);
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const [index, results] = await Promise.all([
    getBlogIndex(1),
    query ? searchPosts(query, page) : Promise.resolve(null),
  ]);
  return <BlogIndexView index={index} query={query} results={results} />;
}
