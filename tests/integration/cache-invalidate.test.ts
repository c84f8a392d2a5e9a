import { afterEach, describe, expect, it } from 'vitest';

import { ACCESS_MEMO, accessMemo, topicKey } from '@/lib/cache/access-memo';
import { INVALIDATION_CHANNEL } from '@/lib/cache/invalidation-channel';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { invalidate } from '@/lib/cache/invalidate';
import { installSingleton } from '@/lib/cache/process-registry.mjs';
import type { DatabaseHandle } from '@/lib/db/connection';

import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

/**
 * The app announces a memo topic the way a trigger does (lib/cache/README.md): `invalidate` with
 * a topic forgets that topic's answers on every instance listening on the database, and only
 * those, before it resolves; `CACHE_TAGS.access` forgets everything.
 */
describe.each(BACKENDS)('invalidate a memo topic (%s)', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  afterEach(() => installSingleton(ACCESS_MEMO, undefined));

  async function listeningMemo(handle: DatabaseHandle) {
    const memo = accessMemo(
      async () => handle.notifications,
      async () => handle.db,
    );
    await memo.remember('warm-up', async () => null);
    await handle.notifications.whenListening(INVALIDATION_CHANNEL);
    return memo;
  }

  function counter() {
    let count = 0;
    return {
      compute: async () => (count += 1),
      get count() {
        return count;
      },
    };
  }

  it('forgets the topic on every instance before it resolves, and nothing else', async () => {
    const here = await listeningMemo(database.handle);
    const there = await listeningMemo(database.handle);
    installSingleton(ACCESS_MEMO, here);
    const badgesThere = counter();
    const panelThere = counter();
    const badgesKey = topicKey(CACHE_TAGS.badges, 'member-1');
    const panelKey = topicKey(CACHE_TAGS.panel, 'counts');
    await there.remember(badgesKey, badgesThere.compute);
    await there.remember(panelKey, panelThere.compute);
    await there.remember(badgesKey, badgesThere.compute);
    expect(badgesThere.count).toBe(1);

    await invalidate([CACHE_TAGS.badges]);
    await there.remember(badgesKey, badgesThere.compute);
    await there.remember(panelKey, panelThere.compute);
    expect(badgesThere.count).toBe(2);
    expect(panelThere.count).toBe(1);

    await invalidate([CACHE_TAGS.access]);
    await there.remember(panelKey, panelThere.compute);
    expect(panelThere.count).toBe(2);
  });
});
