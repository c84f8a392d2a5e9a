import Link from 'next/link';

import { NewspaperIcon, SearchXIcon } from '@/components/ui/icons';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { EmptyState } from '@/components/ui/empty-state';
import { FeaturedPost } from '@/components/blog/featured-post';
import { PostCard } from '@/components/blog/post-card';
import { SearchForm } from '@/components/blog/search-form';
import { NavigationButton } from '@/components/site/navigation-button';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { blogListPath, blogSearchHref } from '@/lib/blog/posts';
import { BLOG_DESCRIPTION } from '@/lib/blog/rss';
import { blogListJsonLd } from '@/lib/blog/seo';
import type { BlogPostSummary } from '@/lib/blog/types';
import type { BlogIndex } from '@/lib/data/blog';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import type { Page } from '@/lib/site/paging';
import { cn } from '@/lib/utils';

import { SEARCH_FORM_TEXTS } from './client-texts';

interface BlogIndexViewProps {
  index: BlogIndex;
  /** The cleaned search query; empty on the plain index. */
  query: string;
  /** One page of search results with their total, or null on the plain index. */
  results: Page<BlogPostSummary> | null;
}

/** A page number past the last one: nothing to list, a way back (`href` and `text` in the page's script). */
async function PastTheEnd({ href, text }: { href: string; text: string }) {
  const { t } = await pageScript();
  return (
    <EmptyState icon={NewspaperIcon} title={t('Na ovoj strani nema članaka')} description={text}>
      <Link href={href} className={buttonVariants()}>
        {t('Na prvu stranu')}
      </Link>
    </EmptyState>
  );
}

/** One page of posts as a two-column grid of cards, featured ones marked. */
function PostGrid({
  posts,
  label,
  className,
}: {
  posts: readonly BlogPostSummary[];
  label: string;
  className: string;
}) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} showFeatured className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The blog index, plain (`/blog` and its pages `/blog/strana/N`, in the route cache) or with one
 * page of search results (`/blog?q=…`, which proxy.ts hands to the per-request search page). The
 * grid is one page (BLOG_PAGE_SIZE posts) with page links; the featured post, the sidebar's newest
 * posts and category counts are the same on every page.
 */
export async function BlogIndexView({ index, query, results }: BlogIndexViewProps) {
  const { script, t, href } = await pageScript();
  const posts = index.posts;
  const description = t(BLOG_DESCRIPTION);
  return (
    <>
      <JsonLd
        data={blogListJsonLd({ name: t('Blog'), description, path: '/blog' }, (results ?? posts).items, script)}
      />

      <section aria-labelledby="blog-title" className="border-b bg-gradient-to-b from-muted/70 to-background">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <p className="eyebrow">{t('Znanje iz zajednice')}</p>
          <h1 id="blog-title" className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">
            {t('Blog')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-12">
          {/* One search field, before the posts at every width (the sidebar comes after them on small screens). */}
          <SearchForm query={query} action={href('/blog')} texts={textTableIn(script, SEARCH_FORM_TEXTS)} />
          {results ? (
            <section aria-labelledby="search-results-title" aria-live="polite">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h2 id="search-results-title" className="text-2xl font-bold">
                    {/* The visitor's words too, in the page's script: the field keeps them as typed. */}
                    {t(`Rezultati pretrage za „${query}“`)}
                  </h2>
                  <p className="mt-1 text-muted-foreground" data-testid="search-count">
                    {t(
                      results.total === 0
                        ? 'Nema pronađenih članaka.'
                        : `Pronađeno: ${formatCount(results.total, COUNTED.article)}`,
                    )}
                  </p>
                </div>
                {results.total > 0 && (
                  <NavigationButton href={href('/blog')} variant="outline" size="sm">
                    {t('Očisti pretragu')}
                  </NavigationButton>
                )}
              </div>
              {results.items.length > 0 ? (
                <PostGrid posts={results.items} label={t('Rezultati pretrage')} className="mt-8" />
              ) : results.total > 0 ? (
                <div className="mt-8">
                  <PastTheEnd
                    href={href(blogSearchHref(query, 1))}
                    text={t('Pretraga ima manje strana. Pogledaj prvu stranu rezultata.')}
                  />
                </div>
              ) : (
                <div className="mt-8">
                  <EmptyState
                    icon={SearchXIcon}
                    title={t('Nema rezultata')}
                    description={t('Pokušaj sa drugom rečju ili pogledaj sve članke.')}
                  >
                    <NavigationButton href={href('/blog')}>{t('Očisti pretragu')}</NavigationButton>
                  </EmptyState>
                </div>
              )}
              <Pagination
                label={t('Stranice rezultata pretrage')}
                of={results}
                hrefFor={(page) => href(blogSearchHref(query, page))}
              />
            </section>
          ) : posts.total === 0 ? (
            <EmptyState
              icon={NewspaperIcon}
              title={t('Uskoro novi članci')}
              description={t('Pišemo prve tekstove. Pridruži se zajednici i saznaj prvi kada izađu.')}
            >
              <Link href={href('/join')} className={buttonVariants()}>
                {t('Pridruži se zajednici')}
              </Link>
            </EmptyState>
          ) : (
            <>
              {index.featured && (
                <section aria-label={t('Izdvojeni članak')}>
                  <FeaturedPost post={index.featured} />
                </section>
              )}
              <section aria-labelledby="all-posts-title">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id="all-posts-title" className="text-2xl font-bold">
                    {t('Svi članci')}
                  </h2>
                  <p className="text-sm text-muted-foreground" data-testid="blog-count">
                    {t(formatCount(posts.total, COUNTED.article))}
                  </p>
                </div>
                {posts.items.length > 0 ? (
                  <PostGrid posts={posts.items} label={t('Članci')} className="mt-6" />
                ) : (
                  <div className="mt-6">
                    <PastTheEnd
                      href={href('/blog')}
                      text={t('Blog ima manje strana. Članci su na prethodnim stranama.')}
                    />
                  </div>
                )}
                <Pagination label={t('Stranice bloga')} of={posts} hrefFor={(page) => href(blogListPath(page))} />
              </section>
            </>
          )}
        </div>

        <BlogSidebar categories={index.categories} recent={index.recent} />
      </div>
    </>
  );
}
