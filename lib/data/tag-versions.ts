import 'server-only';

import { sql } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { routeCacheTags } from '@/lib/db/schema';
import { log } from '@/lib/log';

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

declare global {
  // Read by the cache handler, which Next loads outside the app's bundle (plain JavaScript).
  var __routeCacheTagVersions: TagVersionStore | undefined;
}

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
      if (tags.length === 0) return;
      const db = await database();
      const values = sql.join(
        tags.map((tag) => sql`(${tag})`),
        sql`, `,
      );
      await db.execute(sql`
        insert into route_cache_tags (tag, version)
        select invalidated.tag, next.version
        from (select nextval('route_cache_tag_version') as version) as next
        cross join (values ${values}) as invalidated (tag)
        on conflict (tag) do update set version = excluded.version`);
    },
  };
}

/** Server start (instrumentation.ts): the cache handler and the memos read the database's tag state from now on. */
export function installSharedTagVersions(store: TagVersionStore = databaseTagVersions()): void {
  globalThis.__routeCacheTagVersions = store;
}

/** The installed tag state; outside a server (`next build`) there is none and nothing is invalidated. */
export function sharedTagVersions(): TagVersionStore | undefined {
  return globalThis.__routeCacheTagVersions;
}

/** A tag's version in a read (0: never invalidated). */
export function versionOf(versions: TagVersions, tag: string): number {
  return versions.tags.get(tag) ?? 0;
}
