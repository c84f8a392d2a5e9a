'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import { callAction } from '@/components/forms/call-action';
import { useLiveMessages } from '@/components/members/live-messages';
import { markConversationRead } from '@/lib/actions/member-messages';
import {
  mergeThread,
  mergeThreadView,
  withLiveMessage,
  type ThreadMessage,
  type ThreadView,
} from '@/lib/members/message-thread';

export interface LiveThreadOptions {
  /** The partner's messages include unread ones when the page rendered. */
  unreadFromPartner: boolean;
  /** Shown when marking them read fails, in the page's script. */
  readFailed: string;
  /**
   * The page shows messages as typed (Latin), so a live or just sent message joins the thread as
   * it came. Otherwise (Cyrillic) the page renders again and brings it in the page's script: the
   * browser converts nothing.
   */
  showsAsTyped: boolean;
}

/**
 * An open thread's messages: the page's, then each one the live stream brings for this partner
 * (each once, in order) while the view reaches the newest messages. When the page renders again
 * (older messages requested by 'Starije poruke', a refresh) its messages join those shown
 * (`mergeThreadView`), so older pages pile up above the newest. The partner's messages are marked
 * read by a POST while the thread is visible: at once when the page had unread ones, as new ones
 * arrive, and when the tab comes back.
 */
export function useLiveThread(
  partnerId: string,
  page: ThreadView,
  { unreadFromPartner, readFailed, showsAsTyped }: LiveThreadOptions,
) {
  const router = useRouter();
  const [view, setView] = useState(page);
  // The page's view last merged: a new one (another render of the page) joins what is shown.
  const [merged, setMerged] = useState(page);
  if (merged !== page) {
    setMerged(page);
    setView((current) => mergeThreadView(current, page));
  }
  const unreadPending = useRef(unreadFromPartner);

  const markReadIfVisible = useCallback(async () => {
    if (!unreadPending.current || document.visibilityState !== 'visible') return;
    unreadPending.current = false;
    const data = new FormData();
    data.set('memberId', partnerId);
    // The badges follow by the stream; the conversation list's count by a fresh render.
    if ((await callAction(markConversationRead, data, readFailed)).ok) router.refresh();
    else unreadPending.current = true;
  }, [partnerId, readFailed, router]);

  useEffect(() => {
    void markReadIfVisible();
    const onVisible = () => void markReadIfVisible();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markReadIfVisible]);

  useLiveMessages((message) => {
    if (message.partnerId !== partnerId) return;
    if (showsAsTyped) setView((current) => withLiveMessage(current, message));
    // A message the thread would show: the page renders it, in its script.
    else if (withLiveMessage(view, message) !== view) router.refresh();
    if (!message.mine) {
      unreadPending.current = true;
      void markReadIfVisible();
    }
  });

  /**
   * Shows a message this page just sent, before the stream brings it back; in Cyrillic the render
   * that follows the sending brings it.
   */
  const addSent = useCallback(
    (message: ThreadMessage) => {
      if (showsAsTyped) setView((current) => ({ ...current, messages: mergeThread(current.messages, [message]) }));
    },
    [showsAsTyped],
  );

  return { view, addSent };
}
