import Form from 'next/form';
import Link from 'next/link';

import { ExternalLinkIcon, PencilIcon } from '@/components/ui/icons';
import { AdminListRow } from '@/components/admin/list-row';
import { storedTextIn } from '@/lib/i18n/texts';
import { Button, buttonVariants } from '@/components/ui/button';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import { QueryFields } from '@/components/site/navigation-button';
import { Pagination } from '@/components/ui/pagination';
import { postPath } from '@/lib/blog/categories';
import { ADMIN_POSTS_PAGE_SIZE, type AdminPostListItem } from '@/lib/data/admin-blog';
import { formatDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { PAGE_PARAM, type Page } from '@/lib/site/paging';
import { BLOG_MESSAGES, POSTS_PAGE_SIZE } from '@/lib/validation/admin-blog';

import { DeletePostButton } from './delete-post-button';

interface PostListProps {
  /** One page of the posts (the first may list fewer than a page: 'Prikaži još'). */
  list: Page<AdminPostListItem>;
  /** The post open in the editor, highlighted. */
  openId: string | null;
}

function tabQuery(params: Record<string, string | null>): URLSearchParams {
  const search = new URLSearchParams({ tab: 'blog' });
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search;
}

function tabHref(params: Record<string, string | null>): string {
  return `/admin?${tabQuery(params).toString()}`;
}

/**
 * Existing posts with edit and delete, both buttons. Spec §2: the first 5, then more on request
 * ('Prikaži još', 5 at a time) up to a page of 20; from there the pager, 20 posts a page.
 */
export async function PostList({ list, openId }: PostListProps) {
  const { script, t, href } = await pageScript();
  const stored = storedTextIn(script);
  const { items: posts, total, page, pageCount } = list;
  const shown = posts.length;
  const firstPagePartly = page === 1 && shown < Math.min(total, ADMIN_POSTS_PAGE_SIZE);
  /** This list's place, kept by 'Uredi': the page, and on the first page how many are shown. */
  const place = (number: number, count: number): Record<string, string | null> =>
    number > 1 ? { [PAGE_PARAM]: String(number) } : { posts: count > POSTS_PAGE_SIZE ? String(count) : null };
  return (
    <section aria-labelledby="admin-blog-posts" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-blog-posts" className="text-xl font-bold">
          {t('Postojeći postovi')}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`Prikazano ${shown} od ${total}`)}</p>
      </div>
      {posts.length === 0 ? (
        <p className="text-muted-foreground">{t('Još nema postova.')}</p>
      ) : (
        <ul className="grid gap-2">
          {posts.map((post) => (
            <AdminListRow
              key={post.id}
              current={post.id === openId}
              title={stored(post.title)}
              live={post.published}
              status={t(post.published ? 'Objavljeno' : 'Draft')}
              meta={
                <>
                  {post.featured ? <span>{t('Istaknuto')}</span> : null}
                  {post.category ? <span>{t(post.category)}</span> : null}
                  <time dateTime={post.date}>{formatDateTime(post.date)}</time>
                </>
              }
            >
              {/* A button like every edit in the panel; next/form opens the post without a page load. */}
              <Form action={href('/admin')} className="contents">
                <QueryFields query={tabQuery({ post: post.id, ...place(page, shown) })} />
                <Button type="submit" variant="ghost" size="sm" aria-label={stored(`Uredi post ${post.title}`)}>
                  <PencilIcon aria-hidden />
                  {t('Uredi')}
                </Button>
              </Form>
              {post.published ? (
                <Link
                  href={href(postPath(post.slug))}
                  {...OPENS_IN_NEW_TAB}
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  aria-label={stored(`Pogledaj post ${post.title}`)}
                >
                  <ExternalLinkIcon aria-hidden />
                  {t('Pogledaj')}
                </Link>
              ) : null}
              <DeletePostButton
                id={post.id}
                texts={{
                  question: t('Obrisati post?'),
                  description: stored(
                    `„${post.title}” će biti trajno obrisan, zajedno sa svim sačuvanim verzijama. Ovo se ne može poništiti.`,
                  ),
                  label: t('Obriši'),
                  ariaLabel: stored(`Obriši post ${post.title}`),
                  failed: t(BLOG_MESSAGES.deleteFailed),
                }}
              />
            </AdminListRow>
          ))}
        </ul>
      )}
      {firstPagePartly ? (
        <Link
          href={href(tabHref({ post: openId, posts: String(shown + POSTS_PAGE_SIZE) }))}
          scroll={false}
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          {t('Prikaži još')}
        </Link>
      ) : (
        <Pagination
          label={t('Stranice liste postova')}
          of={{ page, pageCount }}
          hrefFor={(number) => href(tabHref({ post: openId, ...place(number, ADMIN_POSTS_PAGE_SIZE) }))}
          className="mt-2"
        />
      )}
    </section>
  );
}
