import Link from 'next/link';

import { postPath } from '@/lib/blog/categories';
import { CARD_TAG_LIMIT } from '@/lib/blog/tags';
import type { BlogPostSummary } from '@/lib/blog/types';
import { pageScript } from '@/lib/i18n/page-script';
import { cn } from '@/lib/utils';

import { BlogImage } from './blog-image';
import { CategoryBadge, FeaturedBadge } from './category-badge';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

interface PostCardProps {
  post: BlogPostSummary;
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 2 | 3;
  /** Show the featured badge (lists where featured posts are mixed with the rest). */
  showFeatured?: boolean;
  /** The card's image is the page's main (LCP) image: the first card of a list that opens the page. */
  priority?: boolean;
  className?: string;
}

/**
 * A post in a grid: image, category, title, excerpt, date, read time and up to three tags plus
 * "+N". The title link stretches over the whole card; the category and tags stay clickable above it.
 */
export async function PostCard({
  post,
  headingLevel = 3,
  showFeatured = false,
  priority = false,
  className,
}: PostCardProps) {
  const { href } = await pageScript();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-slot="post-card" className={cn('media-card post-card', className)}>
      <div className="relative aspect-[40/21] bg-muted">
        <BlogImage
          src={post.headerImage}
          alt={post.headerImageAlt}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
      </div>
      <div className="media-card-body gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {post.category && <CategoryBadge category={post.category} />}
          {showFeatured && post.featured && <FeaturedBadge />}
        </div>
        <Heading className="post-card-title">
          <Link href={href(postPath(post.slug))}>{post.title}</Link>
        </Heading>
        {post.excerpt && <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>}
        <div className="mt-auto space-y-3 pt-1">
          <PostMeta publishDate={post.publishDate} readTime={post.readTime} />
          <TagList tags={post.tags} limit={CARD_TAG_LIMIT} />
        </div>
      </div>
    </article>
  );
}
