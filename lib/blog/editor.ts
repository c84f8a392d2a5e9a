import { DEFAULT_AUTHOR } from './format';
import { slugify } from './slug';
import { normalizeTags } from './tags';

/**
 * The blog editor's rules that do not need a database: its state, the slug rule of spec §4, the
 * tag rule, the Markdown buttons and the browser copy of unsaved text. Pure, so the editor and the
 * tests share them.
 */

/** What the editor edits; also the snapshot a revision keeps (without `id` and `published`). */
export interface EditorPostFields {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  author: string;
  tags: string[];
  content: string;
  headerImage: string;
  headerImageAlt: string;
  headerImageCaption: string;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
}

export interface EditorPost extends EditorPostFields {
  /** Null until the first save; then the post is 'already saved' (spec §4). */
  id: string | null;
  published: boolean;
}

/** A kept revision as the editor lists it. */
export interface RevisionSummary {
  id: string;
  reason: 'autosave' | 'draft' | 'publish' | 'restore';
  title: string;
  /** ISO. */
  createdAt: string;
}

export const EDITOR_FIELD_NAMES = [
  'title',
  'slug',
  'excerpt',
  'category',
  'author',
  'tags',
  'content',
  'headerImage',
  'headerImageAlt',
  'headerImageCaption',
  'featured',
  'metaTitle',
  'metaDescription',
] as const satisfies readonly (keyof EditorPostFields)[];

export function emptyEditorPost(): EditorPost {
  return {
    id: null,
    published: false,
    title: '',
    slug: '',
    excerpt: '',
    category: '',
    author: DEFAULT_AUTHOR,
    tags: [],
    content: '',
    headerImage: '',
    headerImageAlt: '',
    headerImageCaption: '',
    featured: false,
    metaTitle: '',
    metaDescription: '',
  };
}

/** A stored snapshot (JSON from a revision) as editor fields; unknown or missing values become defaults. */
export function editorFieldsFrom(snapshot: unknown): EditorPostFields {
  const source = (snapshot && typeof snapshot === 'object' ? snapshot : {}) as Record<string, unknown>;
  const defaults = emptyEditorPost();
  const text = (name: keyof EditorPostFields) =>
    typeof source[name] === 'string' ? (source[name] as string) : (defaults[name] as string);
  return {
    title: text('title'),
    slug: text('slug'),
    excerpt: text('excerpt'),
    category: text('category'),
    author: text('author'),
    tags: Array.isArray(source.tags)
      ? normalizeTags(source.tags.filter((tag): tag is string => typeof tag === 'string'))
      : [],
    content: text('content'),
    headerImage: text('headerImage'),
    headerImageAlt: text('headerImageAlt'),
    headerImageCaption: text('headerImageCaption'),
    featured: source.featured === true,
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
  };
}

/**
 * A title change (spec §4): until the post is saved the slug follows the title by the slug rule;
 * once saved it is kept.
 */
export function withTitle(post: EditorPost, title: string): EditorPost {
  return post.id === null ? { ...post, title, slug: slugify(title) } : { ...post, title };
}

/** Spec §4: a tag is added only if it is non-empty and not already in the list. */
export function addTag(tags: readonly string[], tag: string): string[] {
  return normalizeTags([...tags, tag]);
}

export function sameFields(a: EditorPostFields, b: EditorPostFields): boolean {
  return EDITOR_FIELD_NAMES.every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));
}

/** Autosave runs only when there is something to keep (spec §4: a title or content). */
export function hasText(post: EditorPostFields): boolean {
  return post.title.trim() !== '' || post.content.trim() !== '';
}

// ---------- Markdown buttons ----------

export type MarkdownFormat = 'bold' | 'italic' | 'quote' | 'code';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDER: Record<MarkdownFormat, string> = {
  bold: 'podebljan tekst',
  italic: 'kurziv',
  quote: 'citat',
  code: 'kod',
};

/**
 * What a formatting button does to the textarea: wraps the selection in the Markdown for bold
 * (`**…**`), italic (`_…_`) or code (`` `…` ``; a fenced block when the selection spans lines),
 * or starts each selected line with `> ` for a quote. With nothing selected a placeholder is
 * inserted and selected, so typing replaces it. The selection afterwards covers the text itself.
 */
export function applyMarkdownFormat(text: string, start: number, end: number, format: MarkdownFormat): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const selected = text.slice(from, to) || PLACEHOLDER[format];
  const before = text.slice(0, from);
  const after = text.slice(to);

  if (format === 'quote') {
    const lineStart = before.lastIndexOf('\n') + 1;
    const head = text.slice(0, lineStart);
    const quoted = (text.slice(lineStart, from) + selected)
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const selectionStart = head.length + (from - lineStart) + 2;
    return { text: head + quoted + after, selectionStart, selectionEnd: head.length + quoted.length };
  }

  const multiline = format === 'code' && selected.includes('\n');
  const [open, close] =
    format === 'bold'
      ? ['**', '**']
      : format === 'italic'
        ? ['_', '_']
        : multiline
          ? [`${before === '' || before.endsWith('\n') ? '' : '\n'}\`\`\`\n`, '\n```\n']
          : ['`', '`'];
  return {
    text: before + open + selected + close + after,
    selectionStart: from + open.length,
    selectionEnd: from + open.length + selected.length,
  };
}

// ---------- Unsaved text in the browser ----------

/** localStorage key of one post's unsaved editor state; `new` for a post not saved yet. */
export function draftStorageKey(postId: string | null): string {
  return `admin-blog-editor:${postId ?? 'new'}`;
}

export interface StoredEditorCopy {
  post: EditorPost;
  /** When the copy was written (ms since epoch). */
  savedAt: number;
}

/** Parses a stored copy; null for anything that is not one (old formats, hand edits). */
export function parseStoredCopy(raw: string | null): StoredEditorCopy | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { post?: Record<string, unknown>; savedAt?: unknown };
    if (!value?.post || typeof value.savedAt !== 'number') return null;
    const id = typeof value.post.id === 'string' ? value.post.id : null;
    return {
      post: { ...editorFieldsFrom(value.post), id, published: value.post.published === true },
      savedAt: value.savedAt,
    };
  } catch {
    return null;
  }
}

/** The part of `localStorage` the editor uses (a stand-in in tests). */
export type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * On arrival: the copy a previous visit left of this post, when it holds text the opened post does
 * not (spec: nothing typed is ever lost); any other copy is dropped.
 */
export function takeArrivalCopy(storage: CopyStorage, opened: EditorPost): StoredEditorCopy | null {
  const key = draftStorageKey(opened.id);
  const copy = parseStoredCopy(storage.getItem(key));
  if (copy && !sameFields(copy.post, opened) && hasText(copy.post)) return copy;
  storage.removeItem(key);
  return null;
}

/**
 * Keeps unsaved text in the browser until the database has it: the copy is written while the
 * editor differs from the last save and removed once it does not. A post that has an id no longer
 * needs the copy of the new post it was written as.
 */
export function keepBrowserCopy(storage: CopyStorage, post: EditorPost, dirty: boolean, now: number): void {
  const key = draftStorageKey(post.id);
  if (dirty) storage.setItem(key, JSON.stringify({ post, savedAt: now } satisfies StoredEditorCopy));
  else storage.removeItem(key);
  if (post.id !== null) storage.removeItem(draftStorageKey(null));
}

// ---------- Saving in turn, and autosave ----------

/**
 * A queue of saves: each runs after the one before has settled (a failure does not stop the
 * next), so saves never overlap and a new post is created once.
 */
export function createSaveTurns(): <R>(work: () => Promise<R>) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return <R>(work: () => Promise<R>) => {
    const next = last.then(work);
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * What one autosave tick does (spec §4: every 30 s "when there is a title or content"): nothing
 * while the text is what the last save kept; a save to the database when it has a title; without
 * a title the browser copy already holds it, so the indicator only says so, once per text.
 */
export function autosaveStep(
  current: EditorPostFields,
  kept: EditorPostFields | null,
  reportedInBrowser: EditorPostFields | null,
): 'none' | 'database' | 'browser' {
  const unsaved = kept === null ? hasText(current) : !sameFields(current, kept);
  if (!unsaved) return 'none';
  if (current.title.trim() !== '') return 'database';
  if (reportedInBrowser !== null && sameFields(current, reportedInBrowser)) return 'none';
  return 'browser';
}
