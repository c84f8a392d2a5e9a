import type { Metadata } from 'next';

import { CategoryView, UnknownCategory } from '@/components/blog/category-view';
import { categoryFromParam } from '@/lib/blog/categories';
import { pageFromSegment } from '@/lib/blog/posts';
import { categoryMetadata } from '@/lib/blog/seo';
import { getCategoryPage } from '@/lib/data/blog';
import { pageScript } from '@/lib/i18n/page-script';

interface CategoryListPageProps {
  params: Promise<{ category: string; strana: string }>;
}

/** Rendered on first request, then served from the route cache (see the post page). */
export function generateStaticParams(): { category: string; strana: string }[] {
  return [];
}

export async function generateMetadata({ params }: CategoryListPageProps): Promise<Metadata> {
  const { category: param, strana } = await params;
  const category = categoryFromParam(param);
  const page = pageFromSegment(strana);
  const { script, t } = await pageScript();
  if (!category || page === null) return { title: t('Kategorija nije pronađena'), robots: { index: false } };
  const posts = await getCategoryPage(category, page, script);
  return categoryMetadata(script, category, posts.total, page, posts.items.length === 0);
}

/**
 * `/blog/category/{category}/strana/N` (and `…?strana=N`, rewritten here by proxy.ts): page N of
 * a category. Past the last page: no posts and a way back (status 200); an unknown category or a
 * segment that is not a page number is answered 404 by proxy.ts.
 */
export default async function CategoryListPage({ params }: CategoryListPageProps) {
  const { category: param, strana } = await params;
  const category = categoryFromParam(param);
  const page = pageFromSegment(strana);
  if (!category || page === null) return <UnknownCategory />;
  const { script } = await pageScript();
  return <CategoryView category={category} posts={await getCategoryPage(category, page, script)} />;
}
