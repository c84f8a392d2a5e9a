// The route cache and data cache of every `next start` (`cacheHandler` in next.config.mjs), written
// against Next's documented cache handler interface only (get, set, revalidateTag,
// resetRequestCache). Entries live in this process's memory; whether one is still fresh is decided
// by the tag state every instance shares (lib/cache/tag-versions.ts, a table in the app's database),
// read once per request. So an invalidation made through any instance expires the pages of all of
// them before their next request, and the embedded mode needs no extra service.
//
// Each entry is stamped with the tag version its regeneration started from, not the time it was
// stored: a render or cached read that began before an admin's write and finished after it is
// older than the write's invalidation and is never served as fresh. Next makes one handler per
// request, so two overlapping regenerations of one key each keep their own start, whatever order
// they finish in. Plain JavaScript because Next imports it at run time, outside the app's bundle.
// Tests: tests/unit/route-cache-handler.test.ts. Why: docs/architecture.md, "Route cache".

import { LRUCache } from 'lru-cache';

import { installedSingleton, processKey } from './process-registry.mjs';

/** Where Next lists the tags of a page entry (its cached response headers). */
const PAGE_TAGS_HEADER = 'x-next-cache-tags';

/** Next's default `cacheMaxMemorySize`, when it passes none. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** Without a server (`next build`) nothing is invalidated: every entry is as fresh as it is old. */
const NO_VERSIONS = { version: 0, tags: new Map() };

/**
 * key → { value, lastModified, stamp, tags, cacheControl, bytes }, the least recently used evicted
 * first once their bytes pass Next's limit. Module-level: the handler instances of all requests
 * share it; made by the first, with the limit Next passes every one of them.
 */
let entries;

function entriesOf(maxBytes) {
  entries ??= new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
  return entries;
}

/** The shared tag state lib/cache/tag-versions.ts installs (a process singleton: this file is outside the app's bundles). */
const TAG_VERSIONS = processKey('routeCacheTagVersions');

function tagState() {
  const store = installedSingleton(TAG_VERSIONS);
  if (store) return store;
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  throw new Error('Route cache: the shared tag state is not installed (instrumentation.ts installs it at start).');
}

/** Rough memory of a cached value: its strings and bytes, a few levels deep. */
function sizeOf(value, depth = 0) {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value === null || typeof value !== 'object' || depth > 4) return 8;
  let total = 0;
  for (const item of value instanceof Map ? value.values() : Object.values(value)) total += sizeOf(item, depth + 1);
  return total;
}

/** The tags an entry depends on, or null when Next did not say (then any invalidation expires it). */
function tagsOf(data, ctx) {
  if (Array.isArray(ctx?.tags)) return [...ctx.tags];
  const header = data?.headers?.[PAGE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : null;
}

function isInvalidated(entry, ctx, versions) {
  if (entry.tags === null) return versions.version > entry.stamp;
  const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  return tags.some((tag) => (versions.tags.get(tag) ?? 0) > entry.stamp);
}

export default class RouteCacheHandler {
  #entries;
  /** When this request began (`performance.now()`): it never trusts a tag state read before. */
  #startedAt = performance.now();
  /** The tag state this request's lookups see, read on its first one (again after a revalidation). */
  #versions;
  /** key → the tag state its lookup saw: a regeneration of that key started from it. */
  #lookups = new Map();

  constructor(options) {
    this.#entries = entriesOf(options?.maxMemoryCacheSize || DEFAULT_MAX_BYTES);
  }

  #tagVersions() {
    const store = tagState();
    this.#versions ??= store ? store.read(this.#startedAt) : Promise.resolve(NO_VERSIONS);
    return this.#versions;
  }

  async get(key, ctx) {
    const lookup = this.#tagVersions();
    this.#lookups.set(key, lookup);
    const versions = await lookup;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (isInvalidated(entry, ctx, versions)) {
      this.#entries.delete(key);
      return null;
    }
    return entry.cacheControl
      ? { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
      : { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, data, ctx) {
    const versions = await (this.#lookups.get(key) ?? this.#tagVersions());
    const stamp = versions.version;
    const current = this.#entries.peek(key);
    // An overlapping regeneration that started from a newer state has stored already: keep it.
    if (current && current.stamp > stamp) return;
    this.#entries.delete(key);
    if (data === null) return;
    const entry = {
      value: data,
      lastModified: performance.timeOrigin + this.#startedAt,
      stamp,
      tags: tagsOf(data, ctx),
      cacheControl: ctx?.cacheControl,
      bytes: sizeOf(data),
    };
    // An entry larger than the whole limit is not stored (lru-cache's `maxEntrySize` is `maxSize`).
    this.#entries.set(key, entry);
  }

  /** Any revalidation expires its tags at once, for every instance; this request reads the state again. */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    const store = tagState();
    if (!store || list.length === 0) return;
    await store.invalidate(list);
    this.#startedAt = performance.now();
    this.#versions = undefined;
  }

  /** Nothing to reset: Next makes a new handler for each request, and its state is the request's. */
  resetRequestCache() {}
}
