import Link from 'next/link';

import { ArrowRightIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { postPath } from '@/lib/blog/categories';
import type { BlogPostSummary } from '@/lib/blog/types';
import { pageScript } from '@/lib/i18n/page-script';

import { BlogImage } from './blog-image';
import { CategoryBadge, FeaturedBadge } from './category-badge';
import { PostMeta } from './post-meta';

/** The first featured post, large, at the top of /blog. */
export async function FeaturedPost({ post }: { post: BlogPostSummary }) {
  const { t, href } = await pageScript();
  const path = href(postPath(post.slug));
  return (
    <article
      aria-labelledby="featured-post-title"
      className="overflow-hidden rounded-3xl border bg-card shadow-sm md:grid md:grid-cols-2"
    >
      <div className="relative aspect-[40/21] bg-muted md:aspect-auto md:min-h-80">
        <BlogImage src={post.headerImage} alt={post.headerImageAlt} sizes="(min-width: 768px) 40vw, 100vw" priority />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <FeaturedBadge />
          {post.category && <CategoryBadge category={post.category} />}
        </div>
        <h2 id="featured-post-title" className="text-2xl font-black tracking-tight text-balance sm:text-3xl">
          <Link href={path} className="hover:text-primary">
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="text-pretty text-muted-foreground">{post.excerpt}</p>}
        <PostMeta publishDate={post.publishDate} readTime={post.readTime} />
        <div className="mt-auto pt-2">
          <Link href={path} className={buttonVariants()}>
            {t('Pročitaj članak')}
            <ArrowRightIcon aria-hidden />
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
