'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import { callAction } from '@/components/forms/call-action';
import { useLiveMessages } from '@/components/members/live-messages';
import { markConversationRead } from '@/lib/actions/member-messages';
import { mergeThread, type ThreadMessage } from '@/lib/members/message-thread';
import { MESSAGE_TEXTS } from '@/lib/validation/member-texts';

/**
 * An open thread's messages: the page's, then each one the live stream brings for this partner
 * (each once, in order). The partner's messages are marked read by a POST while the thread is
 * visible: at once when the page had unread ones, as new ones arrive, and when the tab comes back.
 */
export function useLiveThread(partnerId: string, initialMessages: ThreadMessage[], unreadFromPartner: boolean) {
  const router = useRouter();
  const [messages, setMessages] = useState(initialMessages);
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
    setMessages((current) => mergeThread(current, [message]));
    if (!message.mine) {
      unreadPending.current = true;
      void markReadIfVisible();
    }
  });

  /** Shows a message this page just sent, before the stream brings it back. */
  const addSent = useCallback(
    (message: ThreadMessage) => setMessages((current) => mergeThread(current, [message])),
    [],
  );

  return { messages, addSent };
}
