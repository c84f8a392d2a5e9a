import 'server-only';

import { revalidateTag } from 'next/cache';

import type { CacheTag } from './cache-tags';
import { sharedTagVersions } from './tag-versions';

/**
 * After a write to public content: the cached reads under these tags, every page of the route
 * cache built from them and the proxy's memos (`processMemo`) expire now, on every instance, so
 * the next request anywhere renders them from the database.
 *
 * `revalidateTag(tag, { expire: 0 })` gives the request itself what `updateTag` gives (inside a
 * server action Next 16 re-renders the page with the fresh data: read-your-own-writes) and reaches
 * the cache handler, which expires the tags in the shared tag state. Next may run that step after
 * the response is sent (an action that renders no page), so the shared invalidation is also made
 * and awaited here: when the author's response arrives, every instance already sees it.
 */
export async function revalidatePublicTags(tags: readonly CacheTag[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await sharedTagVersions()?.invalidate(tags);
}

/**
 * The same invalidation from work that runs outside any request (a background job, e.g. the
 * newsletter's sending finishing an issue): `revalidateTag` needs a request's store and throws
 * without one, so only the shared tag state is invalidated. That is what every instance's route
 * cache and cached reads consult (`lib/cache/route-cache-handler.mjs`, `cachedPublicRead`), so the
 * pages built from these tags render afresh on their next request, on every instance.
 */
export async function revalidatePublicTagsOutsideRequest(tags: readonly CacheTag[]): Promise<void> {
  await sharedTagVersions()?.invalidate(tags);
}
