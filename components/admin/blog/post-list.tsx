import Form from 'next/form';
import Link from 'next/link';

import { ExternalLinkIcon, PencilIcon } from '@/components/ui/icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import { QueryFields } from '@/components/site/navigation-button';
import { postPath } from '@/lib/blog/categories';
import type { AdminPostListItem } from '@/lib/data/admin-blog';
import { formatDateTime } from '@/lib/format/date';
import { POSTS_PAGE_SIZE } from '@/lib/validation/admin-blog';

import { DeletePostButton } from './delete-post-button';

interface PostListProps {
  posts: readonly AdminPostListItem[];
  total: number;
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

/** Existing posts (spec §2: the first 5, then more on request) with edit and delete, both buttons. */
export function PostList({ posts, total, openId }: PostListProps) {
  const shown = posts.length;
  return (
    <section aria-labelledby="admin-blog-posts" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-blog-posts" className="text-xl font-bold">
          Postojeći postovi
        </h2>
        <p className="text-sm text-muted-foreground">
          Prikazano {shown} od {total}
        </p>
      </div>
      {posts.length === 0 ? (
        <p className="text-muted-foreground">Još nema postova.</p>
      ) : (
        <ul className="grid gap-2">
          {posts.map((post) => (
            <li
              key={post.id}
              aria-current={post.id === openId ? 'true' : undefined}
              className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 aria-[current]:border-primary"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate font-semibold">{post.title}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span
                    className={
                      post.published ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold'
                    }
                  >
                    {post.published ? 'Objavljeno' : 'Draft'}
                  </span>
                  {post.featured ? <span>Istaknuto</span> : null}
                  {post.category ? <span>{post.category}</span> : null}
                  <time dateTime={post.date}>{formatDateTime(post.date)}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                {/* A button like every edit in the panel; next/form opens the post without a page load. */}
                <Form action="/admin" className="contents">
                  <QueryFields
                    query={tabQuery({ post: post.id, posts: shown > POSTS_PAGE_SIZE ? String(shown) : null })}
                  />
                  <Button type="submit" variant="ghost" size="sm" aria-label={`Uredi post ${post.title}`}>
                    <PencilIcon aria-hidden />
                    Uredi
                  </Button>
                </Form>
                {post.published ? (
                  <Link
                    href={postPath(post.slug)}
                    {...OPENS_IN_NEW_TAB}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                    aria-label={`Pogledaj post ${post.title}`}
                  >
                    <ExternalLinkIcon aria-hidden />
                    Pogledaj
                  </Link>
                ) : null}
                <DeletePostButton id={post.id} title={post.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown < total ? (
        <Link
          href={tabHref({ post: openId, posts: String(shown + POSTS_PAGE_SIZE) })}
          scroll={false}
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          Prikaži još
        </Link>
      ) : null}
    </section>
  );
}
