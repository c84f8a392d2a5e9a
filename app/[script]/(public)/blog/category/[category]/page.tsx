import type { Metadata } from 'next';

import { CategoryView, UnknownCategory } from '@/components/blog/category-view';
import { categoryFromParam } from '@/lib/blog/categories';
import { categoryMetadata } from '@/lib/blog/seo';
import { getCategoryPage } from '@/lib/data/blog';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

/** Rendered on first request, then served from the route cache (see the post page). */
export function generateStaticParams(): { category: string }[] {
  return [];
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = categoryFromParam((await params).category);
  if (!category) return { title: 'Kategorija nije pronađena', robots: { index: false } };
  return categoryMetadata(category, (await getCategoryPage(category, 1)).total);
}

/** A category's first page; the next are /blog/category/{category}/strana/N. */
export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = categoryFromParam((await params).category);
  // proxy.ts answers an unknown category with status 404; the page shows why, with its markup.
  if (!category) return <UnknownCategory />;
  return <CategoryView category={category} posts={await getCategoryPage(category, 1)} />;
}
