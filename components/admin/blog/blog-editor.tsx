'use client';

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FileUpload } from '@/components/ui/file-upload';
import { Input, Label, Textarea } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { EditorPost, RevisionSummary } from '@/lib/blog/editor';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { BLOG_MESSAGES } from '@/lib/validation/admin-blog';
import { formatClockTime, formatDateTime } from '@/lib/format/date';

import { ContentEditor } from './content-editor';
import { RevisionList } from './revision-list';
import { TagInput } from './tag-input';
import { usePostDraft, type SaveStatus } from './use-post-draft';

interface BlogEditorProps {
  initialPost: EditorPost;
  initialRevisions: RevisionSummary[];
}

interface PostEditorProps extends BlogEditorProps {
  /** The post this editor now holds (its id after a new post's first save, null after 'Novi post'). */
  onHolding: (postId: string | null) => void;
}

/** The autosave indicator's text (spec §4). */
function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saving':
      return BLOG_MESSAGES.saving;
    case 'saved':
      return BLOG_MESSAGES.lastSaved(formatClockTime(status.at));
    case 'kept-in-browser':
      return `${BLOG_MESSAGES.lastSaved(formatClockTime(status.at))} ${BLOG_MESSAGES.keptInBrowser}`;
    case 'failed':
      return `${status.message}. Tekst je sačuvan u ovom pregledaču.`;
    case 'idle':
      return '';
  }
}

/**
 * One editor per opened post: another post (from the list) starts a fresh editor, but a new post's
 * first save keeps the editor it was written in. That save puts the post in the address and the
 * refreshed page then opens it; a fresh editor there would replace what was typed while the page
 * was refreshing with the saved text.
 */
export function BlogEditor({ initialPost, initialRevisions }: BlogEditorProps) {
  const [holding, setHolding] = useState<string | null>(null);
  const opened = initialPost.id;
  const key = opened === null || opened === holding ? 'new' : opened;
  return <PostEditor key={key} initialPost={initialPost} initialRevisions={initialRevisions} onHolding={setHolding} />;
}

/**
 * The blog editor (spec §2 Blog, §4): every field of a post, Markdown with formatting buttons and a
 * preview through the public page's sanitised renderer, autosave every 30 s, revisions, and a copy
 * of unsaved text in the browser that is offered back after a reload or a lost connection
 * (the saving itself: `usePostDraft`).
 */
function PostEditor({ initialPost, initialRevisions, onHolding }: PostEditorProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const {
    post,
    update,
    setTitle,
    status,
    recovered,
    acceptRecovered,
    discardRecovered,
    revisions,
    resetKey,
    busy,
    saveDraft,
    publish,
    startNewPost,
    restoreRevision,
  } = usePostDraft(initialPost, initialRevisions, onHolding);

  return (
    <section aria-labelledby={field('heading')} className="grid gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={field('heading')} className="text-xl font-bold">
          {post.id ? 'Uređivanje posta' : 'Novi post'}
          {post.id ? (
            <span className="ml-3 rounded-full bg-muted px-2.5 py-0.5 align-middle text-xs font-semibold text-muted-foreground">
              {post.published ? 'Objavljeno' : 'Draft'}
            </span>
          ) : null}
        </h2>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {saveStatusText(status)}
        </p>
      </div>

      {recovered ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="flex-1">
            {BLOG_MESSAGES.unsavedFound} ({formatDateTime(new Date(recovered.savedAt))})
          </p>
          <Button size="sm" onClick={acceptRecovered}>
            Vrati tekst
          </Button>
          <Button size="sm" variant="outline" onClick={discardRecovered}>
            Odbaci
          </Button>
        </div>
      ) : null}

      <form className="grid gap-5" onSubmit={(event) => event.preventDefault()} aria-label="Blog post">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-1.5 md:col-span-2">
            <Label htmlFor={field('title')}>
              Naslov
              <span aria-hidden className="text-destructive">
                {' '}
                *
              </span>
            </Label>
            <Input
              id={field('title')}
              required
              aria-required
              value={post.title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('slug')}>Slug</Label>
            <Input
              id={field('slug')}
              value={post.slug}
              aria-describedby={field('slug-hint')}
              onChange={(event) => update('slug', event.target.value)}
            />
            <p id={field('slug-hint')} className="text-xs text-muted-foreground">
              {post.id ? `Adresa posta: /blog/${post.slug}` : 'Pravi se iz naslova dok se post prvi put ne sačuva.'}
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('category')}>Kategorija</Label>
            <select
              id={field('category')}
              value={post.category}
              onChange={(event) => update('category', event.target.value)}
              className={selectClass}
            >
              <option value="">Bez kategorije</option>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5 md:col-span-2">
            <Label htmlFor={field('excerpt')}>Sažetak</Label>
            <Textarea
              id={field('excerpt')}
              rows={2}
              value={post.excerpt}
              onChange={(event) => update('excerpt', event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('author')}>Autor</Label>
            <Input
              id={field('author')}
              value={post.author}
              onChange={(event) => update('author', event.target.value)}
            />
          </div>
          <div className="flex items-center gap-2 self-end pb-2">
            <input
              id={field('featured')}
              type="checkbox"
              checked={post.featured}
              onChange={(event) => update('featured', event.target.checked)}
              className="size-4 accent-primary"
            />
            <Label htmlFor={field('featured')}>Istaknuti post</Label>
          </div>
        </div>

        <TagInput
          key={`tags-${resetKey}`}
          id={field('tag')}
          tags={post.tags}
          onChange={(tags) => update('tags', tags)}
        />

        <ContentEditor
          key={`content-${resetKey}`}
          id={field('content')}
          content={post.content}
          onChange={(content) => update('content', content)}
        />

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-1.5 text-sm font-medium">Naslovna slika</legend>
          <FileUpload
            key={resetKey}
            purpose="blog"
            name="headerImageUpload"
            label="Slika"
            hint="Samo slike, najviše 5 MB."
            defaultValue={post.headerImage}
            onUploaded={(url) => {
              update('headerImage', url);
              toast.success('Uspešno', { description: BLOG_MESSAGES.imageUploaded });
            }}
            onRemoved={() => update('headerImage', '')}
            className="md:col-span-2"
          />
          <div className="grid gap-1.5">
            <Label htmlFor={field('alt')}>Alt tekst slike</Label>
            <Input
              id={field('alt')}
              value={post.headerImageAlt}
              onChange={(event) => update('headerImageAlt', event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('caption')}>Potpis slike</Label>
            <Input
              id={field('caption')}
              value={post.headerImageCaption}
              onChange={(event) => update('headerImageCaption', event.target.value)}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-1.5 text-sm font-medium">SEO</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={field('meta-title')}>Meta title (SEO)</Label>
            <Input
              id={field('meta-title')}
              value={post.metaTitle}
              onChange={(event) => update('metaTitle', event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('meta-description')}>Meta description (SEO)</Label>
            <Textarea
              id={field('meta-description')}
              rows={2}
              value={post.metaDescription}
              onChange={(event) => update('metaDescription', event.target.value)}
            />
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => void saveDraft()}>
            Sačuvaj kao draft
          </Button>
          <Button type="button" disabled={busy} onClick={() => void publish()}>
            Objavi post
          </Button>
          {post.id ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void startNewPost()}>
              Novi post
            </Button>
          ) : null}
        </div>
      </form>

      {post.id ? (
        <RevisionList
          headingId={field('revisions')}
          revisions={revisions}
          busy={busy}
          onRestore={(revisionId) => void restoreRevision(revisionId)}
        />
      ) : null}
    </section>
  );
}
