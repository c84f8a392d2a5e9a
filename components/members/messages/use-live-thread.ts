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
import { MESSAGE_TEXTS } from '@/lib/validation/member-texts';

/**
 * An open thread's messages: the page's, then each one the live stream brings for this partner
 * (each once, in order) while the view reaches the newest messages. When the page renders again
 * (older messages requested by 'Starije poruke', a refresh) its messages join those shown
 * (`mergeThreadView`), so older pages pile up above the newest. The partner's messages are marked
 * read by a POST while the thread is visible: at once when the page had unread ones, as new ones
 * arrive, and when the tab comes back.
 */
export function useLiveThread(partnerId: string, page: ThreadView, unreadFromPartner: boolean) {
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
    if ((await callAction(markConversationRead, data, MESSAGE_TEXTS.readFailed)).ok) router.refresh();
    else unreadPending.current = true;
  }, [partnerId, router]);

  useEffect(() => {
    void markReadIfVisible();
    const onVisible = () => void markReadIfVisible();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markReadIfVisible]);

  useLiveMessages((message) => {
    if (message.partnerId !== partnerId) return;
    setView((current) => withLiveMessage(current, message));
    if (!message.mine) {
      unreadPending.current = true;
      void markReadIfVisible();
    }
  });

  /** Shows a message this page just sent, before the stream brings it back. */
  const addSent = useCallback(
    (message: ThreadMessage) =>
      setView((current) => ({ ...current, messages: mergeThread(current.messages, [message]) })),
    [],
  );

  return { view, addSent };
}
