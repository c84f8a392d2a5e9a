import 'server-only';

import { processKey, processSingleton } from '@/lib/cache/process-registry.mjs';
import { announcesAccessChange } from '@/lib/cache/access-memo';
import { INVALIDATION_CHANNEL, readAnnouncement } from '@/lib/cache/invalidation-channel';
import type { StreamAccess } from '@/lib/auth/stream-access';
import { findReadingMembers } from '@/lib/data/live-access';
import { getDb, getNotifications, type Database } from '@/lib/db/client';
import type { NotificationHub } from '@/lib/db/notifications';
import { findLiveMessage, listMessagesSince, messageTimeOf, type LiveMessage } from '@/lib/data/member-messages';
import { countUnreadMessages } from '@/lib/data/members';
import { log } from '@/lib/log';
import { isUuid } from '@/lib/validation/shared';

import { LIVE_EVENTS, type LiveThreadMessage } from './message-thread';

/**
 * Live messages (docs/members.md "Live messages"): each open members page holds one Server-Sent
 * Events stream; a trigger on member_messages NOTIFYs `member_messages` after each commit; this
 * process's one listener (lib/db/notifications.ts) hands each notice to the streams of the two
 * members it concerns. A stream that drops is reopened by the browser with the last message id it
 * saw, and the stream first sends again what the member may have missed.
 *
 * A stream lives no longer than its session and the member's right to read messages: every
 * announcement on the invalidation channel that something about access changed (a session ended or
 * shortened, an account changed or deleted, a profile's standing changed), and every
 * `ACCESS_RECHECK_MS` besides, this process asks again for each open stream whether its session
 * lives and its member is approved and active, and closes the streams that may no longer read.
 */

const CHANNEL = 'member_messages';
/**
 * A reconnecting stream sends again the member's messages written from this long before the last
 * one the browser saw: a message's time is taken when it is sent, its commit comes a moment later,
 * so a message can become visible after a newer one. The browser drops the ones it already has.
 */
export const CATCH_UP_MARGIN_MS = 60_000;
const CATCH_UP_LIMIT = 200;
/** A comment line now and then keeps proxies from closing an idle stream and finds dead ones. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting (EventSource's `retry`). */
const RETRY_MS = 1_000;
/** Ids a stream remembers having sent, so a message met in the catch-up and live is sent once. */
const REMEMBERED_IDS = 500;
/**
 * Open streams are asked again this often whatever was announced: a lost announcement, a session
 * that expired on its own, a Supabase session ended outside this app cost at most this long.
 */
export const ACCESS_RECHECK_MS = 30_000;
/** Sessions checked at once in a round (Supabase's are HTTP requests). */
const CHECK_CONCURRENCY = 8;

type Notice = { kind: 'sent'; id: string; from: string; to: string } | { kind: 'read'; member: string };

interface LiveStream {
  memberId: string;
  /** How its session is asked again (lib/auth/stream-access.ts). */
  access: StreamAccess;
  message(message: LiveMessage): void;
  unread(count: number): void;
  /** Notifications may have been lost: the stream closes, and the browser reconnects to catch up. */
  interrupted(): void;
  /** The session ended or the member may no longer read messages: the stream closes for good. */
  revoked(): void;
}

function parseNotice(payload: string): Notice | null {
  try {
    const notice = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (notice.kind === 'sent' && isUuid(String(notice.id)) && isUuid(String(notice.from)) && isUuid(String(notice.to)))
      return { kind: 'sent', id: String(notice.id), from: String(notice.from), to: String(notice.to) };
    if (notice.kind === 'read' && isUuid(String(notice.member))) return { kind: 'read', member: String(notice.member) };
  } catch {
    // not ours: ignored below
  }
  log.warn('live_messages.bad_notice', { payload: payload.slice(0, 200) });
  return null;
}

/**
 * The process's streams by member, fed by one subscription. Notices are handled one after another,
 * so each member's streams get messages in the order their commits were announced; a message is
 * read once however many streams show it, and an unread total once per member and notice.
 */
export class LiveMessages {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private subscription: Promise<() => Promise<void>> | null = null;
  private accessSubscription: Promise<() => Promise<void>> | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** The access round under way, and whether another must follow it (an announcement came meanwhile). */
  private checking: Promise<void> | null = null;
  private checkAgain = false;
  private recheckTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly db: Database,
    private readonly notifications: NotificationHub,
  ) {}

  /** Open streams in this process (the benchmark's figures). */
  get size(): number {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  async add(stream: LiveStream): Promise<void> {
    let set = this.streams.get(stream.memberId);
    if (!set) this.streams.set(stream.memberId, (set = new Set()));
    set.add(stream);
    this.subscription ??= this.notifications
      .subscribe(CHANNEL, {
        onNotification: (payload) => {
          this.queue = this.queue.then(() => this.handle(payload));
        },
        onInterrupted: () => {
          for (const streams of this.streams.values()) for (const each of streams) each.interrupted();
        },
      })
      .catch((error: unknown) => {
        this.subscription = null;
        throw error;
      });
    this.accessSubscription ??= this.notifications
      .subscribe(INVALIDATION_CHANNEL, {
        onNotification: (payload) => {
          if (announcesAccessChange(readAnnouncement(payload))) this.recheck();
        },
        // Announcements may have been lost meanwhile: every stream is asked again.
        onResumed: () => this.recheck(),
      })
      .catch((error: unknown) => {
        this.accessSubscription = null;
        throw error;
      });
    if (!this.recheckTimer) {
      this.recheckTimer = setInterval(() => this.recheck(), ACCESS_RECHECK_MS);
      this.recheckTimer.unref?.();
    }
    try {
      await Promise.all([this.subscription, this.accessSubscription]);
      await this.notifications.whenListening(CHANNEL);
      await this.notifications.whenListening(INVALIDATION_CHANNEL);
    } catch (error) {
      this.remove(stream);
      throw error;
    }
    // Listening now, so a session ended from here on is announced; one ended between the route's
    // check and the listen is found by this first check of its own.
    await this.check([stream]);
  }

  remove(stream: LiveStream): void {
    const set = this.streams.get(stream.memberId);
    if (set?.delete(stream) && set.size === 0) this.streams.delete(stream.memberId);
    if (this.streams.size === 0 && this.recheckTimer) {
      clearInterval(this.recheckTimer);
      this.recheckTimer = null;
    }
  }

  /**
   * Asks every open stream's session and member again, and closes the streams that may no longer
   * read messages. Rounds do not overlap: an announcement during a round starts one more after it,
   * so a burst of announcements costs two rounds, and the last change is always seen.
   */
  recheck(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = this.check([...this.streams.values()].flatMap((set) => [...set])).finally(() => {
      this.checking = null;
      if (this.checkAgain) {
        this.checkAgain = false;
        void this.recheck();
      }
    });
    return this.checking;
  }

  /** Closes those of `streams` whose session has ended or whose member may no longer read messages. */
  private async check(streams: readonly LiveStream[]): Promise<void> {
    const bySession = new Map<string, { access: StreamAccess; streams: LiveStream[] }>();
    for (const stream of streams) {
      const session = bySession.get(stream.access.key);
      if (session) session.streams.push(stream);
      else bySession.set(stream.access.key, { access: stream.access, streams: [stream] });
    }
    if (bySession.size === 0) return;
    // The account of each session now; a session that cannot be checked counts as ended: its
    // streams close, and the browser's reconnect is checked at the door like a new stream.
    const sessions = [...bySession.values()];
    const accounts: (string | null)[] = [];
    for (let start = 0; start < sessions.length; start += CHECK_CONCURRENCY)
      accounts.push(
        ...(await Promise.all(
          sessions.slice(start, start + CHECK_CONCURRENCY).map(({ access }) =>
            access.account().catch((error: unknown) => {
              log.warn('live_messages.session_check_failed', { error });
              return null;
            }),
          ),
        )),
      );
    const userIds = [...new Set(accounts.filter((account): account is string => account !== null))];
    let readers: Map<string, string>;
    try {
      readers = userIds.length > 0 ? await findReadingMembers(this.db, userIds) : new Map();
    } catch (error) {
      log.error('live_messages.member_check_failed', { error });
      readers = new Map();
    }
    sessions.forEach((session, index) => {
      const account = accounts[index];
      const reader = account ? readers.get(account) : undefined;
      for (const stream of session.streams) if (reader !== stream.memberId) stream.revoked();
    });
  }

  private async handle(payload: string): Promise<void> {
    const notice = parseNotice(payload);
    if (!notice) return;
    try {
      if (notice.kind === 'read') {
        await this.sendUnread(notice.member);
        return;
      }
      const from = this.streams.get(notice.from);
      const to = this.streams.get(notice.to);
      if (!from && !to) return;
      const message = await findLiveMessage(this.db, notice.id);
      if (message) for (const stream of [...(from ?? []), ...(to ?? [])]) stream.message(message);
      await this.sendUnread(notice.to);
    } catch (error) {
      // A failed read loses this notice for these streams: close them, so they reconnect and catch up.
      log.error('live_messages.notice_failed', { error });
      for (const member of notice.kind === 'read' ? [notice.member] : [notice.from, notice.to])
        for (const stream of this.streams.get(member) ?? []) stream.interrupted();
    }
  }

  private async sendUnread(memberId: string): Promise<void> {
    const streams = this.streams.get(memberId);
    if (!streams) return;
    const count = await countUnreadMessages(this.db, memberId);
    for (const stream of streams) stream.unread(count);
  }
}

/** Where a stream starts: after the message the browser saw last, or else the page's render time. */
export interface StreamStart {
  lastEventId: string | null;
  since: string | null;
}

async function catchUpFrom(db: Database, me: string, { lastEventId, since }: StreamStart): Promise<Date | null> {
  const seen = lastEventId && isUuid(lastEventId) ? await messageTimeOf(db, me, lastEventId) : null;
  const start = seen ?? (since ? new Date(since) : null);
  if (!start || Number.isNaN(start.getTime())) return null;
  return new Date(start.getTime() - CATCH_UP_MARGIN_MS);
}

export function toThreadMessage(me: string, message: LiveMessage): LiveThreadMessage {
  const mine = message.fromMemberId === me;
  return {
    id: message.id,
    partnerId: mine ? message.toMemberId : message.fromMemberId,
    mine,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * A member's stream: `retry`, then what they may have missed since `start` (messages, then their
 * unread total), then live events, a comment every HEARTBEAT_MS, until the browser goes away or
 * the listener is interrupted or its access is revoked (`LiveMessages.recheck`). Subscribed before
 * the catch-up is read, so nothing falls between; live events wait for the catch-up, and an id is
 * sent once.
 */
export function openLiveMessageStream(
  live: LiveMessages,
  me: string,
  access: StreamAccess,
  start: StreamStart,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let stream: LiveStream | undefined;
  let close = () => {};

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const sent = new Set<string>();
      const sendMessage = (message: LiveMessage) => {
        if (sent.has(message.id)) return;
        sent.add(message.id);
        if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value as string);
        write(
          `event: ${LIVE_EVENTS.message}\nid: ${message.id}\ndata: ${JSON.stringify(toThreadMessage(me, message))}\n\n`,
        );
      };
      const sendUnread = (count: number) =>
        write(`event: ${LIVE_EVENTS.unread}\ndata: ${JSON.stringify({ count })}\n\n`);

      close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        signal.removeEventListener('abort', close);
        if (stream) live.remove(stream);
        try {
          controller.close();
        } catch {
          // already closed by the other side
        }
      };
      if (signal.aborted) return close();
      signal.addEventListener('abort', close);

      let ready!: () => void;
      let events: Promise<void> = new Promise<void>((resolve) => (ready = resolve));
      const inTurn = (step: () => void | Promise<void>) => {
        events = events.then(step).catch((error: unknown) => {
          log.error('live_messages.stream_failed', { error });
          close();
        });
      };
      stream = {
        memberId: me,
        access,
        message: (message) => inTurn(() => sendMessage(message)),
        unread: (count) => inTurn(() => sendUnread(count)),
        interrupted: () => close(),
        // At once, not in turn: nothing queued for this stream is sent any more.
        revoked: () => close(),
      };

      write(`retry: ${RETRY_MS}\n\n`);
      inTurn(async () => {
        const from = await catchUpFrom(live.db, me, start);
        if (from)
          for (const message of await listMessagesSince(live.db, me, from, CATCH_UP_LIMIT)) sendMessage(message);
        sendUnread(await countUnreadMessages(live.db, me));
      });
      try {
        await live.add(stream);
      } catch (error) {
        log.error('live_messages.subscribe_failed', { error });
        return close();
      }
      // Its first access check may have closed it already.
      if (closed) return;
      ready();
      heartbeat = setInterval(() => write(': \n\n'), HEARTBEAT_MS);
    },
    cancel() {
      close();
    },
  });
}

/** One per process, like the database: every stream of this instance shares one subscription. */
const LIVE_MESSAGES = processKey<Promise<LiveMessages>>('liveMessages');

/** This process's live messages over the app's database and its notification hub. */
export function getLiveMessages(): Promise<LiveMessages> {
  return processSingleton(LIVE_MESSAGES, () =>
    Promise.all([getDb(), getNotifications()]).then(([db, notifications]) => new LiveMessages(db, notifications)),
  );
}
