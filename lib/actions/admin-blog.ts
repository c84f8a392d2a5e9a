'use server';

/**
 * The blog editor's mutations (spec platform §2 Blog, §4, §5, §8): autosave, 'Sačuvaj kao draft',
 * 'Objavi post', restoring a revision and deleting a post. Every save keeps a revision. Public
 * pages are revalidated only when visitors see a difference (a published post changed, was
 * published or unpublished, or deleted): drafts are never public.
 */
import type { EditorPost, RevisionSummary } from '@/lib/blog/editor';
import { renderBlogContent } from '@/lib/blog/markdown';
import {
  deletePost,
  queryPostHeaderImage,
  queryRevisions,
  revisionsIn,
  restoreRevision,
  saveEditorPost,
} from '@/lib/data/admin-blog';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { isOwnStorageUrl } from '@/lib/storage';
import type { Database } from '@/lib/db/client';
import {
  BLOG_MESSAGES,
  BLOG_POST_FIELDS,
  blogPostSchema,
  DELETE_POST_FIELDS,
  deletePostSchema,
  PREVIEW_FIELDS,
  previewSchema,
  REVISION_FIELDS,
  revisionSchema,
  type BlogPostValues,
  type BlogSaveMode,
} from '@/lib/validation/admin-blog';
import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';

import { defineAction } from './define';

export interface SavedPostData {
  id: string;
  slug: string;
  published: boolean;
  /** ISO time of the save, for 'Poslednje sačuvano'. */
  savedAt: string;
  revisions: RevisionSummary[];
  /** Whether public pages changed (then `blog_posts` was revalidated). */
  visibleChange: boolean;
}

/**
 * A header image is either what the post already has (the seeded posts use files under /images),
 * an image uploaded to our storage for the blog, or none.
 */
async function headerImageAllowed(db: Database, values: BlogPostValues): Promise<boolean> {
  if (values.headerImage === '') return true;
  if (values.id && (await queryPostHeaderImage(db, values.id)) === values.headerImage) return true;
  return isOwnStorageUrl(values.headerImage, 'blog');
}

const BLOG_SAVE_SUMMARIES: Record<BlogSaveMode, string> = {
  autosave: 'Automatski sačuvan tekst',
  draft: 'Sačuvan nacrt',
  publish: 'Objavljen tekst',
};

function saveAction(
  mode: BlogSaveMode,
  texts: { name: string; success: { title: string; message: string }; failureMessage: string },
) {
  return defineAction<'urednik', BlogPostValues, SavedPostData>({
    name: texts.name,
    access: 'urednik',
    // The autosave runs every 30 s while someone writes: one line per post and 30 minutes.
    audit: (values, data) => ({
      targetType: 'tekst',
      targetId: data?.id,
      summary: `${BLOG_SAVE_SUMMARIES[mode]} „${values.title || 'bez naslova'}”`,
      coalesceMinutes: mode === 'autosave' ? 30 : undefined,
    }),
    fields: BLOG_POST_FIELDS,
    listFields: ['tags'],
    // Markdown and plain texts are stored as typed; the page renders them through the sanitiser.
    schema: blogPostSchema(mode),
    revalidate: (_values, data) => (data?.visibleChange ? [CACHE_TAGS.blogPosts] : []),
    success: texts.success,
    failureMessage: texts.failureMessage,
    async handle(values, { ctx, caller, script, succeed, fail }) {
      if (!(await headerImageAllowed(ctx.db, values)))
        return fail(UPLOAD_MESSAGES.chooseImage, { fieldErrors: { headerImage: [UPLOAD_MESSAGES.chooseImage] } });
      const saved = await saveEditorPost(ctx.db, { mode, values, userId: caller.user.id, now: ctx.now });
      if (!saved) return fail(BLOG_MESSAGES.notFound);
      return succeed({
        id: saved.id,
        slug: saved.slug,
        published: saved.published,
        savedAt: ctx.now.toISOString(),
        revisions: revisionsIn(script, await queryRevisions(ctx.db, saved.id)),
        visibleChange: saved.visibleChange,
      });
    },
  });
}

/** Every 30 s while there is text (spec §4): a draft in the database, or a revision of a published post. */
export const autosaveBlogPost = saveAction('autosave', {
  name: 'admin.blog.autosave',
  success: { title: BLOG_MESSAGES.draftSavedTitle, message: BLOG_MESSAGES.autosaved },
  failureMessage: BLOG_MESSAGES.draftFailed,
});

/** 'Sačuvaj kao draft': published = false, title required. */
export const saveBlogDraft = saveAction('draft', {
  name: 'admin.blog.save_draft',
  success: { title: BLOG_MESSAGES.draftSavedTitle, message: BLOG_MESSAGES.draftSaved },
  failureMessage: BLOG_MESSAGES.draftFailed,
});

/** 'Objavi post': published = true, title and content required; publish_date set the first time. */
export const publishBlogPost = saveAction('publish', {
  name: 'admin.blog.publish',
  success: { title: BLOG_MESSAGES.publishedTitle, message: BLOG_MESSAGES.published },
  failureMessage: BLOG_MESSAGES.publishFailed,
});

export interface RestoredPostData {
  post: EditorPost;
  savedAt: string;
  revisions: RevisionSummary[];
}

/** Puts a revision's text back into its post, keeping a 'restore' revision. */
export const restoreBlogRevision = defineAction<
  'urednik',
  { revisionId: string },
  RestoredPostData & { published: boolean }
>({
  name: 'admin.blog.restore_revision',
  access: 'urednik',
  audit: ({ revisionId }, data) => ({
    targetType: 'tekst',
    targetId: typeof data?.post.id === 'string' ? data.post.id : revisionId,
    summary: 'Vraćena ranija verzija teksta',
  }),
  fields: REVISION_FIELDS,
  schema: revisionSchema,
  revalidate: (_values, data) => (data?.published ? [CACHE_TAGS.blogPosts] : []),
  success: { title: BLOG_MESSAGES.draftSavedTitle, message: BLOG_MESSAGES.restored },
  failureMessage: BLOG_MESSAGES.restoreFailed,
  async handle({ revisionId }, { ctx, caller, script, succeed, fail }) {
    const restored = await restoreRevision(ctx.db, { revisionId, userId: caller.user.id, now: ctx.now });
    if (!restored) return fail(BLOG_MESSAGES.notFound);
    const postId = restored.post.id as string;
    return succeed({
      post: restored.post,
      published: restored.published,
      savedAt: ctx.now.toISOString(),
      revisions: revisionsIn(script, await queryRevisions(ctx.db, postId)),
    });
  },
});

/** Permanent delete after the confirmation dialog (spec §2, §4). */
export const deleteBlogPost = defineAction<'urednik', { id: string }, { wasPublished: boolean }>({
  name: 'admin.blog.delete',
  access: 'urednik',
  audit: ({ id }, data) => ({
    targetType: 'tekst',
    targetId: id,
    summary: data?.wasPublished ? 'Obrisan objavljen tekst' : 'Obrisan nacrt teksta',
  }),
  fields: DELETE_POST_FIELDS,
  schema: deletePostSchema,
  revalidate: (_values, data) => (data?.wasPublished ? [CACHE_TAGS.blogPosts] : []),
  success: { title: 'Uspešno', message: BLOG_MESSAGES.deleted },
  failureMessage: BLOG_MESSAGES.deleteFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    const deleted = await deletePost(ctx.db, id);
    if (!deleted) return fail(BLOG_MESSAGES.notFound);
    return succeed(deleted);
  },
});

/**
 * The editor's 'Pregled': the Markdown through the post page's own renderer and sanitiser. On the
 * server because the sanitiser is a server module (its parser would add 145 kB to the editor's
 * JavaScript). Stores nothing.
 */
export const previewBlogContent = defineAction<'urednik', { content: string }, { html: string }>({
  name: 'admin.blog.preview',
  access: 'urednik',
  // Renders a preview: nothing is stored, so nothing is recorded.
  audit: () => null,
  fields: PREVIEW_FIELDS,
  schema: previewSchema,
  success: { title: BLOG_MESSAGES.previewTitle, message: '' },
  failureMessage: BLOG_MESSAGES.previewFailed,
  // In the editor's page's script, as the post's page will show it.
  async handle(values, { succeed, script }) {
    return succeed({ html: renderBlogContent(values.content, script) });
  },
});
