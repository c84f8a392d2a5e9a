import 'server-only';

import { revalidateTag } from 'next/cache';

import { ALL_CACHE_TAGS, type CacheTag } from './cache-tags';
import { forgetProcessMemos } from './cached';

/**
 * After a write to public content: the cached reads under these tags, every page of the route
 * cache built from them and the proxy's memos (`processMemo`) expire now, so the next request
 * renders them from the database.
 *
 * `{ expire: 0 }` expires at once. Inside a server action this does what `updateTag` does (Next
 * 16.4 marks the action as having revalidated, so the response carries the fresh page to the
 * author: read-your-own-writes), and unlike `updateTag` it also works in route handlers and in
 * data-layer code called from either, so every mutation calls this one function.
 */
export function revalidatePublicTags(tags: readonly CacheTag[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  forgetProcessMemos(tags);
}

/**
 * Server start: pages prerendered by `next build` (and cached reads left in `.next/cache`) show
 * the database the build saw, or none at all (see `lib/db/client.ts`). Expiring every public tag
 * once makes each page render from this server's own database on its first request.
 *
 * Next has no public API to revalidate outside a request, so this writes what `revalidateTag`
 * writes: an expiry time per tag in the process's tags manifest (a `.external` module, one shared
 * instance per server process). `tests/e2e/site/empty-site.spec.ts` fails if it stops working:
 * that server reuses a build made over demo content.
 */
export async function expirePrerenderedPublicPages(): Promise<void> {
  const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
  const now = Date.now();
  for (const tag of ALL_CACHE_TAGS) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now });
}
