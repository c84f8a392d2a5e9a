'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { formDataOf } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import {
  autosaveBlogPost,
  publishBlogPost,
  restoreBlogRevision,
  saveBlogDraft,
  type SavedPostData,
} from '@/lib/actions/admin-blog';
import type { ActionResult } from '@/lib/actions/result';
import {
  draftStorageKey,
  emptyEditorPost,
  hasText,
  parseStoredCopy,
  sameFields,
  withTitle,
  type EditorPost,
  type EditorPostFields,
  type RevisionSummary,
  type StoredEditorCopy,
} from '@/lib/blog/editor';
import { AUTOSAVE_INTERVAL_MS, BLOG_MESSAGES, SAVING_FLASH_MS, type BlogSaveMode } from '@/lib/validation/admin-blog';

/** `kept-in-browser`: autosave of a text without a title, which only this browser can keep (the database needs a title). */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' | 'kept-in-browser'; at: Date }
  /** `message`: the failed save's own ('Greška pri objavljivanju posta' for a publish). */
  | { kind: 'failed'; message: string };

/** The editor's post as the save actions read it: its texts and id, `featured` as a checkbox, the tags repeated. */
function postFormData({ id, tags, featured, published, ...texts }: EditorPost): FormData {
  const data = formDataOf({ ...texts, id: id ?? '' });
  if (featured) data.set('featured', 'on');
  for (const tag of tags) data.append('tags', tag);
  return data;
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The open post's state and its saving (spec §4): saves in turn, never overlapping, always the
 * newest text (so a new post is created once); autosave every 30 s while there is unsaved text;
 * unsaved text kept in the browser until the database has it and offered back on the next visit;
 * revisions and their restore; publishing and starting a new post.
 */
export function usePostDraft(
  initialPost: EditorPost,
  initialRevisions: RevisionSummary[],
  onHolding: (postId: string | null) => void,
) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const storageKey = draftStorageKey(initialPost.id);

  const [post, setPost] = useState<EditorPost>(initialPost);
  const [saved, setSaved] = useState<EditorPostFields | null>(initialPost.id ? initialPost : null);
  const [revisions, setRevisions] = useState(initialRevisions);
  // An opened post shows when it was last saved (its newest revision).
  const [status, setStatus] = useState<SaveStatus>(() =>
    initialRevisions[0] ? { kind: 'saved', at: new Date(initialRevisions[0].createdAt) } : { kind: 'idle' },
  );
  const [recovered, setRecovered] = useState<StoredEditorCopy | null>(null);
  /** Changed when the form's fields start over (a new post, a restored version): the upload, tag and content widgets remount. */
  const [resetKey, setResetKey] = useState(0);

  // The newest values for timers and chained saves, which outlive the render that started them.
  const postRef = useRef(post);
  /** What the last save kept (a revision): autosave runs only when the text moved on from it. */
  const keptRef = useRef<EditorPostFields | null>(initialPost.id ? initialPost : null);
  useLayoutEffect(() => {
    postRef.current = post;
  });
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const dirty = saved === null ? hasText(post) : !sameFields(post, saved);

  const autosave = useAction(autosaveBlogPost, { fallbackError: BLOG_MESSAGES.draftFailed, quiet: true });
  const draft = useAction(saveBlogDraft, { fallbackError: BLOG_MESSAGES.draftFailed });
  const publish = useAction(publishBlogPost, { fallbackError: BLOG_MESSAGES.publishFailed });
  const restore = useAction(restoreBlogRevision, { fallbackError: BLOG_MESSAGES.restoreFailed });
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
      const [result] = await Promise.all([runners[mode].run(postFormData(sent)), wait(SAVING_FLASH_MS)]);
      if (!result.ok) {
        setStatus({
          kind: 'failed',
          message: mode === 'publish' ? BLOG_MESSAGES.publishFailed : BLOG_MESSAGES.draftFailed,
        });
        return result;
      }
      const data = result.data;
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
        // The post is 'already saved' now: a reload opens it again, and this editor keeps it.
        onHolding(data.id);
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
    setResetKey((key) => key + 1);
    onHolding(null);
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
    window.localStorage.removeItem(draftStorageKey(result.data.id));
    resetEditor();
  }

  /** 'Novi post': unsaved text of the open post is autosaved first (and its browser copy kept). */
  async function onNewPost() {
    if (dirty && postRef.current.title.trim() !== '') await save('autosave');
    resetEditor();
  }

  async function onRestore(revisionId: string) {
    if (dirty && postRef.current.title.trim() !== '') await save('autosave');
    const result = await restore.run(formDataOf({ revisionId }));
    if (!result.ok) return;
    const restored = result.data.post;
    keptRef.current = restored;
    setPost(restored);
    setSaved(restored);
    setRevisions(result.data.revisions);
    setStatus({ kind: 'saved', at: new Date(result.data.savedAt) });
    setResetKey((key) => key + 1);
    router.refresh();
  }

  function update<K extends keyof EditorPost>(name: K, value: EditorPost[K]) {
    setPost((current) => ({ ...current, [name]: value }));
  }

  const busy = draft.pending || publish.pending || restore.pending;

  return {
    post,
    /** Sets one field of the post. */
    update,
    setTitle: (title: string) => setPost((current) => withTitle(current, title)),
    status,
    /** Unsaved text a previous visit left in this browser, offered back until taken or dropped. */
    recovered,
    acceptRecovered() {
      if (!recovered) return;
      setPost(recovered.post);
      setResetKey((key) => key + 1);
      setRecovered(null);
    },
    discardRecovered() {
      window.localStorage.removeItem(storageKey);
      setRecovered(null);
    },
    revisions,
    resetKey,
    busy,
    saveDraft: onDraft,
    publish: onPublish,
    startNewPost: onNewPost,
    restoreRevision: onRestore,
  };
}
