import { BlogEditor } from '@/components/admin/blog/blog-editor';
import { PostList } from '@/components/admin/blog/post-list';
import { loadTab } from '@/components/admin/tab-load';
import { emptyEditorPost } from '@/lib/blog/editor';
import { getRequestContext } from '@/lib/auth';
import { pageScript } from '@/lib/i18n/page-script';
import { ADMIN_POSTS_PAGE_SIZE, queryAdminPosts, queryOpenPost } from '@/lib/data/admin-blog';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { isUuid } from '@/lib/validation/shared';
import { BLOG_MESSAGES, POSTS_PAGE_SIZE } from '@/lib/validation/admin-blog';

/** How many posts the first page lists: 5 (spec §2), then 5 more per 'Prikaži još', up to a page. */
function shownOnFirstPage(value: string | undefined): number {
  const requested = Number.parseInt(value ?? '', 10);
  return Number.isFinite(requested)
    ? Math.min(ADMIN_POSTS_PAGE_SIZE, Math.max(POSTS_PAGE_SIZE, requested))
    : POSTS_PAGE_SIZE;
}

/**
 * Blog tab (spec §2): the editor (`?post=` opens a post) and the list of posts, read one page at a
 * time per request (`?strana=`; on the first page `?posts=` is how far 'Prikaži još' has gone).
 */
export async function BlogTab({ searchParams }: { searchParams: SearchParams }) {
  const requested = firstParam(searchParams.post);
  const postId = requested && isUuid(requested) ? requested.toLowerCase() : null;
  const page = pageNumberFrom(searchParams[PAGE_PARAM]);
  const shown = page === 1 ? shownOnFirstPage(firstParam(searchParams.posts)) : ADMIN_POSTS_PAGE_SIZE;
  const { db } = await getRequestContext();
  const { data, failure } = await loadTab('blog', BLOG_MESSAGES.loadFailed, () =>
    Promise.all([queryAdminPosts(db, { page, shown }), postId ? queryOpenPost(db, postId) : null]),
  );
  if (failure) return failure;
  const [list, open] = data;
  const post = open?.post ?? emptyEditorPost();
  const { t } = await pageScript();
  return (
    <div className="grid gap-8">
      {open && !open.post ? (
        <p role="alert" className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
          {t('Post nije pronađen. Možete napisati novi.')}
        </p>
      ) : null}
      <BlogEditor initialPost={post} initialRevisions={open?.revisions ?? []} />
      <PostList list={list} openId={open?.post?.id ?? null} />
    </div>
  );
}
