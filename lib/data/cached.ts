import 'server-only';

import { createHash } from 'node:crypto';

import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';

import { getDatabaseConfig } from '@/lib/env';
import { log } from '@/lib/log';

import type { CacheTag } from './cache-tags';

/**
 * Which database the cached values came from. The cache lives with the build (.next/cache), so a
 * build started against another database (another DATA_DIR or DATABASE_URL) must not be served
 * the first one's rows. A hash, so no connection string ends up in cache keys.
 */
function databaseScope(): string {
  const config = getDatabaseConfig();
  const source = config.kind === 'postgres' ? config.url : config.dataDir;
  return createHash('sha256').update(`${config.kind}:${source}`).digest('hex').slice(0, 16);
}

/**
 * A public read shared by many pages: cached across requests under its table's tag until an admin
 * mutation revalidates that tag. Values must be JSON (dates as ISO strings).
 *
 * `connection()` keeps every page that reads data rendering at request time, never during
 * `next build` (the build must not open the embedded database). A failure is logged and yields
 * `fallback`, which is not cached, so the next request tries again.
 */
export function cachedPublicRead<T>(tag: CacheTag, name: string, read: () => Promise<T>, fallback: T): () => Promise<T> {
  let cached: (() => Promise<T>) | undefined;
  return async () => {
    await connection();
    cached ??= unstable_cache(read, [name, databaseScope()], { tags: [tag] });
    try {
      return await cached();
    } catch (error) {
      log.error('data.read_failed', { read: name, error });
      return fallback;
    }
  };
}
