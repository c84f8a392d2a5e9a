import 'server-only';

import { sql } from 'drizzle-orm';

import { getDb, getNotifications, type Database } from '@/lib/db/client';
import { OwnAnnouncements, type NotificationHub } from '@/lib/db/notifications';
import { routeCacheTags } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { rowsOf } from '@/lib/db/rows';
import { installedSingleton, installSingleton, processKey } from '@/lib/cache/process-registry.mjs';

import { INVALIDATION_CHANNEL, PREVIOUS_RELEASE_CHANNELS, readAnnouncement } from './invalidation-channel';

/**
 * The shared state of the cache tags as one read saw it: each invalidated tag's version, and the
 * newest version of all (a cache entry or memo made after this read is stamped with it).
 */
export interface TagVersions {
  version: number;
  tags: ReadonlyMap<string, number>;
}

/**
 * What the route cache handler (route-cache-handler.mjs) and `processMemo` ask before answering
 * from this process's memory. `read(startedAt)` resolves with versions read by a query sent at or
 * after `startedAt` (a `performance.now()` time), so a request never trusts a state older than its
 * own start; requests that start while such a query is on its way share it.
 */
export interface TagVersionStore {
  read(startedAt: number): Promise<TagVersions>;
  invalidate(tags: readonly string[]): Promise<void>;
}

/** The installed tag state: a process singleton, read also by the route cache handler (plain JavaScript, outside the app's bundles). */
const TAG_VERSIONS = processKey<TagVersionStore>('routeCacheTagVersions');

const NO_VERSIONS: TagVersions = { version: 0, tags: new Map() };

async function queryVersions(db: Database): Promise<TagVersions> {
  const rows = await db.select({ tag: routeCacheTags.tag, version: routeCacheTags.version }).from(routeCacheTags);
  let version = 0;
  const tags = new Map<string, number>();
  for (const row of rows) {
    tags.set(row.tag, row.version);
    version = Math.max(version, row.version);
  }
  return { version, tags };
}

/**
 * The tag state kept in the app's database: PostgreSQL, which every instance of a fleet shares, or
 * the embedded PGlite of the one embedded process. One invalidation takes one number from the
 * `route_cache_tag_version` sequence for all its tags, after the write it follows has committed.
 *
 * While the database cannot answer, reads resolve with the last versions read (logged once per
 * outage): entries and memos valid then stay servable, the last good pages, and anything stored
 * meanwhile is stamped no newer than the truth, so it is checked again once the database is back.
 */
export function databaseTagVersions(database: () => Promise<Database> = getDb): TagVersionStore {
  let latest: { sentAt: number; result: Promise<TagVersions> } | undefined;
  let lastRead = NO_VERSIONS;
  let failing = false;

  function send(): Promise<TagVersions> {
    return database()
      .then(queryVersions)
      .then(
        (versions) => {
          if (failing) log.info('cache.tag_versions_available');
          failing = false;
          lastRead = versions;
          return versions;
        },
        (error: unknown) => {
          if (!failing) log.error('cache.tag_versions_unavailable', { error });
          failing = true;
          return lastRead;
        },
      );
  }

  return {
    read(startedAt) {
      if (latest && latest.sentAt >= startedAt) return latest.result;
      const sentAt = performance.now();
      latest = { sentAt, result: send() };
      return latest.result;
    },
    async invalidate(tags) {
      await storeInvalidation(await database(), tags);
    },
  };
}

/** Postgres drops a notification whose payload exceeds 8000 bytes; a longer tag list is announced without it. */
const MAX_ANNOUNCED_TAGS_LENGTH = 7_000;

/**
 * Stores one invalidation (one number of the `route_cache_tag_version` sequence for all its tags)
 * and announces it on `INVALIDATION_CHANNEL` (and the previous release's channel) in the same
 * statement, so the announcement is sent at its commit. Returns the version the tags now have (0: nothing to invalidate).
 */
async function storeInvalidation(db: Database, tags: readonly string[]): Promise<number> {
  if (tags.length === 0) return 0;
  const values = sql.join(
    tags.map((tag) => sql`(${tag})`),
    sql`, `,
  );
  const listed = JSON.stringify(tags);
  const announced = listed.length <= MAX_ANNOUNCED_TAGS_LENGTH ? listed : 'null';
  const result = await rowsOf<{ version: number | string }>(
    db.execute(sql`
    with next as (select nextval('route_cache_tag_version') as version),
    stored as (
      insert into route_cache_tags (tag, version)
      select invalidated.tag, next.version
      from next cross join (values ${values}) as invalidated (tag)
      on conflict (tag) do update set version = greatest(route_cache_tags.version, excluded.version)
      returning version
    ),
    announcement as (
      select next.version, json_build_object('version', next.version, 'tags', ${announced}::json)::text as payload
      from next where exists (select 1 from stored)
    )
    select version, pg_notify(${INVALIDATION_CHANNEL}, payload), pg_notify(${PREVIOUS_RELEASE_CHANNELS.tags}, payload)
    from announcement`),
  );
  return Number(result[0]?.version ?? 0);
}

/** `versions` with `tags` at `version` (a tag never goes back: announcements may arrive out of order). */
function withInvalidation(versions: TagVersions, tags: readonly string[], version: number): TagVersions {
  const next = new Map(versions.tags);
  for (const tag of tags) next.set(tag, Math.max(next.get(tag) ?? 0, version));
  return { version: Math.max(versions.version, version), tags: next };
}

/** The newer of two states, tag by tag. */
function merged(a: TagVersions, b: TagVersions): TagVersions {
  let result = a;
  for (const [tag, version] of b.tags) {
    if ((result.tags.get(tag) ?? 0) < version) result = withInvalidation(result, [tag], version);
  }
  return result.version >= b.version ? result : { version: b.version, tags: result.tags };
}

/** Pauses between reads of the table while the database is away. */
const RESYNC_DELAYS_MS = [1_000, 5_000, 15_000];

/**
 * The tag state every server process uses: kept in this process's memory and brought up to date by
 * the database's announcements (LISTEN on `INVALIDATION_CHANNEL`, which reaches every instance of
 * a fleet and, in the embedded mode, the one process), so answering from the route cache costs no
 * database round trip. An invalidation made here is in this process's state when `invalidate`
 * resolves; one made on another instance once its announcement arrives, a few milliseconds after
 * its commit (docs/architecture.md, "Route cache").
 *
 * Until it listens and has read the table, and again from the moment the listening connection is
 * lost until it listens and has read the table again, it answers as `databaseTagVersions` does:
 * one read of the table per request. Nothing announced while it was deaf is missed.
 */
export function notifiedTagVersions(
  database: () => Promise<Database> = getDb,
  notifications: () => Promise<NotificationHub> = getNotifications,
): TagVersionStore & { ready(): Promise<void> } {
  const perRequest = databaseTagVersions(database);
  let state = NO_VERSIONS;
  let current = Promise.resolve(state);
  let listening = false;
  let ready: Promise<void> | undefined;
  /** Counts interruptions, so a read of the table that one overtook does not count as caught up. */
  let interruptions = 0;
  /** This instance's own invalidations, by version, waiting for their announcement to come back. */
  const echoes = new OwnAnnouncements((version) => log.warn('cache.tag_versions_echo_late', { version }));

  function adopt(next: TagVersions) {
    if (next === state) return;
    state = next;
    current = Promise.resolve(state);
  }

  function interrupted() {
    listening = false;
    interruptions += 1;
  }

  /**
   * Listening (again): reads the table for what was announced while this process was not, then
   * answers from memory, unless it was interrupted meanwhile. While the database is away the read
   * is tried again in the background, with pauses.
   */
  async function catchUp(attempt = 0): Promise<void> {
    const before = interruptions;
    try {
      // Not `perRequest`: it answers with its last read while the database is away, and this must fail then.
      adopt(merged(state, await queryVersions(await database())));
      if (interruptions === before) listening = true;
    } catch (error) {
      log.warn('cache.tag_versions_resync_failed', { error });
      const pause = RESYNC_DELAYS_MS[Math.min(attempt, RESYNC_DELAYS_MS.length - 1)];
      setTimeout(() => {
        if (interruptions === before) void catchUp(attempt + 1);
      }, pause).unref?.();
    }
  }

  function onAnnouncement(payload: string) {
    const announced = readAnnouncement(payload);
    // The access memo's topics and markers share the channel: not this state's concern.
    if (announced.kind !== 'tags') return;
    const { version, tags } = announced;
    if (tags) {
      adopt(withInvalidation(state, tags, version));
    } else {
      // An invalidation too long to announce its tags: what it changed is in the table, which every
      // instance reads per request until it has read it again (its author's wait is over all the same).
      interrupted();
      void catchUp();
    }
    echoes.heard(String(version));
  }

  async function start() {
    const hub = await notifications();
    await hub.subscribe(INVALIDATION_CHANNEL, {
      onNotification: onAnnouncement,
      onInterrupted: interrupted,
      onResumed: () => void catchUp(),
    });
    await catchUp();
  }

  function begin(): Promise<void> {
    ready ??= start().catch((error: unknown) => {
      log.warn('cache.tag_versions_listen_failed', { error });
      // Tried again by a request after a pause, not by every request while the database is away.
      setTimeout(() => (ready = undefined), RESYNC_DELAYS_MS.at(-1)).unref?.();
    });
    return ready;
  }

  return {
    ready: begin,
    read(startedAt) {
      if (listening) return current;
      void begin();
      return perRequest.read(startedAt).then((versions) => {
        adopt(merged(state, versions));
        return state;
      });
    },
    async invalidate(tags) {
      const wasListening = listening;
      const version = await storeInvalidation(await database(), tags);
      if (version === 0) return;
      adopt(withInvalidation(state, tags, version));
      // Postgres hands an announcement to every listening connection at the same commit: once this
      // instance hears its own, the others have it too, before the author's response is sent.
      if (wasListening) await echoes.wait(String(version));
    },
  };
}

/** Server start (instrumentation.ts): the cache handler and the memos read the shared tag state from now on. */
export function installSharedTagVersions(store: TagVersionStore = notifiedTagVersions()): void {
  installSingleton(TAG_VERSIONS, store);
}

/** Takes the installed tag state away again (tests that installed one of their own). */
export function removeSharedTagVersions(): void {
  installSingleton(TAG_VERSIONS, undefined);
}

/** The installed tag state; outside a server (`next build`) there is none and nothing is invalidated. */
export function sharedTagVersions(): TagVersionStore | undefined {
  return installedSingleton(TAG_VERSIONS);
}

/** A tag's version in a read (0: never invalidated). */
export function versionOf(versions: TagVersions, tag: string): number {
  return versions.tags.get(tag) ?? 0;
}
