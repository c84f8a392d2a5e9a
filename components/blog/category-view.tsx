import Link from 'next/link';

import { FolderOpenIcon } from '@/components/ui/icons';
import { Breadcrumbs } from '@/components/blog/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { PostCard } from '@/components/blog/post-card';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { categoryLabel, categoryPath, type BlogCategory } from '@/lib/blog/categories';
import { blogListPath } from '@/lib/blog/posts';
import { blogListJsonLd, breadcrumbJsonLd } from '@/lib/blog/seo';
import type { BlogPostSummary } from '@/lib/blog/types';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import type { Page } from '@/lib/site/paging';
import { cn } from '@/lib/utils';

/** A category with no posts to show, and the way to all of them (`description` in the page's script). */
async function NoCategoryPosts({ headingLevel, description }: { headingLevel?: 1; description: string }) {
  const { t, href } = await pageScript();
  return (
    <EmptyState
      icon={FolderOpenIcon}
      headingLevel={headingLevel}
      title={t('Nema članaka u ovoj kategoriji')}
      description={description}
    >
      <Link href={href('/blog')} className={buttonVariants()}>
        {t('Svi članci')}
      </Link>
    </EmptyState>
  );
}

/** A name outside the ten categories; proxy.ts answers it with status 404. */
export async function UnknownCategory() {
  const { t } = await pageScript();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <NoCategoryPosts headingLevel={1} description={t('Ova kategorija ne postoji. Pogledaj sve članke na blogu.')} />
    </div>
  );
}

interface CategoryViewProps {
  category: BlogCategory;
  /** One page of the category's posts with the category's total. */
  posts: Page<BlogPostSummary>;
}

/** `/blog/category/{category}` and its pages `/blog/category/{category}/strana/N`. */
export async function CategoryView({ category, posts }: CategoryViewProps) {
  const { script, t, href } = await pageScript();
  const path = categoryPath(category);
  const name = t(categoryLabel(category));
  const description = t(`Članci iz kategorije ${categoryLabel(category)}.`);
  const trail = [
    { name: t('Početna'), path: href('/') },
    { name: t('Blog'), path: href('/blog') },
    { name, path: href(path) },
  ];

  return (
    <>
      <JsonLd data={[blogListJsonLd({ name, description, path }, posts.items, script), breadcrumbJsonLd(trail)]} />

      <section aria-labelledby="category-title" className="border-b bg-gradient-to-b from-muted/70 to-background">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
          <Breadcrumbs
            items={trail.map((crumb, index) => ({
              name: crumb.name,
              href: index < trail.length - 1 ? crumb.path : undefined,
            }))}
          />
          <p className="eyebrow mt-8">{t('Kategorija')}</p>
          <h1 id="category-title" className="mt-2 text-4xl font-black tracking-tight text-balance sm:text-5xl">
            {name}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground" data-testid="category-count">
            {t(formatCount(posts.total, COUNTED.article))}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        <div>
          {posts.items.length > 0 ? (
            <ul
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={t(`Članci u kategoriji ${categoryLabel(category)}`)}
            >
              {posts.items.map((post, index) => (
                <li key={post.id} className="flex">
                  <PostCard
                    post={post}
                    headingLevel={2}
                    showFeatured
                    priority={index === 0 && posts.page === 1}
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          ) : posts.total > 0 ? (
            <EmptyState
              icon={FolderOpenIcon}
              title={t('Na ovoj strani nema članaka')}
              description={t('Kategorija ima manje strana. Članci su na prethodnim stranama.')}
            >
              <Link href={href(path)} className={buttonVariants()}>
                {t('Na prvu stranu')}
              </Link>
            </EmptyState>
          ) : (
            <NoCategoryPosts description={t('Uskoro dodajemo nove tekstove. Do tada pogledaj ostale kategorije.')} />
          )}
          <Pagination
            label={t(`Stranice kategorije ${categoryLabel(category)}`)}
            of={posts}
            hrefFor={(page) => href(blogListPath(page, category))}
          />
        </div>

        <nav aria-labelledby="other-categories-title">
          <h2 id="other-categories-title" className="text-lg font-bold">
            {t('Ostale kategorije')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {BLOG_CATEGORIES.filter((other) => other !== category).map((other) => (
              <li key={other}>
                <Link
                  href={href(categoryPath(other))}
                  className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'font-medium')}
                >
                  {t(categoryLabel(other))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
