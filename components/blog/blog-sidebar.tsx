import Link from 'next/link';

import { NewsletterCard } from '@/components/forms/newsletter-card';
import { categoryLabel, categoryPath, postPath } from '@/lib/blog/categories';
import type { CategoryCount } from '@/lib/blog/posts';
import type { BlogPostSummary } from '@/lib/blog/types';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';

interface BlogSidebarProps {
  categories: CategoryCount[];
  recent: BlogPostSummary[];
}

/** Beside the /blog grid: categories with counts, the newest posts and the newsletter. */
export async function BlogSidebar({ categories, recent }: BlogSidebarProps) {
  const { t, href } = await pageScript();
  return (
    <aside aria-label={t('Kategorije i najnoviji članci')} className="space-y-8">
      {categories.length > 0 && (
        <section aria-labelledby="blog-categories-title" className="panel">
          <h2 id="blog-categories-title" className="text-lg font-bold">
            {t('Kategorije')}
          </h2>
          <ul className="mt-3 space-y-1">
            {categories.map(({ category, count }) => (
              <li key={category}>
                <Link
                  href={href(categoryPath(category))}
                  className="flex items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-muted"
                >
                  <span>{t(categoryLabel(category))}</span>
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
            {t('Najnoviji članci')}
          </h2>
          <ol className="mt-3 space-y-3">
            {recent.map((post) => (
              <li key={post.id}>
                <Link
                  href={href(postPath(post.slug))}
                  className="block text-sm leading-snug font-medium hover:text-primary"
                >
                  {post.title}
                </Link>
                <time dateTime={post.publishDate} className="text-xs text-muted-foreground">
                  {t(formatLongDate(post.publishDate))}
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
