import { afterAll, afterEach } from 'vitest';

import { ACCESS_MEMO, accessMemo, type AccessMemo } from '@/lib/cache/access-memo';
import { INVALIDATION_CHANNEL } from '@/lib/cache/invalidation-channel';
import { installSingleton } from '@/lib/cache/process-registry.mjs';

import type { TestDatabase } from './database';

/**
 * For a describe block over `database`: `recordingMemo()` installs the process's memo, listening
 * on the test database, and returns it with the keys it was asked to remember; it is removed
 * after each test and after the block.
 */
export function useRecordingMemo(database: TestDatabase): () => Promise<{ memo: AccessMemo; keys: string[] }> {
  afterEach(() => {
    installSingleton(ACCESS_MEMO, undefined);
  });
  afterAll(() => {
    installSingleton(ACCESS_MEMO, undefined);
  });

  return async function recordingMemo() {
    const listening = accessMemo(
      async () => database.handle.notifications,
      async () => database.db,
    );
    await listening.remember('warm-up', async () => null);
    await database.handle.notifications.whenListening(INVALIDATION_CHANNEL);
    const keys: string[] = [];
    const memo: AccessMemo = {
      remember: (key, compute, expiresAt) => (keys.push(key), listening.remember(key, compute, expiresAt)),
      heard: () => listening.heard(),
      invalidate: (names) => listening.invalidate(names),
    };
    installSingleton(ACCESS_MEMO, memo);
    return { memo, keys };
  };
}
