import Link from 'next/link';

import { NewsletterCard } from '@/components/forms/newsletter-card';
import { categoryPath, postPath } from '@/lib/blog/categories';
import type { CategoryCount } from '@/lib/blog/posts';
import type { BlogPostSummary } from '@/lib/blog/types';
import { formatLongDate } from '@/lib/format/date';

interface BlogSidebarProps {
  categories: CategoryCount[];
  recent: BlogPostSummary[];
}

/** Beside the /blog grid: categories with counts, the newest posts and the newsletter. */
export function BlogSidebar({ categories, recent }: BlogSidebarProps) {
  return (
    <aside aria-label="Kategorije i najnoviji članci" className="space-y-8">
      {categories.length > 0 && (
        <section aria-labelledby="blog-categories-title" className="panel">
          <h2 id="blog-categories-title" className="text-lg font-bold">
            Kategorije
          </h2>
          <ul className="mt-3 space-y-1">
            {categories.map(({ category, count }) => (
              <li key={category}>
                <Link
                  href={categoryPath(category)}
                  className="flex items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-muted"
                >
                  <span>{category}</span>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
                    {count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {recent.length > 0 && (
        <section aria-labelledby="blog-recent-title" className="panel">
          <h2 id="blog-recent-title" className="text-lg font-bold">
            Najnoviji članci
          </h2>
          <ol className="mt-3 space-y-3">
            {recent.map((post) => (
              <li key={post.id}>
                <Link href={postPath(post.slug)} className="block text-sm leading-snug font-medium hover:text-primary">
                  {post.title}
                </Link>
                <time dateTime={post.publishDate} className="text-xs text-muted-foreground">
                  {formatLongDate(post.publishDate)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      )}

      <NewsletterCard layout="vertical" showIcon />
    </aside>
  );
}
