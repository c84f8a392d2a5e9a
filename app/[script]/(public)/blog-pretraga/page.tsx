import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { cleanQuery } from '@/lib/blog/search';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex, searchPosts } from '@/lib/data/blog';
import { pageScript } from '@/lib/i18n/page-script';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';

interface BlogSearchPageProps {
  searchParams: Promise<{ q?: string | string[]; [PAGE_PARAM]?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: BlogSearchPageProps): Promise<Metadata> {
  const { script } = await pageScript();
  return blogIndexMetadata(script, cleanQuery((await searchParams).q));
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
  const { script } = await pageScript();
  const [index, results] = await Promise.all([
    getBlogIndex(1, script),
    query ? searchPosts(query, page, script) : Promise.resolve(null),
  ]);
  return <BlogIndexView index={index} query={query} results={results} />;
}
