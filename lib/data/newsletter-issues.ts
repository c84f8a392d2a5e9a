import 'server-only';

import { and, count, desc, eq, inArray, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cache } from 'react';

import { slugify, uniqueSlug, FALLBACK_SLUG } from '@/lib/blog/slug';
import { getDb, type Database } from '@/lib/db/client';
import { blogPosts, newsletterIssues } from '@/lib/db/schema';
import type { NEWSLETTER_AUDIENCES, NEWSLETTER_ISSUE_STATUSES } from '@/lib/domain/enums';
import type { Script } from '@/lib/i18n/script';
import { textIn, textsIn } from '@/lib/i18n/texts';
import { log } from '@/lib/log';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { cachedPublicRead, processMemo } from '@/lib/cache/cached';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';

/*
 * Newsletter issues as the panel writes them and the archive shows them (issue 51, items 1 and 6).
 * Sending (recipients, batches, progress) is lib/data/newsletter-sending.ts. Each public read
 * exists twice, like the blog's: `query…(db, …)` for tests, `get…` cached under `newsletter_issues`.
 */

export type IssueAudience = (typeof NEWSLETTER_AUDIENCES)[number];
export type IssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** Statuses whose texts may still change: nothing of them has left. */
export const EDITABLE_STATUSES: readonly IssueStatus[] = ['draft', 'scheduled'];

export const ISSUE_PANEL_PAGE_SIZE = 20;
export const ARCHIVE_PAGE_SIZE = 12;
/** How many published posts the 'from a post' choice lists (newest first). */
export const SOURCE_POST_CHOICES = 50;

export interface IssueListItem {
  id: string;
  subject: string;
  status: IssueStatus;
  audience: IssueAudience;
  scheduledAt: string | null;
  sentAt: string | null;
  recipientCount: number | null;
  updatedAt: string;
}

export interface EditorIssue extends IssueListItem {
  slug: string;
  intro: string;
  content: string;
  sourcePost: { title: string; slug: string } | null;
}

export interface ArchivedIssueSummary {
  slug: string;
  subject: string;
  intro: string;
  sentAt: string;
}

export interface ArchivedIssue extends ArchivedIssueSummary {
  content: string;
  sourcePost: { title: string; slug: string } | null;
}

/** How an issue made from a post carries it: its whole text, or its summary and a link. */
export type FromPostMode = 'full' | 'summary';

export interface IssueTexts {
  subject: string;
  intro: string;
  content: string;
  audience: IssueAudience;
}

const listColumns = {
  id: newsletterIssues.id,
  subject: newsletterIssues.subject,
  status: newsletterIssues.status,
  audience: newsletterIssues.audience,
  scheduledAt: newsletterIssues.scheduledAt,
  sentAt: newsletterIssues.sentAt,
  recipientCount: newsletterIssues.recipientCount,
  updatedAt: newsletterIssues.updatedAt,
};

type ListRow = {
  id: string;
  subject: string;
  status: string;
  audience: string;
  scheduledAt: Date | null;
  sentAt: Date | null;
  recipientCount: number | null;
  updatedAt: Date;
};

function listItem(row: ListRow): IssueListItem {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status as IssueStatus,
    audience: row.audience as IssueAudience,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Addresses under /newsletter/ that the archive's own pages use (`/newsletter/strana/2`). */
const ARCHIVE_PATH_SEGMENTS = ['strana', 'potvrda', 'odjava'];

/**
 * A slug for a subject that no other issue has and no archive page uses: the subject's own, else
 * with -2, -3… Only the slugs starting with the same root are read (the unique index answers the `like`).
 */
export async function uniqueIssueSlug(db: Database, subject: string, exceptId?: string): Promise<string> {
  const root = slugify(subject) || FALLBACK_SLUG;
  const rows = await db
    .select({ slug: newsletterIssues.slug })
    .from(newsletterIssues)
    .where(
      and(
        or(eq(newsletterIssues.slug, root), like(newsletterIssues.slug, `${root.slice(0, 70)}%`)),
        exceptId ? ne(newsletterIssues.id, exceptId) : undefined,
      ),
    );
  return uniqueSlug(root, new Set([...ARCHIVE_PATH_SEGMENTS, ...rows.map((row) => row.slug)]));
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** Runs an insert or update that takes a fresh slug, once more if another save took it meanwhile. */
async function withFreshSlug<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}

/** A new draft from scratch. */
export async function createIssue(
  db: Database,
  input: IssueTexts & { sourcePostId?: string | null; userId: string | null; now?: Date },
): Promise<{ id: string; slug: string }> {
  const now = input.now ?? new Date();
  return withFreshSlug(async () => {
    const slug = await uniqueIssueSlug(db, input.subject);
    const [row] = await db
      .insert(newsletterIssues)
      .values({
        slug,
        subject: input.subject,
        intro: input.intro,
        content: input.content,
        audience: input.audience,
        sourcePostId: input.sourcePostId ?? null,
        createdBy: input.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: newsletterIssues.id, slug: newsletterIssues.slug });
    return row!;
  });
}

/** The Markdown that carries a post's summary and a link to the whole of it. */
export function summaryWithLink(post: { excerpt: string | null; slug: string }): string {
  const summary = (post.excerpt ?? '').trim();
  return `${summary ? `${summary}\n\n` : ''}[Pročitajte ceo tekst na blogu](/blog/${post.slug})`;
}

/**
 * A new draft from a published post: its title is the subject, its excerpt the intro, and the
 * content either the post's own Markdown or only its summary with a link to it. Null when the
 * post does not exist or is not published.
 */
export async function createIssueFromPost(
  db: Database,
  input: { postId: string; mode: FromPostMode; audience: IssueAudience; userId: string | null; now?: Date },
): Promise<{ id: string; slug: string } | null> {
  const [post] = await db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, content: blogPosts.content, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, input.postId), eq(blogPosts.published, true)));
  if (!post) return null;
  return createIssue(db, {
    subject: post.title,
    intro: input.mode === 'full' ? (post.excerpt ?? '').trim() : '',
    content: input.mode === 'full' ? post.content : summaryWithLink(post),
    audience: input.audience,
    sourcePostId: input.postId,
    userId: input.userId,
    now: input.now,
  });
}

/**
 * Saves a draft's texts (the editor's autosave and 'Sačuvaj'). The slug follows the subject
 * while the issue is unsent (nobody links to it yet). False when the issue is gone or no longer
 * editable (it is being sent or was sent): nothing changes then.
 */
export async function saveIssueTexts(
  db: Database,
  input: IssueTexts & { id: string; now?: Date },
): Promise<{ slug: string } | null> {
  const now = input.now ?? new Date();
  return withFreshSlug(async () => {
    const slug = await uniqueIssueSlug(db, input.subject, input.id);
    const [row] = await db
      .update(newsletterIssues)
      .set({
        subject: input.subject,
        intro: input.intro,
        content: input.content,
        audience: input.audience,
        slug,
        updatedAt: now,
      })
      .where(and(eq(newsletterIssues.id, input.id), inArray(newsletterIssues.status, [...EDITABLE_STATUSES])))
      .returning({ slug: newsletterIssues.slug });
    return row ?? null;
  });
}

export type ScheduleResult = { ok: true } | { ok: false; reason: 'past' | 'not_editable' };

/**
 * 'Zakaži': a draft (or an already scheduled issue) waits for `at`, which must be in the future;
 * the sending job queues it then.
 */
export async function scheduleIssue(
  db: Database,
  id: string,
  at: Date,
  now: Date = new Date(),
): Promise<ScheduleResult> {
  if (!(at.getTime() > now.getTime())) return { ok: false, reason: 'past' };
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'scheduled', scheduledAt: at, updatedAt: now })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, [...EDITABLE_STATUSES])))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0 ? { ok: true } : { ok: false, reason: 'not_editable' };
}

/** 'Otkaži zakazivanje': a scheduled issue becomes a draft again. False when it was not scheduled. */
export async function unscheduleIssue(db: Database, id: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'draft', scheduledAt: null, updatedAt: now })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'scheduled')))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/** Deletes a draft (never a scheduled, sending or sent issue). */
export async function deleteDraftIssue(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/**
 * The issue `where` picks, its `fields` and the post it names and links to, left-joined on
 * `source_post_id`: `sourcePost` only while the post exists and is published (else its link would
 * be a 404). Null when no issue matches.
 */
export async function readIssueWithSourcePost<Fields extends Record<string, PgColumn>>(
  db: Database,
  fields: Fields,
  where: SQL | undefined,
) {
  const [row] = await db
    .select({ ...fields, postTitle: blogPosts.title, postSlug: blogPosts.slug, postPublished: blogPosts.published })
    .from(newsletterIssues)
    .leftJoin(blogPosts, eq(blogPosts.id, newsletterIssues.sourcePostId))
    .where(where);
  if (!row) return null;
  // Drizzle's row type over generic `fields` does not show the joined columns until it is instantiated.
  const { postTitle, postSlug, postPublished, ...issue } = row as typeof row & {
    postTitle: string | null;
    postSlug: string | null;
    postPublished: boolean | null;
  };
  const sourcePost: { title: string; slug: string } | null =
    postTitle && postSlug && postPublished ? { title: postTitle, slug: postSlug } : null;
  return { ...issue, sourcePost };
}

/** The panel's list: every issue, the most recently changed first, one page at a time. */
export async function queryIssuesForPanel(
  db: Database,
  { page, pageSize = ISSUE_PANEL_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<Page<IssueListItem>> {
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(newsletterIssues)
      .orderBy(desc(newsletterIssues.updatedAt), desc(newsletterIssues.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(newsletterIssues),
  ]);
  return pageOf(rows.map(listItem), total?.value ?? 0, page, pageSize);
}

/** One issue with everything the editor shows; null when there is none. */
export async function queryIssueForEditor(db: Database, id: string): Promise<EditorIssue | null> {
  const row = await readIssueWithSourcePost(
    db,
    { ...listColumns, slug: newsletterIssues.slug, intro: newsletterIssues.intro, content: newsletterIssues.content },
    eq(newsletterIssues.id, id),
  );
  if (!row) return null;
  return { ...listItem(row), slug: row.slug, intro: row.intro, content: row.content, sourcePost: row.sourcePost };
}

/** The newest published posts, for 'Iz blog posta'. */
export async function queryPostChoices(db: Database): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
    .limit(SOURCE_POST_CHOICES);
}

/** The archive: sent issues only, the newest first (index `newsletter_issues_archive_idx`). */
export async function queryArchivePage(
  db: Database,
  page: number,
  pageSize = ARCHIVE_PAGE_SIZE,
): Promise<Page<ArchivedIssueSummary>> {
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        slug: newsletterIssues.slug,
        subject: newsletterIssues.subject,
        intro: newsletterIssues.intro,
        sentAt: newsletterIssues.sentAt,
      })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.status, 'sent'))
      .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(newsletterIssues).where(eq(newsletterIssues.status, 'sent')),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, sentAt: (row.sentAt ?? new Date(0)).toISOString() })),
    total?.value ?? 0,
    page,
    pageSize,
  );
}

/** One sent issue by its slug; null for an unknown slug or an issue not sent (yet). */
export async function querySentIssue(db: Database, slug: string): Promise<ArchivedIssue | null> {
  const row = await readIssueWithSourcePost(
    db,
    {
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      intro: newsletterIssues.intro,
      content: newsletterIssues.content,
      sentAt: newsletterIssues.sentAt,
    },
    and(eq(newsletterIssues.slug, slug), eq(newsletterIssues.status, 'sent')),
  );
  if (!row) return null;
  return { ...row, sentAt: (row.sentAt ?? new Date(0)).toISOString() };
}

/** Slugs are `^[a-z0-9]+(-[a-z0-9]+)*$`: anything else is never looked up (nor cached). */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const readArchivePage = cache(
  cachedPublicRead(CACHE_TAGS.newsletterIssues, 'newsletter_issues:archive', async (page: number) =>
    queryArchivePage(await getDb(), page),
  ),
);

const readSentIssue = cache(
  cachedPublicRead(CACHE_TAGS.newsletterIssues, 'newsletter_issues:issue', async (slug: string) =>
    querySentIssue(await getDb(), slug),
  ),
);

/**
 * The texts the archive shows, in the page's script (docs/i18n.md). The cached reads keep them as
 * stored, foreign marks in, and convert after reading; `content` stays Markdown, rendered by the page.
 */
const ISSUE_TEXTS = ['subject', 'intro'] as const satisfies (keyof ArchivedIssueSummary)[];

/** A page of the archive in the page's script (cached per page until an issue is sent). */
export async function getArchivePage(page: number, script: Script): Promise<Page<ArchivedIssueSummary>> {
  const archive = await readArchivePage(page);
  return { ...archive, items: archive.items.map((issue) => textsIn(script, issue, ISSUE_TEXTS)) };
}

/** One sent issue in the page's script (cached per slug until an issue is sent); null for anything else. */
export async function getSentIssue(slug: string, script: Script): Promise<ArchivedIssue | null> {
  if (slug.length > 200 || !SLUG_SHAPE.test(slug)) return null;
  const issue = await readSentIssue(slug);
  if (!issue) return null;
  const { sourcePost } = issue;
  return {
    ...textsIn(script, issue, ISSUE_TEXTS),
    sourcePost: sourcePost && { ...sourcePost, title: textIn(script)(sourcePost.title) },
  };
}

/** Every sent issue's slug (a few bytes each), for `proxy.ts`: recomputed when an issue is sent. */
export async function querySentSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: newsletterIssues.slug })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, 'sent'));
  return rows.map((row) => row.slug);
}

const sentSlugs = processMemo(CACHE_TAGS.newsletterIssues, 'newsletter_issues:slugs', async () => {
  return new Set(await querySentSlugs(await getDb()));
});

/**
 * Whether a sent issue has this slug: `proxy.ts` asks before `/newsletter/{slug}` renders, so an
 * unknown slug is answered with status 404 and the page's own not-found markup. When the
 * database cannot say, the slug counts as sent and the page decides.
 */
export async function isSentIssueSlug(slug: string): Promise<boolean> {
  if (slug.length > 200 || !SLUG_SHAPE.test(slug)) return false;
  try {
    return (await sentSlugs()).has(slug);
  } catch (error) {
    log.error('data.read_failed', { read: 'newsletter_issues:slugs', error });
    return true;
  }
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/newsletter: a page of the issues and the posts an issue may be made from. */
export async function readIssuesPanelPage(
  page: number,
): Promise<{ issues: Page<IssueListItem>; posts: { id: string; title: string }[] }> {
  const db = await getDb();
  const [issues, posts] = await Promise.all([queryIssuesForPanel(db, { page }), queryPostChoices(db)]);
  return { issues, posts };
}

/** /admin/newsletter/[id]: the issue for its editor, or null. */
export async function readIssueForEditor(id: string): Promise<EditorIssue | null> {
  return queryIssueForEditor(await getDb(), id);
}
