// Next's own cache handler (route cache and data cache), with one change: an entry is stamped with
// the time its regeneration began, not the time it was stored. Next stamps `Date.now()` at `set`,
// so a render or cached read that started before an admin's write and finished after it (a
// prefetch still running when the next edit is saved) is stored with a time later than the tag's
// expiry and served as fresh, old data and all, until the time bound. Stamped with its start, it
// counts as expired and the next request renders again. Loaded by `next start` and `next build`
// through `cacheHandler` in next.config.mjs; plain JavaScript because Next imports it at run time.
// Tests: tests/unit/route-cache-handler.test.ts. Why: docs/architecture.md, "Route cache".
import { createRequire } from 'node:module';

// Next's CommonJS modules, loaded the way Next's server loads them, so this shares their one instance.
const loadNextModule = createRequire(import.meta.url);
const FileSystemCache = loadNextModule('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { tagsManifest } = loadNextModule('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** A regeneration longer than this is taken as abandoned (a failed read stores nothing). */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Key → when the first lookup that could start its regeneration was made. Module-level: Next
 * makes a handler per request, and the memory cache it fills is the class's, shared by all.
 */
const regenerationStarts = new Map();

function tagsOf(entry, ctx) {
  if (entry.value.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const header = entry.value.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/** False only when the entry is surely fresh; anything unclear counts as a lookup that may regenerate it. */
function mayRegenerate(entry, ctx, now) {
  if (!entry?.value) return true;
  const stamped = entry.lastModified ?? 0;
  for (const tag of tagsOf(entry, ctx)) {
    const state = tagsManifest.get(tag);
    if ((state?.expired ?? 0) > stamped || (state?.stale ?? 0) > stamped) return true;
  }
  const seconds = entry.value.kind === 'FETCH' ? entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof seconds !== 'number' || now - stamped > seconds * 1000;
}

export default class RouteCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const now = Date.now();
    const started = regenerationStarts.get(key);
    if ((started === undefined || now - started > ABANDONED_AFTER_MS) && mayRegenerate(entry, ctx, now)) {
      regenerationStarts.set(key, now);
    }
    return entry;
  }

  set(key, data, ctx) {
    const started = regenerationStarts.get(key);
    regenerationStarts.delete(key);
    // The memory entry is written before the method's first await, so it is restamped before any lookup can see it.
    const stored = super.set(key, data, ctx);
    const entry = FileSystemCache.memoryCache?.get(key);
    if (started !== undefined && entry && entry.value === data)
      entry.lastModified = Math.min(entry.lastModified, started);
    return stored;
  }
}
