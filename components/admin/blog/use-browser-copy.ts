'use client';

import { useEffect, useRef, useState } from 'react';

import {
  draftStorageKey,
  keepBrowserCopy,
  takeArrivalCopy,
  type EditorPost,
  type StoredEditorCopy,
} from '@/lib/blog/editor';

/**
 * The browser copy of unsaved text (spec: nothing typed is ever lost): kept in `localStorage`
 * while the editor differs from the database, and what a previous visit left offered back once,
 * on arrival (copies written later are this session's own, and refreshed props must not re-offer
 * them). While the offer stands nothing is written, so the offered copy is not overwritten.
 */
export function useBrowserCopy(opened: EditorPost, post: EditorPost, dirty: boolean) {
  const [recovered, setRecovered] = useState<StoredEditorCopy | null>(null);

  const arrivalChecked = useRef(false);
  useEffect(() => {
    if (arrivalChecked.current) return;
    arrivalChecked.current = true;
    const copy = takeArrivalCopy(window.localStorage, opened);
    // Browser storage exists only after hydration, so the offer cannot be part of the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (copy) setRecovered(copy);
  }, [opened]);

  useEffect(() => {
    if (!recovered) keepBrowserCopy(window.localStorage, post, dirty, Date.now());
  }, [post, dirty, recovered]);

  return {
    /** Unsaved text a previous visit left in this browser, offered back until taken or dropped. */
    recovered,
    /** Takes the offer: its text, for the editor to load. */
    accept(): EditorPost | null {
      setRecovered(null);
      return recovered?.post ?? null;
    },
    discard() {
      window.localStorage.removeItem(draftStorageKey(opened.id));
      setRecovered(null);
    },
    /** Drops the copy of one post (published) or of the new post (the editor starts over). */
    forget(postId: string | null) {
      window.localStorage.removeItem(draftStorageKey(postId));
    },
  };
}
