import 'server-only';

import { unstable_cache } from 'next/cache';

import { processKey, processSingleton } from '@/lib/cache/process-registry.mjs';

import type { PublicCacheTag } from './cache-tags';
import { sharedTagVersions, versionOf } from './tag-versions';

/**
 * The safety net under tag revalidation: a cached read, and so every page built from it, is
 * regenerated at most this many seconds after it was made, even if no mutation revalidated its tag
 * (a database edited by hand) and so that "upcoming" events move to "past" on time.
 */
export const PUBLIC_CACHE_SECONDS = 300;

/**
 * A public read shared by many pages: cached across requests under its table's tag until a
 * mutation revalidates that tag (`invalidate`, on any instance), or `PUBLIC_CACHE_SECONDS`
 * pass. Values must be JSON (dates as ISO strings).
 *
 * Pages built only from these reads are prerendered and served from the route cache: the tag
 * travels with the page, so revalidating it regenerates the page on its next request. A failed
 * read throws and nothing is stored: the route cache keeps the last good page (Next keeps the old
 * entry when a regeneration fails) or, with none, the visitor gets the error page, and the next
 * request reads again. An empty list or a default stored in its place would be served as content.
 * A read that takes arguments (a page number, a slug) is one entry per arguments: `unstable_cache`
 * makes them part of the key, so callers keep them bounded (never raw visitor input).
 */
export function cachedPublicRead<A extends unknown[], T>(
  tag: PublicCacheTag,
  name: string,
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let cached: ((...args: A) => Promise<T>) | undefined;
  return (...args) => {
    cached ??= unstable_cache(read, [name], { tags: [tag], revalidate: PUBLIC_CACHE_SECONDS });
    return cached(...args);
  };
}

interface ProcessMemo {
  value: Promise<unknown>;
  /** The tag state's version the computation started from (-1: unknown, so checked again). */
  stamp: number;
  until: number;
}

/** Shared by every bundle of the server process: proxy.ts and the pages read the same memos. */
const PROCESS_MEMOS = processKey<Map<string, ProcessMemo>>('publicProcessMemos');

function processMemos(): Map<string, ProcessMemo> {
  return processSingleton(PROCESS_MEMOS, () => new Map<string, ProcessMemo>());
}

/**
 * A value derived from public data, kept in this server process for `proxy.ts`. The proxy runs
 * outside Next's data cache (its `unstable_cache` calls reach the database on every request), so
 * it gets this instead: computed once, recomputed when its tag was invalidated on any instance (the
 * shared tag state, read like the route cache reads it) or after `PUBLIC_CACHE_SECONDS`. A failed
 * computation is not kept; while the tag state cannot be read the last value is used.
 */
export function processMemo<T>(tag: PublicCacheTag, name: string, compute: () => Promise<T>): () => Promise<T> {
  return async () => {
    const startedAt = performance.now();
    const versions = await sharedTagVersions()?.read(startedAt);
    const now = Date.now();
    const memo = processMemos().get(name);
    const tagVersion = versions ? versionOf(versions, tag) : 0;
    if (memo && memo.until > now && tagVersion <= memo.stamp) return memo.value as Promise<T>;
    const value = compute();
    const entry: ProcessMemo = { value, stamp: versions?.version ?? 0, until: now + PUBLIC_CACHE_SECONDS * 1000 };
    processMemos().set(name, entry);
    value.catch(() => {
      if (processMemos().get(name) === entry) processMemos().delete(name);
    });
    return value;
  };
}
