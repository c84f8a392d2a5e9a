import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ACCESS_MEMO, type AccessMemo } from '@/lib/cache/access-memo';
import { CACHE_TAGS, isMemoTopic, isPublicCacheTag, MEMO_TOPICS, PUBLIC_TAGS } from '@/lib/cache/cache-tags';
import { processMemo } from '@/lib/cache/cached';
import { invalidate } from '@/lib/cache/invalidate';
import { installSingleton } from '@/lib/cache/process-registry.mjs';
import { installSharedTagVersions, removeSharedTagVersions } from '@/lib/cache/tag-versions';

import { memoryTagVersions } from '../support/memory-tag-versions';

/**
 * One vocabulary and one call (lib/cache/README.md): `invalidate` takes any name of `CACHE_TAGS`;
 * public tags go to the shared tag state (here outside a request, as from a background job, so
 * Next's `revalidateTag` has no store and only the shared state is invalidated), the memo's topics
 * to the access memo, announced as a trigger announces them.
 */
describe('invalidate (lib/cache/invalidate.ts)', () => {
  let tags: ReturnType<typeof memoryTagVersions>;
  let memoNames: string[][];

  beforeEach(() => {
    tags = memoryTagVersions();
    installSharedTagVersions(tags);
    memoNames = [];
    const memo: AccessMemo = {
      remember: (_key, compute) => compute(),
      heard: async () => {},
      invalidate: async (names) => void memoNames.push([...names]),
    };
    installSingleton(ACCESS_MEMO, memo);
  });
  afterEach(() => {
    removeSharedTagVersions();
    installSingleton(ACCESS_MEMO, undefined);
  });

  it('has one vocabulary: every name is a public tag or a memo topic, never both', () => {
    for (const name of Object.values(CACHE_TAGS)) {
      expect(isPublicCacheTag(name) && isMemoTopic(name), name).toBe(false);
    }
    expect(Object.values(CACHE_TAGS)).toEqual([
      ...Object.values(PUBLIC_TAGS),
      ...Object.values(MEMO_TOPICS),
      CACHE_TAGS.access,
    ]);
    // The triggers' arguments (supabase/migrations/…_memo_topic…) are these names.
    expect(Object.values(MEMO_TOPICS).sort()).toEqual(['badges', 'conversations', 'panel']);
    expect(CACHE_TAGS.access).toBe('changed');
  });

  it('sends public tags to the shared tag state and topics to the access memo, from one call', async () => {
    const compute = vi.fn(async () => 'slugs');
    const slugs = processMemo(CACHE_TAGS.blogPosts, 'test:invalidate', compute);
    await slugs();
    await invalidate([CACHE_TAGS.blogPosts, CACHE_TAGS.badges, CACHE_TAGS.access]);
    await slugs();
    expect(compute).toHaveBeenCalledTimes(2);
    expect(memoNames).toEqual([['badges', 'changed']]);
  });

  it('touches only what was named', async () => {
    await invalidate([CACHE_TAGS.events]);
    expect(memoNames).toEqual([]);
    const before = await tags.read(0);
    await invalidate([CACHE_TAGS.conversations]);
    expect((await tags.read(0)).version).toBe(before.version);
    expect(memoNames).toEqual([['conversations']]);
    await invalidate([]);
    expect(memoNames).toHaveLength(1);
  });
});
