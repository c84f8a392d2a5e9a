import { BlogEditor } from '@/components/admin/blog/blog-editor';
import { PostList } from '@/components/admin/blog/post-list';
import { loadTab } from '@/components/admin/tab-load';
import { emptyEditorPost } from '@/lib/blog/editor';
import { getRequestContext } from '@/lib/auth';
import { getAdminPostList } from '@/lib/auth/admin';
import { queryOpenPost } from '@/lib/data/admin-blog';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { isUuid } from '@/lib/validation/shared';
import { BLOG_MESSAGES, POSTS_PAGE_SIZE } from '@/lib/validation/admin-blog';

/** The most posts one page lists, however far 'Prikaži još' was clicked. */
const MAX_LISTED = 500;

function listLimit(value: string | undefined): number {
  const requested = Number.parseInt(value ?? '', 10);
  return Number.isFinite(requested) ? Math.min(MAX_LISTED, Math.max(POSTS_PAGE_SIZE, requested)) : POSTS_PAGE_SIZE;
}

/** Blog tab (spec §2): the editor (`?post=` opens a post) and the list of posts (`?posts=` how many). */
export async function BlogTab({ searchParams }: { searchParams: SearchParams }) {
  const requested = firstParam(searchParams.post);
  const postId = requested && isUuid(requested) ? requested.toLowerCase() : null;
  const { db } = await getRequestContext();
  const { data, failure } = await loadTab('blog', BLOG_MESSAGES.loadFailed, () =>
    Promise.all([
      getAdminPostList(listLimit(firstParam(searchParams.posts))),
      postId ? queryOpenPost(db, postId) : null,
    ]),
  );
  if (failure) return failure;
  const [list, open] = data;
  const post = open?.post ?? emptyEditorPost();
  return (
    <div className="grid gap-8">
      {open && !open.post ? (
        <p role="alert" className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
          Post nije pronađen. Možete napisati novi.
        </p>
      ) : null}
      <BlogEditor initialPost={post} initialRevisions={open?.revisions ?? []} />
      <PostList posts={list.posts} total={list.total} openId={open?.post?.id ?? null} />
    </div>
  );
}
