import type { Metadata } from 'next';

import { CategoryView, UnknownCategory } from '@/components/blog/category-view';
import { categoryFromParam } from '@/lib/blog/categories';
import { categoryMetadata } from '@/lib/blog/seo';
import { getCategoryPage } from '@/lib/data/blog';
import { pageScript } from '@/lib/i18n/page-script';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

/** Rendered on first request, then served from the route cache (see the post page). */
export function generateStaticParams(): { category: string }[] {
  return [];
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const { script, t } = await pageScript();
  const category = categoryFromParam((await params).category);
  if (!category) return { title: t('Kategorija nije pronađena'), robots: { index: false } };
  return categoryMetadata(script, category, (await getCategoryPage(category, 1, script)).total);
}

/** A category's first page; the next are /blog/category/{category}/strana/N. */
export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = categoryFromParam((await params).category);
  // proxy.ts answers an unknown category with status 404; the page shows why, with its markup.
  if (!category) return <UnknownCategory />;
  const { script } = await pageScript();
  return <CategoryView category={category} posts={await getCategoryPage(category, 1, script)} />;
}
