import 'server-only';

import { createHash } from 'node:crypto';

import { unstable_cache } from 'next/cache';

import { getDatabaseConfig, isBuildPhase } from '@/lib/env';
import { log } from '@/lib/log';

import type { CacheTag } from './cache-tags';

/**
 * The safety net under tag revalidation: a cached read, and so every page built from it, is
 * regenerated at most this many seconds after it was made, even if no mutation revalidated its tag
 * (a write from another app instance, a database edited by hand) and so that "upcoming" events
 * move to "past" on time.
 */
export const PUBLIC_CACHE_SECONDS = 300;

/**
 * Which database the cached values came from. The data cache lives with the build (.next/cache),
 * so a server started against another database (another DATA_DIR or DATABASE_URL, or the build's
 * in-memory one) must not be served the first one's rows. A hash, so no connection string ends up in cache keys.
 */
function databaseScope(): string {
  const config = getDatabaseConfig();
  const source = config.kind === 'postgres' ? config.url : isBuildPhase() ? 'build-in-memory' : config.dataDir;
  return createHash('sha256').update(`${config.kind}:${source}`).digest('hex').slice(0, 16);
}

/**
 * A public read shared by many pages: cached across requests under its table's tag until a
 * mutation revalidates that tag (`revalidatePublicTags`), or `PUBLIC_CACHE_SECONDS` pass. Values
 * must be JSON (dates as ISO strings).
 *
 * Pages built only from these reads are prerendered and served from Next's route cache: the tag
 * travels with the page, so revalidating it regenerates the page on its next request. A failure
 * is logged and yields `fallback`, which is not cached, so the next request tries again.
 */
export function cachedPublicRead<T>(
  tag: CacheTag,
  name: string,
  read: () => Promise<T>,
  fallback: T,
): () => Promise<T> {
  let cached: (() => Promise<T>) | undefined;
  return async () => {
    cached ??= unstable_cache(read, [name, databaseScope()], { tags: [tag], revalidate: PUBLIC_CACHE_SECONDS });
    try {
      return await cached();
    } catch (error) {
      log.error('data.read_failed', { read: name, error });
      return fallback;
    }
  };
}

interface ProcessMemo {
  tag: CacheTag;
  value: Promise<unknown>;
  until: number;
}

declare global {
  // Shared by every bundle of the server process: proxy.ts reads what server actions invalidate.
  var __publicProcessMemos: Map<string, ProcessMemo> | undefined;
}

function processMemos(): Map<string, ProcessMemo> {
  return (globalThis.__publicProcessMemos ??= new Map());
}

/**
 * A value derived from public data, kept in this server process for `proxy.ts`. The proxy runs
 * outside Next's data cache (its `unstable_cache` calls reach the database on every request), so
 * it gets this instead: computed once, dropped when its tag is revalidated (`revalidatePublicTags`)
 * or after `PUBLIC_CACHE_SECONDS`, like the cached reads. A failed computation is not kept.
 */
export function processMemo<T>(tag: CacheTag, name: string, compute: () => Promise<T>): () => Promise<T> {
  return () => {
    const now = Date.now();
    const memo = processMemos().get(name);
    if (memo && memo.until > now) return memo.value as Promise<T>;
    const value = compute();
    const entry = { tag, value, until: now + PUBLIC_CACHE_SECONDS * 1000 };
    processMemos().set(name, entry);
    value.catch(() => {
      if (processMemos().get(name) === entry) processMemos().delete(name);
    });
    return value;
  };
}

/** Drops the process memos under these tags (called with every revalidation). */
export function forgetProcessMemos(tags: readonly CacheTag[]): void {
  for (const [name, memo] of processMemos()) if (tags.includes(memo.tag)) processMemos().delete(name);
}
