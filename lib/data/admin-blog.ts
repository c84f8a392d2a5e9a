import 'server-only';

import { and, desc, eq, notInArray, sql } from 'drizzle-orm';

import { editorFieldsFrom, type EditorPost, type EditorPostFields, type RevisionSummary } from '@/lib/blog/editor';
import { readTimeMinutes } from '@/lib/blog/read-time';
import { slugify } from '@/lib/blog/slug';
import type { Database } from '@/lib/db/client';
import type { Script } from '@/lib/i18n/script';
import { storedTextIn } from '@/lib/i18n/texts';
import { blogPostRevisions, blogPosts } from '@/lib/db/schema';
import { countInIndexOrder, countsOf, returnedRow } from '@/lib/db/rows';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import type { BlogPostValues, BlogSaveMode, RevisionReason } from '@/lib/validation/admin-blog';

import { queryAvailableSlug } from './blog';

/*
 * The blog editor's data layer (admin only; the public reads are in ./blog.ts). Every save keeps a
 * revision of the post's editable fields, so nothing an admin typed is lost.
 */

/** Revisions kept per post; older ones are pruned on save. */
export const REVISIONS_KEPT = 50;
/** Revisions the editor lists. */
export const REVISIONS_LISTED = 20;

export interface AdminPostListItem {
  id: string;
  title: string;
  slug: string;
  published: boolean;
  featured: boolean;
  category: string | null;
  /** ISO: the publish date of a published post, else when it was last changed. */
  date: string;
  updatedAt: string;
}

/** Posts on one page of the panel's list (the first page opens with fewer, `POSTS_PAGE_SIZE`). */
export const ADMIN_POSTS_PAGE_SIZE = 20;

/**
 * One page of the panel's posts, newest change first (the post being worked on is at the top),
 * through `blog_posts_updated_order_idx` read backwards; `shown` (at most a page) is how many of
 * the page are listed, and `total` counts every post from that index.
 */
export async function queryAdminPosts(
  db: Database,
  { page, shown = ADMIN_POSTS_PAGE_SIZE }: { page: number; shown?: number },
): Promise<Page<AdminPostListItem>> {
  const { offset } = pageWindow(page, ADMIN_POSTS_PAGE_SIZE);
  const [rows, { total }] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        published: blogPosts.published,
        featured: blogPosts.featured,
        category: blogPosts.category,
        publishDate: blogPosts.publishDate,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(Math.min(ADMIN_POSTS_PAGE_SIZE, Math.max(1, shown)))
      .offset(offset),
    countsOf(db, { total: countInIndexOrder(blogPosts, undefined, [sql`${blogPosts.updatedAt}`]) }),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      published: row.published,
      featured: row.featured,
      category: row.category,
      date: (row.published && row.publishDate ? row.publishDate : row.updatedAt).toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page,
    ADMIN_POSTS_PAGE_SIZE,
  );
}

type PostRow = typeof blogPosts.$inferSelect;

function editorPostOf(row: PostRow): EditorPost {
  return {
    id: row.id,
    published: row.published,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? '',
    category: row.category ?? '',
    author: row.author,
    tags: row.tags ?? [],
    content: row.content,
    headerImage: row.headerImage ?? '',
    headerImageAlt: row.headerImageAlt ?? '',
    headerImageCaption: row.headerImageCaption ?? '',
    featured: row.featured,
    metaTitle: row.metaTitle ?? '',
    metaDescription: row.metaDescription ?? '',
  };
}

/** A post (draft or published) as the editor opens it; null for an unknown id. */
export async function queryEditorPost(db: Database, id: string): Promise<EditorPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ? editorPostOf(row) : null;
}

/** The stored header image of a post, to tell an unchanged image from a new one. */
export async function queryPostHeaderImage(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ headerImage: blogPosts.headerImage })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row?.headerImage ?? null;
}

/** The revisions as the editor lists them on a page in `script`: their titles as written, converted. */
export function revisionsIn(script: Script, revisions: readonly RevisionSummary[]): RevisionSummary[] {
  const shown = storedTextIn(script);
  return revisions.map((revision) => ({ ...revision, title: shown(revision.title) }));
}

export async function queryRevisions(
  db: Database,
  postId: string,
  limit = REVISIONS_LISTED,
): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      id: blogPostRevisions.id,
      reason: blogPostRevisions.reason,
      snapshot: blogPostRevisions.snapshot,
      createdAt: blogPostRevisions.createdAt,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason as RevisionReason,
    title: editorFieldsFrom(row.snapshot).title,
    createdAt: row.createdAt.toISOString(),
  }));
}

function snapshotOf(values: Omit<BlogPostValues, 'id'> & { slug: string }): EditorPostFields {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    category: values.category,
    author: values.author,
    tags: values.tags,
    content: values.content,
    headerImage: values.headerImage,
    headerImageAlt: values.headerImageAlt,
    headerImageCaption: values.headerImageCaption,
    featured: values.featured,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
  };
}

/** The row's editable columns for a snapshot; empty optional texts are stored as null. */
function columnsOf(fields: EditorPostFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt || null,
    category: fields.category || null,
    author: fields.author,
    tags: fields.tags,
    content: fields.content,
    readTime: readTimeMinutes(fields.content),
    headerImage: fields.headerImage || null,
    headerImageAlt: fields.headerImageAlt || null,
    headerImageCaption: fields.headerImageCaption || null,
    featured: fields.featured,
    metaTitle: fields.metaTitle || null,
    metaDescription: fields.metaDescription || null,
  };
}

async function keepRevision(
  db: Database,
  postId: string,
  reason: RevisionReason,
  snapshot: EditorPostFields,
  userId: string | null,
  now: Date,
) {
  await db.insert(blogPostRevisions).values({ postId, reason, snapshot, createdBy: userId, createdAt: now });
  const keep = db
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.id))
    .limit(REVISIONS_KEPT);
  await db
    .delete(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), notInArray(blogPostRevisions.id, keep)));
}

/**
 * The slug a save stores: the requested one put through the slug rule (the title's when none was
 * typed), unchanged when it is the post's own, else made unique among all posts.
 */
async function slugForSave(db: Database, requested: string, title: string, current: PostRow | null): Promise<string> {
  const wanted = slugify(requested) || slugify(title);
  if (current && (wanted === '' || wanted === current.slug)) return current.slug;
  return queryAvailableSlug(db, wanted || title, current?.id);
}

export interface SavedPost {
  id: string;
  slug: string;
  published: boolean;
  /** Whether visitors see a difference: the post was or now is published, and its row changed. */
  visibleChange: boolean;
}

/**
 * Saves the editor's post and keeps a revision; null when `values.id` names no post.
 * - draft: stored with published = false (spec §4: always);
 * - publish: published = true, publish_date set on the first publication and kept afterwards;
 * - autosave: like a draft for a new or draft post; for a published post only the revision is
 *   kept, so half-typed text never replaces what visitors read.
 * read_time is computed from the content; a new header image drops the old social image
 * (featured_image), which showed the previous picture.
 */
export async function saveEditorPost(
  db: Database,
  { mode, values, userId, now }: { mode: BlogSaveMode; values: BlogPostValues; userId: string | null; now: Date },
): Promise<SavedPost | null> {
  return db.transaction(async (tx) => {
    let current: PostRow | null = null;
    if (values.id) {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, values.id)).for('update').limit(1);
      if (!row) return null;
      current = row;
    }
    const slug = await slugForSave(tx, values.slug, values.title, current);
    const snapshot = snapshotOf({ ...values, slug });

    if (mode === 'autosave' && current?.published) {
      await keepRevision(tx, current.id, 'autosave', snapshot, userId, now);
      return { id: current.id, slug: current.slug, published: true, visibleChange: false };
    }

    const published = mode === 'publish';
    const columns = {
      ...columnsOf(snapshot),
      published,
      publishDate: published ? (current?.publishDate ?? now) : (current?.publishDate ?? null),
      featuredImage: current && current.headerImage === (snapshot.headerImage || null) ? current.featuredImage : null,
      updatedAt: now,
    };
    const saved = returnedRow(
      current
        ? await tx.update(blogPosts).set(columns).where(eq(blogPosts.id, current.id)).returning({ id: blogPosts.id })
        : await tx
            .insert(blogPosts)
            .values({ ...columns, createdAt: now })
            .returning({ id: blogPosts.id }),
    );
    await keepRevision(tx, saved.id, mode, snapshot, userId, now);
    return { id: saved.id, slug, published, visibleChange: published || current?.published === true };
  });
}

/**
 * Puts a revision's text back into its post (the published flag stays as it is) and keeps a
 * 'restore' revision. Null when the revision is unknown.
 */
export async function restoreRevision(
  db: Database,
  { revisionId, userId, now }: { revisionId: string; userId: string | null; now: Date },
): Promise<{ post: EditorPost; published: boolean } | null> {
  return db.transaction(async (tx) => {
    const [revision] = await tx.select().from(blogPostRevisions).where(eq(blogPostRevisions.id, revisionId)).limit(1);
    if (!revision) return null;
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, revision.postId)).for('update').limit(1);
    if (!current) return null;
    const fields = editorFieldsFrom(revision.snapshot);
    const slug = await slugForSave(tx, fields.slug, fields.title, current);
    const restored = { ...fields, slug, title: fields.title || current.title };
    const row = returnedRow(
      await tx
        .update(blogPosts)
        .set({
          ...columnsOf(restored),
          featuredImage: current.headerImage === (restored.headerImage || null) ? current.featuredImage : null,
          updatedAt: now,
        })
        .where(eq(blogPosts.id, current.id))
        .returning(),
    );
    await keepRevision(tx, current.id, 'restore', restored, userId, now);
    return { post: editorPostOf(row), published: row.published };
  });
}

/** Deletes a post for good (its revisions go with it); null when there was none, else whether it was public. */
export async function deletePost(db: Database, id: string): Promise<{ wasPublished: boolean } | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ published: blogPosts.published });
  return row ? { wasPublished: row.published } : null;
}

export interface OpenPost {
  /** The post opened for editing (`?post=`), null for an unknown id. */
  post: EditorPost | null;
  revisions: RevisionSummary[];
}

/** The post the admin Blog tab's editor opens (`?post=`) with its revisions. */
export async function queryOpenPost(db: Database, postId: string): Promise<OpenPost> {
  const [post, revisions] = await Promise.all([queryEditorPost(db, postId), queryRevisions(db, postId)]);
  return { post, revisions: post ? revisions : [] };
}
