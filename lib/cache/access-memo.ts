import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { processKey, processSingleton } from '@/lib/cache/process-registry.mjs';
import { getDb, getNotifications, type Database } from '@/lib/db/client';
import { OwnAnnouncements, type NotificationHub } from '@/lib/db/notifications';
import { log } from '@/lib/log';

import { isMemoTopic, type MemoInvalidation, type MemoTopic } from './cache-tags';
import {
  INVALIDATION_CHANNEL,
  markerAnnouncement,
  memoAnnouncement,
  PREVIOUS_RELEASE_CHANNELS,
  readAnnouncement,
  type Announcement,
} from './invalidation-channel';

/**
 * What signed-in pages ask on every request, who a session belongs to, the member's profile and
 * admin rights, and, by topic, each member's counters and what those pages show alike, remembered
 * in this server process (docs/architecture.md "Access memo"). Triggers on the tables these answers
 * come from announce every change on `INVALIDATION_CHANNEL` after its commit
 * (supabase/migrations/…_one_invalidation_channel.sql and the migrations it names), to every
 * instance listening on the database; each announcement forgets what it may have changed. Only
 * pages use it: actions decide with fresh reads, and wait (`heard`) until their change has been
 * announced before they answer.
 *
 * A memo announcement names topics of `MEMO_TOPICS` (cache-tags.ts, the one vocabulary), whose
 * remembered answers alone are forgotten: 'badges' (an ad or a message: the members' counters),
 * 'panel' (a proposal or a new account: the admin panel's figures), 'conversations' (a message or a
 * partner's name: the first page of each member's conversations). 'changed' (`CACHE_TAGS.access`,
 * who may do what), or any name or payload not of the vocabulary, forgets everything.
 */

/**
 * Whether an announcement may concern who is signed in or may read what ('changed', or anything
 * unexpected), as opposed to a memo topic, a marker or the route cache's tags: the open
 * live-message streams ask their sessions again on these (lib/members/live-messages.ts).
 */
export function announcesAccessChange(announced: Announcement): boolean {
  if (announced.kind === 'memo') return topicsAlone(announced.names) === null;
  return announced.kind === 'unknown';
}

/** The topics whose answers alone these names forget, or null when one of them forgets everything ('changed', or a name not of the vocabulary). */
function topicsAlone(names: readonly string[]): MemoTopic[] | null {
  const topics = names.filter(isMemoTopic);
  return topics.length === names.length ? topics : null;
}

/** The memo's key of an answer that the announcement of `topic` forgets. */
export function topicKey(topic: MemoTopic, id: string): string {
  return `${topic}:${id}`;
}

/** An answer is read again at least this often, whatever was announced (a lost announcement costs at most this). */
export const ACCESS_MEMO_MS = 60_000;
/** Answers kept per process; the oldest go first. */
const MAX_ENTRIES = 10_000;
const RELISTEN_DELAY_MS = 1_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
}

export interface AccessMemo {
  /**
   * The remembered answer for `key`, or `compute()`'s, remembered until an announcement or
   * `ACCESS_MEMO_MS` (or the earlier time `expiresAt` gives for the value). While this process is
   * not listening, every call computes. A failed computation is not remembered.
   */
  remember<T>(key: string, compute: () => Promise<T>, expiresAt?: (value: T) => number | null): Promise<T>;
  /**
   * Resolves once every change committed before the call has been announced to this process (and
   * so sent to every other): a marker is announced and its arrival awaited, since a listener gets
   * announcements in commit order (`OwnAnnouncements`: at most 2 s, logged if exceeded). Never fails.
   */
  heard(): Promise<void>;
  /**
   * Forgets the answers of these topics (`CACHE_TAGS.access`: every answer) here at once, announces
   * them on `INVALIDATION_CHANNEL` to every instance, as a trigger would, and resolves once they have been
   * heard here (`heard`). Call it after the write it follows has committed.
   */
  invalidate(names: readonly MemoInvalidation[]): Promise<void>;
}

/** What actions and other fresh readers pass instead of a memo: every answer read now, nothing to wait for. */
export const NO_MEMO: AccessMemo = {
  remember: (_key, compute) => compute(),
  heard: async () => {},
  invalidate: async () => {},
};

export function accessMemo(
  notifications: () => Promise<NotificationHub> = getNotifications,
  database: () => Promise<Database> = getDb,
): AccessMemo {
  // Most recently used kept; past MAX_ENTRIES the least recently used go first.
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  const markers = new OwnAnnouncements(() => log.warn('auth.access_marker_late'));
  let listening = false;
  let starting: Promise<void> | undefined;

  function forget() {
    entries.clear();
  }

  function forgetTopic(topic: MemoTopic) {
    const prefix = `${topic}:`;
    for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  }

  function forgetNames(names: readonly string[]) {
    // 'changed', or a name not of the vocabulary: forgetting everything is always safe.
    const topics = topicsAlone(names);
    if (!topics) return forget();
    for (const topic of topics) forgetTopic(topic);
  }

  function onAnnouncement(payload: string) {
    const announced = readAnnouncement(payload);
    if (announced.kind === 'heard') markers.heard(announced.id);
    else if (announced.kind === 'memo') forgetNames(announced.names);
    // The route cache's tags share the channel and concern no remembered answer.
    else if (announced.kind === 'unknown') forget();
  }

  async function start() {
    const hub = await notifications();
    await hub.subscribe(INVALIDATION_CHANNEL, {
      onNotification: onAnnouncement,
      // Announcements sent until the connection is back are lost: nothing remembered can be trusted.
      onInterrupted() {
        listening = false;
        forget();
      },
      // Listening again: whatever was remembered before may have missed a change.
      onResumed() {
        forget();
        listening = true;
      },
    });
    listening = true;
  }

  function listen() {
    starting ??= start().catch((error: unknown) => {
      log.warn('auth.access_memo_listen_failed', { error });
      setTimeout(() => (starting = undefined), RELISTEN_DELAY_MS).unref?.();
    });
  }

  async function heard(): Promise<void> {
    if (!listening) return;
    const id = randomUUID();
    try {
      await (await database()).execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${markerAnnouncement(id)})`);
    } catch (error) {
      // The change is stored; only the wait is lost: pages see it when its announcement arrives.
      log.error('auth.access_marker_failed', { error });
      return;
    }
    await markers.wait(id);
  }

  return {
    remember<T>(key: string, compute: () => Promise<T>, expiresAt?: (value: T) => number | null): Promise<T> {
      if (!listening) {
        listen();
        return compute();
      }
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value as Promise<T>;
      const value = compute();
      const fresh: Entry = { value, until: now + ACCESS_MEMO_MS };
      entries.set(key, fresh);
      const drop = () => {
        if (entries.peek(key) === fresh) entries.delete(key);
      };
      value.then((resolved) => {
        const limit = expiresAt?.(resolved);
        if (limit == null) return;
        // Already over (a token without a live session): not kept, so forged cookies fill nothing.
        if (limit <= Date.now()) drop();
        else fresh.until = Math.min(fresh.until, limit);
      }, drop);
      return value;
    },

    async invalidate(names) {
      if (names.length === 0) return;
      forgetNames(names);
      const previousRelease = sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      );
      try {
        await (
          await database()
        ).execute(sql`
          select pg_notify(${INVALIDATION_CHANNEL}, ${memoAnnouncement(names)})
          union all
          select pg_notify(${PREVIOUS_RELEASE_CHANNELS.memo}, name) from unnest(array[${previousRelease}]::text[]) as name`);
      } catch (error) {
        log.error('auth.access_invalidation_failed', { error, names });
        return;
      }
      await heard();
    },

    heard,
  };
}

/** One per process: every bundle of the server (pages, actions, route handlers) shares it. */
export const ACCESS_MEMO = processKey<AccessMemo>('accessMemo');

/** The process's access memo. */
export function getAccessMemo(): AccessMemo {
  return processSingleton(ACCESS_MEMO, () => accessMemo());
}
