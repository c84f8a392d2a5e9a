import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createRequire } from 'node:module';

import RouteCacheHandler from '@/lib/data/route-cache-handler.mjs';

// Next's own instance, the one the handler reads (an internal module without type declarations).
const { tagsManifest, areTagsExpired } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as {
  tagsManifest: Map<string, { expired?: number; stale?: number }>;
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};

/** No files: with `flushToDisk` off every entry lives in the handler's memory cache, as in `next start` here. */
const noFiles = {
  existsSync: () => false,
  readFile: async () => {
    throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
  },
  stat: async () => {
    throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
  },
};

function handler() {
  return new RouteCacheHandler({
    fs: noFiles,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    maxMemoryCacheSize: 1_000_000,
    revalidatedTags: [],
  });
}

/** A cached read of the events table (what `cachedPublicRead` stores), tagged `events`. */
const readContext = { kind: 'FETCH', tags: ['events'], softTags: [] };
const storeContext = { fetchCache: true, tags: ['events'] };
const eventsRead = (title: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify([{ title }]), status: 200, url: '' },
  revalidate: 300,
});

let key = 0;
const nextKey = () => `events-read-${++key}`;

describe('route cache handler: entries are stamped with the start of their regeneration', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => {
    tagsManifest.delete('events');
    vi.useRealTimers();
  });

  it('a read that started before an admin edit and was stored after it counts as expired, so the next request reads again', async () => {
    const cacheKey = nextKey();
    expect(await handler().get(cacheKey, readContext)).toBeNull(); // miss: the read starts now
    const startedAt = Date.now();

    vi.advanceTimersByTime(200);
    tagsManifest.set('events', { expired: Date.now() }); // the edit commits while the read is running
    vi.advanceTimersByTime(300);
    await handler().set(cacheKey, eventsRead('staro'), storeContext); // the old rows are stored after it

    // Stamped with its start, it is older than the edit: the next lookup misses and reads the new rows.
    expect(await handler().get(cacheKey, readContext)).toBeNull();
    expect(areTagsExpired(['events'], startedAt)).toBe(true);
  });

  it('a read stored with no edit during it stays fresh, and lookups of a fresh entry do not move its stamp', async () => {
    const cacheKey = nextKey();
    await handler().get(cacheKey, readContext);
    const startedAt = Date.now();
    vi.advanceTimersByTime(500);
    await handler().set(cacheKey, eventsRead('novo'), storeContext);

    vi.advanceTimersByTime(10_000);
    const entry = await handler().get(cacheKey, readContext);
    expect(entry?.lastModified).toBe(startedAt);
    expect(areTagsExpired(['events'], startedAt)).toBe(false);

    // The next regeneration (after the time bound) is stamped with the lookup that found it old, not with this one.
    vi.advanceTimersByTime(300_000);
    await handler().get(cacheKey, readContext);
    const regeneratedFrom = Date.now();
    vi.advanceTimersByTime(400);
    await handler().set(cacheKey, eventsRead('novije'), storeContext);
    expect((await handler().get(cacheKey, readContext))?.lastModified).toBe(regeneratedFrom);
  });

  it('a read started after the edit is fresh', async () => {
    const cacheKey = nextKey();
    tagsManifest.set('events', { expired: Date.now() });
    vi.advanceTimersByTime(50);
    await handler().get(cacheKey, readContext);
    vi.advanceTimersByTime(300);
    await handler().set(cacheKey, eventsRead('posle izmene'), storeContext);

    const entry = await handler().get(cacheKey, readContext);
    expect(entry).not.toBeNull();
    expect(areTagsExpired(['events'], entry?.lastModified ?? 0)).toBe(false);
  });
});
