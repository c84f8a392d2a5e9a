'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

import { COUNTED, formatCount, type PluralForms } from '@/lib/format/plural';
import { LIVE_EVENTS, LIVE_MESSAGES_PATH, type LiveThreadMessage } from '@/lib/members/message-thread';

import { CountBadge } from './count-badge';

type Listener = (message: LiveThreadMessage) => void;

interface LiveMessagesValue {
  /** The member's unread total, as the stream last said (the page's count until then). */
  unread: number;
  /**
   * Calls `listener` with every message that arrives from now on, after first replaying the ones
   * that arrived since the stream opened (a page rendered meanwhile may lack them) unless `replay`
   * is false. Returns the unsubscribe function.
   */
  subscribe(listener: Listener, replay: boolean): () => void;
}

const LiveMessagesContext = createContext<LiveMessagesValue | null>(null);

/** Messages kept for a thread opened later in the same page session (see `subscribe`). */
const RECENT_LIMIT = 200;

/**
 * One EventSource per members page (docs/members.md "Live messages"), in the platform layout, so
 * the navigation's badge, the dashboard's counters and an open thread share one held connection.
 * EventSource reconnects by itself after a drop and sends the last message id it saw; the server
 * sends again what may have been missed, and every listener takes each id once.
 */
export function LiveMessagesProvider({
  initialUnread,
  since,
  children,
}: {
  initialUnread: number;
  /** The layout's render time: the first connection catches up from there. */
  since: string;
  children: ReactNode;
}) {
  const [unread, setUnread] = useState(initialUnread);
  // A server render (router.refresh) brings a newer count; the stream's next event wins again.
  const [renderedUnread, setRenderedUnread] = useState(initialUnread);
  if (renderedUnread !== initialUnread) {
    setRenderedUnread(initialUnread);
    setUnread(initialUnread);
  }
  const listeners = useRef(new Set<Listener>());
  const recent = useRef<LiveThreadMessage[]>([]);
  const sinceRef = useRef(since);

  useEffect(() => {
    const source = new EventSource(`${LIVE_MESSAGES_PATH}?since=${encodeURIComponent(sinceRef.current)}`);
    const onMessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as LiveThreadMessage;
      if (recent.current.some((known) => known.id === message.id)) return;
      recent.current = [...recent.current.slice(1 - RECENT_LIMIT), message];
      for (const listener of listeners.current) listener(message);
    };
    const onUnread = (event: MessageEvent<string>) => setUnread((JSON.parse(event.data) as { count: number }).count);
    source.addEventListener(LIVE_EVENTS.message, onMessage);
    source.addEventListener(LIVE_EVENTS.unread, onUnread);
    return () => source.close();
  }, []);

  const [value] = useState<Omit<LiveMessagesValue, 'unread'>>(() => ({
    subscribe(listener, replay) {
      if (replay) for (const message of recent.current) listener(message);
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  }));

  return <LiveMessagesContext.Provider value={{ ...value, unread }}>{children}</LiveMessagesContext.Provider>;
}

/** The live unread total; `fallback` outside the provider (a page rendered without the platform layout). */
export function useUnreadMessages(fallback: number): number {
  return useContext(LiveMessagesContext)?.unread ?? fallback;
}

/** Subscribes to live messages while mounted (see LiveMessagesValue.subscribe). */
export function useLiveMessages(listener: Listener, { replay = true }: { replay?: boolean } = {}): void {
  const subscribe = useContext(LiveMessagesContext)?.subscribe;
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe?.((message) => latest.current(message), replay), [subscribe, replay]);
}

/** The unread total kept live by the stream, for server-rendered places (the dashboard's counter). */
export function LiveUnreadCount({ initial }: { initial: number }) {
  return <>{useUnreadMessages(initial)}</>;
}

/**
 * A badge with the live unread total, shown while it is above 0 (the dashboard's messages tile).
 * Its words are `counted`: `COUNTED.unreadMessage` in the page's script (`textTableIn`), Latin by
 * default.
 */
export function LiveUnreadBadge({
  id,
  initial,
  className,
  counted = COUNTED.unreadMessage,
}: {
  id: string;
  initial: number;
  className?: string;
  counted?: PluralForms;
}) {
  const count = useUnreadMessages(initial);
  return <CountBadge id={id} count={count} label={formatCount(count, counted)} className={className} />;
}
