import 'server-only';

import { revalidateTag } from 'next/cache';

import { getAccessMemo } from './access-memo';
import { isPublicCacheTag, type CacheTag, type MemoInvalidation, type PublicCacheTag } from './cache-tags';
import { sharedTagVersions } from './tag-versions';

/**
 * The one way to say "this changed" (lib/cache/README.md), called after the write has committed,
 * the same way from an action, a route handler or a background job, for any name of `CACHE_TAGS`:
 *
 * - a public tag: the cached reads under it, every page of the route cache built from them and the
 *   proxy's memos (`processMemo`) expire, on every instance, so the next request anywhere renders
 *   them from the database (`invalidatePublicTags`);
 * - a memo topic (or `CACHE_TAGS.access`): every instance's access memo forgets the answers of that
 *   topic, as when a trigger announces it (`AccessMemo.invalidate`).
 *
 * Resolves once every instance has been sent the invalidation: when the author's response arrives,
 * no instance answers from what was remembered before.
 */
export async function invalidate(tags: readonly CacheTag[]): Promise<void> {
  const publicTags: PublicCacheTag[] = [];
  const memo: MemoInvalidation[] = [];
  for (const tag of tags) {
    if (isPublicCacheTag(tag)) publicTags.push(tag);
    else memo.push(tag);
  }
  await Promise.all([
    publicTags.length > 0 ? invalidatePublicTags(publicTags) : undefined,
    memo.length > 0 ? getAccessMemo().invalidate(memo) : undefined,
  ]);
}

/** What Next says when `revalidateTag` is called outside a request (a background job, a test). */
const OUTSIDE_REQUEST = /static generation store missing/;

/**
 * `revalidateTag(tag, { expire: 0 })` gives a request what `updateTag` gives (inside a server action
 * Next 16 re-renders the page with the fresh data: read-your-own-writes) and reaches the cache
 * handler, which expires the tags in the shared tag state. Outside a request (a job) Next has no
 * store to revalidate and throws; the shared tag state is what every instance's route cache and
 * cached reads consult (route-cache-handler.mjs, `cachedPublicRead`), so that alone is enough there.
 * Next may run the handler's step after the response is sent (an action that renders no page), so
 * the shared invalidation is also made and awaited here.
 */
async function invalidatePublicTags(tags: readonly PublicCacheTag[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!(error instanceof Error && OUTSIDE_REQUEST.test(error.message))) throw error;
  }
  await sharedTagVersions()?.invalidate(tags);
}
