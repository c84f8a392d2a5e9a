'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { BoldIcon, CodeIcon, ItalicIcon, QuoteIcon, XIcon } from '@/components/ui/icons';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { PostContent } from '@/components/blog/post-content';
import { Button } from '@/components/ui/button';
import { FileUpload } from '@/components/ui/file-upload';
import { Input, Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import {
  autosaveBlogPost,
  previewBlogContent,
  publishBlogPost,
  restoreBlogRevision,
  saveBlogDraft,
  type SavedPostData,
} from '@/lib/actions/admin-blog';
import type { ActionResult } from '@/lib/actions/result';
import { SUGGESTED_TAGS } from '@/lib/blog/categories';
import {
  addTag,
  applyMarkdownFormat,
  draftStorageKey,
  emptyEditorPost,
  hasText,
  parseStoredCopy,
  sameFields,
  withTitle,
  type EditorPost,
  type EditorPostFields,
  type MarkdownFormat,
  type RevisionSummary,
  type StoredEditorCopy,
} from '@/lib/blog/editor';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import {
  AUTOSAVE_INTERVAL_MS,
  BLOG_MESSAGES,
  REVISION_REASON_LABELS,
  SAVING_FLASH_MS,
  type BlogSaveMode,
} from '@/lib/validation/admin-blog';
import { formatClockTime, formatDateTime } from '@/lib/format/date';

interface BlogEditorProps {
  initialPost: EditorPost;
  initialRevisions: RevisionSummary[];
}

/** `kept-in-browser`: autosave of a text without a title, which only this browser can keep (the database needs a title). */
type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' | 'kept-in-browser'; at: Date } | { kind: 'failed' };
type PreviewState = { kind: 'loading' } | { kind: 'ready'; html: string } | { kind: 'failed'; message: string };

const FORMAT_BUTTONS: { format: MarkdownFormat; label: string; Icon: typeof BoldIcon }[] = [
  { format: 'bold', label: 'Podebljano', Icon: BoldIcon },
  { format: 'italic', label: 'Kurziv', Icon: ItalicIcon },
  { format: 'quote', label: 'Citat', Icon: QuoteIcon },
  { format: 'code', label: 'Kod', Icon: CodeIcon },
];

function formDataOf(post: EditorPost): FormData {
  const data = new FormData();
  data.set('id', post.id ?? '');
  for (const name of [
    'title',
    'slug',
    'excerpt',
    'category',
    'author',
    'content',
    'headerImage',
    'headerImageAlt',
    'headerImageCaption',
    'metaTitle',
    'metaDescription',
  ] as const) {
    data.set(name, post[name]);
  }
  if (post.featured) data.set('featured', 'on');
  for (const tag of post.tags) data.append('tags', tag);
  return data;
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
      return `${BLOG_MESSAGES.draftFailed}. Tekst je sačuvan u ovom pregledaču.`;
    case 'idle':
      return '';
  }
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The blog editor (spec §2 Blog, §4): every field of a post, Markdown with formatting buttons and a
 * preview through the public page's sanitised renderer, autosave every 30 s, revisions, and a copy
 * of unsaved text in the browser that is offered back after a reload or a lost connection.
 */
export function BlogEditor({ initialPost, initialRevisions }: BlogEditorProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const id = useId();
  const storageKey = draftStorageKey(initialPost.id);

  const [post, setPost] = useState<EditorPost>(initialPost);
  const [saved, setSaved] = useState<EditorPostFields | null>(initialPost.id ? initialPost : null);
  const [revisions, setRevisions] = useState(initialRevisions);
  // An opened post shows when it was last saved (its newest revision); the editor remounts with the
  // post's id after a new post's first save, and the indicator must not go blank then.
  const [status, setStatus] = useState<SaveStatus>(() =>
    initialRevisions[0] ? { kind: 'saved', at: new Date(initialRevisions[0].createdAt) } : { kind: 'idle' },
  );
  const [recovered, setRecovered] = useState<StoredEditorCopy | null>(null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<PreviewState>({ kind: 'loading' });
  const previewOpening = useRef(0);
  const [tagInput, setTagInput] = useState('');
  const [imageKey, setImageKey] = useState(0);

  // The newest values for timers and chained saves, which outlive the render that started them.
  const postRef = useRef(post);
  /** What the last save kept (a revision): autosave runs only when the text moved on from it. */
  const keptRef = useRef<EditorPostFields | null>(initialPost.id ? initialPost : null);
  useLayoutEffect(() => {
    postRef.current = post;
  });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const dirty = saved === null ? hasText(post) : !sameFields(post, saved);

  const autosave = useAdminAction(autosaveBlogPost, { fallbackError: BLOG_MESSAGES.draftFailed, quiet: true });
  const draft = useAdminAction(saveBlogDraft, { fallbackError: BLOG_MESSAGES.draftFailed });
  const publish = useAdminAction(publishBlogPost, { fallbackError: BLOG_MESSAGES.publishFailed });
  const restore = useAdminAction(restoreBlogRevision, { fallbackError: BLOG_MESSAGES.restoreFailed });
  const renderPreview = useAdminAction(previewBlogContent, { fallbackError: BLOG_MESSAGES.previewFailed, quiet: true });
  const runners = { autosave, draft, publish } satisfies Record<
    BlogSaveMode,
    { run: (data: FormData) => Promise<ActionResult<SavedPostData>> }
  >;

  // Offer back what a previous visit left unsaved (spec: nothing typed is ever lost). Once, on
  // arrival: copies written later are this session's own, and refreshed props must not re-offer them.
  const arrivalChecked = useRef(false);
  useEffect(() => {
    if (arrivalChecked.current) return;
    arrivalChecked.current = true;
    const copy = parseStoredCopy(window.localStorage.getItem(storageKey));
    if (copy && !sameFields(copy.post, initialPost) && hasText(copy.post)) {
      // Browser storage exists only after hydration, so the offer cannot be part of the first render.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRecovered(copy);
    } else {
      window.localStorage.removeItem(storageKey);
    }
  }, [storageKey, initialPost]);

  // Keep unsaved text in the browser until the database has it.
  useEffect(() => {
    if (recovered) return;
    const key = draftStorageKey(post.id);
    if (dirty)
      window.localStorage.setItem(key, JSON.stringify({ post, savedAt: Date.now() } satisfies StoredEditorCopy));
    else window.localStorage.removeItem(key);
    if (post.id !== null) window.localStorage.removeItem(draftStorageKey(null));
  }, [post, dirty, recovered]);

  /** Runs `work` after whatever save is still running, so saves never overlap. */
  function inTurn<R>(work: () => Promise<R>): Promise<R> {
    const next = queue.current.then(work);
    queue.current = next.catch(() => undefined);
    return next;
  }

  /** Saves one after another, always the newest text, so a new post is created once. */
  function save(mode: BlogSaveMode): Promise<ActionResult<SavedPostData>> {
    return inTurn(async () => {
      const sent = postRef.current;
      setStatus({ kind: 'saving' });
      const [result] = await Promise.all([runners[mode].run(formDataOf(sent)), wait(SAVING_FLASH_MS)]);
      if (!result.ok) {
        setStatus({ kind: 'failed' });
        return result;
      }
      const data = result.data!;
      keptRef.current = sent;
      setStatus({ kind: 'saved', at: new Date(data.savedAt) });
      const wasNew = sent.id === null;
      if (mode === 'publish') return result;
      if (!(mode === 'autosave' && sent.published)) setSaved({ ...sent, slug: data.slug });
      setRevisions(data.revisions);
      setPost((current) => ({
        ...current,
        id: data.id,
        published: data.published,
        slug: current.slug === sent.slug ? data.slug : current.slug,
      }));
      if (wasNew) {
        // The post is 'already saved' now: a reload opens it again.
        const params = new URLSearchParams(searchParams.toString());
        params.set('post', data.id);
        window.history.replaceState(null, '', `${pathname}?${params.toString()}`);
      }
      return result;
    });
  }

  /** What the indicator last reported as kept in this browser, so the same text is not reported every 30 s. */
  const keptInBrowserRef = useRef<EditorPostFields | null>(null);

  /**
   * One autosave tick, while there is unsaved text: to the database when it has a title; without
   * one (spec §4: "when there is a title or content") the browser copy written above already holds
   * it, so the indicator says so, after the same saving flash.
   */
  function autosaveTick() {
    const current = postRef.current;
    const unsaved = keptRef.current === null ? hasText(current) : !sameFields(current, keptRef.current);
    if (!unsaved) return;
    if (current.title.trim() !== '') {
      void save('autosave');
      return;
    }
    if (keptInBrowserRef.current !== null && sameFields(current, keptInBrowserRef.current)) return;
    keptInBrowserRef.current = current;
    void inTurn(async () => {
      setStatus({ kind: 'saving' });
      await wait(SAVING_FLASH_MS);
      setStatus({ kind: 'kept-in-browser', at: new Date() });
    });
  }

  // Every 30 s, with the newest render's `autosaveTick` (the timer outlives the render that started it).
  const autosaveRef = useRef(autosaveTick);
  useLayoutEffect(() => {
    autosaveRef.current = autosaveTick;
  });
  useEffect(() => {
    const timer = setInterval(() => autosaveRef.current(), AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  function resetEditor() {
    window.localStorage.removeItem(draftStorageKey(null));
    keptRef.current = null;
    setPost(emptyEditorPost());
    setSaved(null);
    setRevisions([]);
    setTagInput('');
    setView('write');
    setImageKey((key) => key + 1);
    if (searchParams.get('post')) router.replace(`${pathname}?tab=blog`, { scroll: false });
    else router.refresh();
  }

  async function onDraft() {
    const result = await save('draft');
    if (result.ok) router.refresh();
  }

  async function onPublish() {
    const result = await save('publish');
    if (!result.ok) return;
    window.localStorage.removeItem(draftStorageKey(result.data!.id));
    resetEditor();
  }

  /** 'Novi post': unsaved text of the open post is autosaved first (and its browser copy kept). */
  async function onNewPost() {
    if (dirty && postRef.current.title.trim() !== '') await save('autosave');
    resetEditor();
  }

  async function onRestore(revisionId: string) {
    if (dirty && postRef.current.title.trim() !== '') await save('autosave');
    const data = new FormData();
    data.set('revisionId', revisionId);
    const result = await restore.run(data);
    if (!result.ok) return;
    const restored = result.data!.post;
    keptRef.current = restored;
    setPost(restored);
    setSaved(restored);
    setRevisions(result.data!.revisions);
    setStatus({ kind: 'saved', at: new Date(result.data!.savedAt) });
    setImageKey((key) => key + 1);
    router.refresh();
  }

  function update<K extends keyof EditorPost>(name: K, value: EditorPost[K]) {
    setPost((current) => ({ ...current, [name]: value }));
  }

  function format(formatName: MarkdownFormat) {
    const area = contentRef.current;
    if (!area) return;
    const edit = applyMarkdownFormat(area.value, area.selectionStart, area.selectionEnd, formatName);
    update('content', edit.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  function commitTag(value = tagInput) {
    update('tags', addTag(postRef.current.tags, value));
    setTagInput('');
  }

  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitTag();
    }
  }

  /**
   * The text can't change while the preview shows, so one request per opening (none for an empty
   * text, which the view answers itself); a late answer to an earlier opening is dropped.
   */
  async function showPreview() {
    setView('preview');
    const content = postRef.current.content;
    if (!content.trim()) return;
    setPreview({ kind: 'loading' });
    const opening = ++previewOpening.current;
    const data = new FormData();
    data.set('content', content);
    const result = await renderPreview.run(data);
    if (opening !== previewOpening.current) return;
    setPreview(
      result.ok ? { kind: 'ready', html: result.data?.html ?? '' } : { kind: 'failed', message: result.formError },
    );
  }
  const busy = draft.pending || publish.pending || restore.pending;
  const field = (name: string) => `${id}-${name}`;
  const suggestions = SUGGESTED_TAGS.filter((tag) => !post.tags.includes(tag));

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
          <Button
            size="sm"
            onClick={() => {
              setPost(recovered.post);
              setImageKey((key) => key + 1);
              setRecovered(null);
            }}
          >
            Vrati tekst
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              window.localStorage.removeItem(storageKey);
              setRecovered(null);
            }}
          >
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
              onChange={(event) => setPost((current) => withTitle(current, event.target.value))}
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
              className="h-10 w-full rounded-xl border bg-background px-3 text-sm"
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

        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">Tagovi</legend>
          {post.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Izabrani">
              {post.tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
                >
                  {tag}
                  <button
                    type="button"
                    aria-label={`Ukloni ${tag}`}
                    onClick={() =>
                      update(
                        'tags',
                        post.tags.filter((item) => item !== tag),
                      )
                    }
                    className="rounded-full p-0.5 hover:bg-background/60"
                  >
                    <XIcon className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex gap-2">
            <Label htmlFor={field('tag')} className="sr-only">
              Novi tag
            </Label>
            <Input
              id={field('tag')}
              placeholder="Dodaj tag i pritisni Enter"
              value={tagInput}
              onChange={(event) => setTagInput(event.target.value)}
              onKeyDown={onTagKey}
            />
            <Button type="button" variant="outline" onClick={() => commitTag()}>
              Dodaj
            </Button>
          </div>
          {suggestions.length > 0 ? (
            <div className="flex flex-wrap items-center gap-1.5 text-xs">
              <span className="text-muted-foreground">Predlozi:</span>
              {suggestions.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  onClick={() => commitTag(tag)}
                  className="rounded-full border px-2.5 py-1 hover:bg-muted"
                >
                  + {tag}
                </button>
              ))}
            </div>
          ) : null}
        </fieldset>

        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={field('content')}>Sadržaj (Markdown)</Label>
            <div className="flex gap-1" role="group" aria-label="Način prikaza">
              <Button
                type="button"
                size="sm"
                variant={view === 'write' ? 'secondary' : 'ghost'}
                aria-pressed={view === 'write'}
                onClick={() => setView('write')}
              >
                Pisanje
              </Button>
              <Button
                type="button"
                size="sm"
                variant={view === 'preview' ? 'secondary' : 'ghost'}
                aria-pressed={view === 'preview'}
                onClick={showPreview}
              >
                Pregled
              </Button>
            </div>
          </div>
          {view === 'write' ? (
            <>
              <div role="toolbar" aria-label="Formatiranje" aria-controls={field('content')} className="flex gap-1">
                {FORMAT_BUTTONS.map(({ format: name, label, Icon }) => (
                  <Button
                    key={name}
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={label}
                    title={label}
                    onClick={() => format(name)}
                  >
                    <Icon aria-hidden />
                  </Button>
                ))}
              </div>
              <Textarea
                ref={contentRef}
                id={field('content')}
                rows={16}
                value={post.content}
                onChange={(event) => update('content', event.target.value)}
                className="font-mono"
              />
            </>
          ) : (
            <div aria-label="Pregled posta" role="region" className="min-h-40 rounded-xl border bg-background p-4">
              {!post.content.trim() ? (
                <p className="text-sm text-muted-foreground">{BLOG_MESSAGES.previewEmpty}</p>
              ) : preview.kind === 'ready' ? (
                <PostContent html={preview.html} />
              ) : (
                <p
                  role={preview.kind === 'failed' ? 'alert' : 'status'}
                  className={preview.kind === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
                >
                  {preview.kind === 'failed' ? preview.message : BLOG_MESSAGES.previewLoading}
                </p>
              )}
            </div>
          )}
        </div>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-1.5 text-sm font-medium">Naslovna slika</legend>
          <FileUpload
            key={imageKey}
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
          <Button type="button" variant="outline" disabled={busy} onClick={() => void onDraft()}>
            Sačuvaj kao draft
          </Button>
          <Button type="button" disabled={busy} onClick={() => void onPublish()}>
            Objavi post
          </Button>
          {post.id ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void onNewPost()}>
              Novi post
            </Button>
          ) : null}
        </div>
      </form>

      {post.id ? (
        <section aria-labelledby={field('revisions')} className="grid gap-2">
          <h3 id={field('revisions')} className="text-base font-semibold">
            Verzije
          </h3>
          {revisions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Još nema sačuvanih verzija.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {revisions.map((revision) => (
                <li
                  key={revision.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 odd:bg-muted/50"
                >
                  <time dateTime={revision.createdAt} className="tabular-nums">
                    {formatDateTime(revision.createdAt)}
                  </time>
                  <span className="text-muted-foreground">{REVISION_REASON_LABELS[revision.reason]}</span>
                  <span className="min-w-0 flex-1 truncate">{revision.title}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void onRestore(revision.id)}
                    aria-label={`Vrati verziju od ${formatDateTime(revision.createdAt)}`}
                  >
                    Vrati
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}
