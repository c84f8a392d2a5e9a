import type { Metadata } from 'next';

import { BlogImage } from '@/components/blog/blog-image';
import { Breadcrumbs, type Crumb } from '@/components/blog/breadcrumbs';
import { CategoryBadge, FeaturedBadge } from '@/components/blog/category-badge';
import { PostCard } from '@/components/blog/post-card';
import { PostContent } from '@/components/blog/post-content';
import { PostMeta } from '@/components/blog/post-meta';
import { PostNotFound } from '@/components/blog/post-not-found';
import { PostPager } from '@/components/blog/post-pager';
import { SHARE_BUTTONS_TEXTS } from '@/components/blog/client-texts';
import { ShareButtons } from '@/components/blog/share-buttons';
import { TagList } from '@/components/blog/tag-list';
import { NewsletterCard } from '@/components/forms/newsletter-card';
import { JsonLd } from '@/components/seo/json-ld';
import { categoryLabel, categoryPath, postPath } from '@/lib/blog/categories';
import { blogPostingJsonLd, breadcrumbJsonLd, postMetadata } from '@/lib/blog/seo';
import type { BlogPostDetail } from '@/lib/blog/types';
import { getPostSurroundings, getPublishedPost } from '@/lib/data/blog';
import { pageScript, type PageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { getSiteConfig } from '@/lib/site/config';

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

/**
 * No post is rendered at build (the build's database is not the server's): each renders on its
 * first request and then stays in the route cache until `blog_posts` is revalidated.
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { script, t } = await pageScript();
  const post = await getPublishedPost((await params).slug, script);
  if (!post) return { title: t('Članak nije pronađen'), robots: { index: false } };
  return postMetadata(post, script);
}

/** Home › blog › category › the post, named and addressed in the page's script. */
function trail(post: BlogPostDetail, { t, href }: PageScript) {
  return [
    { name: t('Početna'), path: href('/') },
    { name: t('Blog'), path: href('/blog') },
    ...(post.category ? [{ name: t(categoryLabel(post.category)), path: href(categoryPath(post.category)) }] : []),
    { name: post.title, path: href(postPath(post.slug)) },
  ];
}

export default async function PostPage({ params }: PostPageProps) {
  const { slug } = await params;
  const scripted = await pageScript();
  const { script, t, href } = scripted;
  const post = await getPublishedPost(slug, script);
  // proxy.ts has already answered an unknown slug with status 404; rendering the view here (not
  // throwing) puts its markup in the HTML.
  if (!post) return <PostNotFound />;
  const { related, previous, next } = await getPostSurroundings(post, script);
  const url = `${getSiteConfig().url}${href(postPath(post.slug))}`;
  const crumbs = trail(post, scripted);

  return (
    <>
      <JsonLd data={[blogPostingJsonLd(post, script), breadcrumbJsonLd(crumbs)]} />

      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
        <Breadcrumbs
          items={crumbs.map<Crumb>((crumb, index) => ({
            name: crumb.name,
            href: index < crumbs.length - 1 ? crumb.path : undefined,
          }))}
        />
      </div>

      <article aria-labelledby="post-title" className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6">
        <header>
          <div className="flex flex-wrap items-center gap-2">
            {post.category && <CategoryBadge category={post.category} />}
            {post.featured && <FeaturedBadge />}
          </div>
          <h1 id="post-title" className="mt-4 text-3xl font-black tracking-tight text-balance sm:text-4xl md:text-5xl">
            {post.title}
          </h1>
          <PostMeta publishDate={post.publishDate} readTime={post.readTime} author={post.author} className="mt-5" />
          <div className="mt-6">
            <ShareButtons url={url} title={post.title} texts={textTableIn(script, SHARE_BUTTONS_TEXTS)} />
          </div>
        </header>

        {post.headerImage && (
          <figure className="mt-8">
            <div className="relative aspect-[40/21] overflow-hidden rounded-2xl border bg-muted">
              <BlogImage
                src={post.headerImage}
                alt={post.headerImageAlt}
                sizes="(min-width: 768px) 768px, 100vw"
                priority
              />
            </div>
            {post.headerImageCaption && (
              <figcaption className="mt-2 text-center text-sm text-muted-foreground">
                {post.headerImageCaption}
              </figcaption>
            )}
          </figure>
        )}

        {post.excerpt && (
          <p className="mt-8 text-xl leading-8 font-medium text-pretty text-foreground">{post.excerpt}</p>
        )}

        <PostContent html={post.html} className="mt-8" />

        {post.tags.length > 0 && (
          <footer className="mt-10 border-t pt-6">
            <h2 className="sr-only">{t('Oznake')}</h2>
            <TagList tags={post.tags} />
          </footer>
        )}
      </article>

      <div className="mx-auto max-w-5xl space-y-14 px-4 pb-16 sm:px-6">
        <PostPager previous={previous} next={next} />

        {related.length > 0 && (
          <section aria-labelledby="related-title">
            <h2 id="related-title" className="text-2xl font-bold">
              {t('Povezani članci')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <PostCard post={item} className="w-full" />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-label="Newsletter" className="mx-auto max-w-xl">
          <NewsletterCard layout="vertical" showIcon />
        </section>
      </div>
    </>
  );
}
