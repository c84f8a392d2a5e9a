'use client';

import { useLayoutEffect, useRef, useState } from 'react';

import type { SavedPostData } from '@/lib/actions/admin-blog';
import {
  emptyEditorPost,
  hasText,
  sameFields,
  withTitle,
  type EditorPost,
  type EditorPostFields,
  type RevisionSummary,
} from '@/lib/blog/editor';

/**
 * The open post's state: its fields, what the database last kept, its revisions, and how a save,
 * a restore or a fresh start change them. The newest text and the last kept one are also refs,
 * for timers and queued saves that outlive the render that started them.
 */
export function useEditorPost(initialPost: EditorPost, initialRevisions: RevisionSummary[]) {
  const [post, setPost] = useState<EditorPost>(initialPost);
  const [saved, setSaved] = useState<EditorPostFields | null>(initialPost.id ? initialPost : null);
  const [revisions, setRevisions] = useState(initialRevisions);
  /** Changed when the form's fields start over (a new post, a restored version): the upload, tag and content widgets remount. */
  const [resetKey, setResetKey] = useState(0);
  const postRef = useRef(post);
  useLayoutEffect(() => {
    postRef.current = post;
  });
  /** What the last save kept (a revision): autosave runs only when the text moved on from it. */
  const keptRef = useRef<EditorPostFields | null>(initialPost.id ? initialPost : null);
  const startOver = (next: EditorPost) => {
    setPost(next);
    setResetKey((key) => key + 1);
  };

  return {
    post,
    revisions,
    resetKey,
    /** The text differs from what the database has (a new post: it has a title or content). */
    dirty: saved === null ? hasText(post) : !sameFields(post, saved),
    postRef,
    keptRef,
    /** Sets one field of the post. */
    update: <K extends keyof EditorPost>(name: K, value: EditorPost[K]) =>
      setPost((current) => ({ ...current, [name]: value })),
    setTitle: (title: string) => setPost((current) => withTitle(current, title)),
    /** `sent` was kept as a revision; a draft save (or an autosave of a draft) also changed the post itself. */
    applySaved(sent: EditorPost, data: SavedPostData, postChanged: boolean) {
      keptRef.current = sent;
      if (postChanged) setSaved({ ...sent, slug: data.slug });
      setRevisions(data.revisions);
      const slug = (current: EditorPost) => (current.slug === sent.slug ? data.slug : current.slug);
      setPost((current) => ({ ...current, id: data.id, published: data.published, slug: slug(current) }));
    },
    /** A restored version, now the post's text in the database. */
    applyRestored(restored: EditorPost, newRevisions: RevisionSummary[]) {
      keptRef.current = restored;
      setSaved(restored);
      setRevisions(newRevisions);
      startOver(restored);
    },
    /** Text taken back from the browser copy. */
    load: startOver,
    /** A new, empty post. */
    reset() {
      keptRef.current = null;
      setSaved(null);
      setRevisions([]);
      startOver(emptyEditorPost());
    },
  };
}
