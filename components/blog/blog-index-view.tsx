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
import { BLOG_DESCRIPTION } from '@/lib/blog/rss';
import { blogListJsonLd } from '@/lib/blog/seo';
import type { BlogPostSummary } from '@/lib/blog/types';
import type { BlogIndex } from '@/lib/data/blog';
import { COUNTED, formatCount } from '@/lib/format/plural';

interface BlogIndexViewProps {
  index: BlogIndex;
  /** The cleaned search query; empty on the plain index. */
  query: string;
  /** Search results, or null on the plain index. */
  results: BlogPostSummary[] | null;
}

/**
 * The blog index, plain (`/blog`, prerendered) or with search results (`/blog?q=…`, which
 * proxy.ts hands to the per-request search page, so the plain index stays in the route cache).
 */
export function BlogIndexView({ index, query, results }: BlogIndexViewProps) {
  return (
    <>
      <JsonLd data={blogListJsonLd({ name: 'Blog', description: BLOG_DESCRIPTION, path: '/blog' }, index.posts)} />

      <section aria-labelledby="blog-title" className="border-b bg-gradient-to-b from-muted/70 to-background">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <p className="eyebrow">Znanje iz zajednice</p>
          <h1 id="blog-title" className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">
            Blog
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{BLOG_DESCRIPTION}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-12">
          {/* One search field, before the posts at every width (the sidebar comes after them on small screens). */}
          <SearchForm query={query} />
          {results ? (
            <section aria-labelledby="search-results-title" aria-live="polite">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h2 id="search-results-title" className="text-2xl font-bold">
                    {`Rezultati pretrage za „${query}“`}
                  </h2>
                  <p className="mt-1 text-muted-foreground">
                    {results.length === 0
                      ? 'Nema pronađenih članaka.'
                      : `Pronađeno: ${formatCount(results.length, COUNTED.article)}`}
                  </p>
                </div>
                {results.length > 0 && (
                  <NavigationButton href="/blog" variant="outline" size="sm">
                    Očisti pretragu
                  </NavigationButton>
                )}
              </div>
              {results.length > 0 ? (
                <ul className="mt-8 grid gap-6 sm:grid-cols-2">
                  {results.map((post) => (
                    <li key={post.id} className="flex">
                      <PostCard post={post} showFeatured className="w-full" />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mt-8">
                  <EmptyState
                    icon={SearchXIcon}
                    title="Nema rezultata"
                    description="Pokušaj sa drugom rečju ili pogledaj sve članke."
                  >
                    <NavigationButton href="/blog">Očisti pretragu</NavigationButton>
                  </EmptyState>
                </div>
              )}
            </section>
          ) : index.posts.length === 0 ? (
            <EmptyState
              icon={NewspaperIcon}
              title="Uskoro novi članci"
              description="Pišemo prve tekstove. Pridruži se zajednici i saznaj prvi kada izađu."
            >
              <Link href="/join" className={buttonVariants()}>
                Pridruži se zajednici
              </Link>
            </EmptyState>
          ) : (
            <>
              {index.featured && (
                <section aria-label="Izdvojeni članak">
                  <FeaturedPost post={index.featured} />
                </section>
              )}
              <section aria-labelledby="all-posts-title">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id="all-posts-title" className="text-2xl font-bold">
                    Svi članci
                  </h2>
                  <p className="text-sm text-muted-foreground">{formatCount(index.posts.length, COUNTED.article)}</p>
                </div>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                  {index.posts.map((post) => (
                    <li key={post.id} className="flex">
                      <PostCard post={post} showFeatured className="w-full" />
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </div>

        <BlogSidebar categories={index.categories} recent={index.recent} />
      </div>
    </>
  );
}
