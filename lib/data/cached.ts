import 'server-only';

import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';

import { log } from '@/lib/log';

import type { CacheTag } from './cache-tags';

/**
 * A public read shared by many pages: cached across requests under its table's tag until an admin
 * mutation revalidates that tag. Values must be JSON (dates as ISO strings).
 *
 * `connection()` keeps every page that reads data rendering at request time, never during
 * `next build` (the build must not open the embedded database). A failure is logged and yields
 * `fallback`, which is not cached, so the next request tries again.
 */
export function cachedPublicRead<T>(tag: CacheTag, name: string, read: () => Promise<T>, fallback: T): () => Promise<T> {
  const cached = unstable_cache(read, [name], { tags: [tag] });
  return async () => {
    await connection();
    try {
      return await cached();
    } catch (error) {
      log.error('data.read_failed', { read: name, error });
      return fallback;
    }
  };
}
