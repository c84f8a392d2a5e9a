import type { Metadata } from 'next';

import { BlogIndexView } from '@/components/blog/blog-index-view';
import { PostNotFound } from '@/components/blog/post-not-found';
import { pageFromSegment } from '@/lib/blog/posts';
import { blogIndexMetadata } from '@/lib/blog/seo';
import { getBlogIndex } from '@/lib/data/blog';
import { pageScript } from '@/lib/i18n/page-script';

interface BlogListPageProps {
  params: Promise<{ strana: string }>;
}

/** Rendered on first request, then served from the route cache until `blog_posts` is revalidated. */
export function generateStaticParams(): { strana: string }[] {
  return [];
}

export async function generateMetadata({ params }: BlogListPageProps): Promise<Metadata> {
  const { script, t } = await pageScript();
  const page = pageFromSegment((await params).strana);
  if (page === null) return { title: t('Članak nije pronađen'), robots: { index: false } };
  const index = await getBlogIndex(page, script);
  return blogIndexMetadata(script, '', page, index.posts.items.length === 0);
}

/**
 * `/blog/strana/N` (and `/blog?strana=N`, rewritten here by proxy.ts): page N of the grid. A page
 * past the last one shows no posts and a way back (status 200); a segment that is not a page
 * number is answered 404 by proxy.ts.
 */
export default async function BlogListPage({ params }: BlogListPageProps) {
  const page = pageFromSegment((await params).strana);
  if (page === null) return <PostNotFound />;
  const { script } = await pageScript();
  return <BlogIndexView index={await getBlogIndex(page, script)} query="" results={null} />;
}
