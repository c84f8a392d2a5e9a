import { describe, expect, it } from 'vitest';

import { accessMemo } from '@/lib/cache/access-memo';
import { INVALIDATION_CHANNEL, markerAnnouncement, memoAnnouncement } from '@/lib/cache/invalidation-channel';
import type { Database } from '@/lib/db/connection';
import { NotificationHub } from '@/lib/db/notifications';

/** A hub whose connection listens at once and delivers what the test announces. */
function fakeHub() {
  let deliver: (channel: string, payload: string) => void = () => {};
  const hub = new NotificationHub(async (deliverTo) => {
    deliver = deliverTo;
    return { listen: async () => {}, unlisten: async () => {}, close: async () => {} };
  });
  return { hub, announce: (payload: string) => deliver(INVALIDATION_CHANNEL, payload) };
}

const noDatabase = async (): Promise<Database> => {
  throw new Error('no database in this test');
};

async function listening() {
  const { hub, announce } = fakeHub();
  const memo = accessMemo(async () => hub, noDatabase);
  await memo.remember('warm-up', async () => null);
  await hub.whenListening(INVALIDATION_CHANNEL);
  return { memo, announce };
}

function counter() {
  const calls = new Map<string, number>();
  return {
    calls: (key: string) => calls.get(key) ?? 0,
    read: (key: string) => async () => {
      calls.set(key, (calls.get(key) ?? 0) + 1);
      return key;
    },
  };
}

describe('access memo (lib/cache/access-memo.ts)', () => {
  it('keeps at most 10,000 answers and drops the least recently used first', async () => {
    const { memo } = await listening();
    const reads = counter();
    await memo.remember('kept', reads.read('kept'));
    for (let index = 0; index < 10_000; index += 1) {
      await memo.remember(`member:${index}`, reads.read(`member:${index}`));
      // 'kept' is used all along, so it is never the oldest.
      if (index % 1_000 === 0) await memo.remember('kept', reads.read('kept'));
    }
    await memo.remember('kept', reads.read('kept'));
    expect(reads.calls('kept')).toBe(1);
    await memo.remember('member:0', reads.read('member:0'));
    expect(reads.calls('member:0')).toBe(2);
    await memo.remember('member:9999', reads.read('member:9999'));
    expect(reads.calls('member:9999')).toBe(1);
  });

  it("forgets everything on the triggers' 'changed', a topic's answers on the topic, nothing on a marker or the route cache's tags", async () => {
    const { memo, announce } = await listening();
    const reads = counter();
    const rememberAll = async () => {
      for (const key of ['profile:a', 'badges:a', 'panel:counts']) await memo.remember(key, reads.read(key));
    };
    const calls = () => ['profile:a', 'badges:a', 'panel:counts'].map(reads.calls);
    await rememberAll();
    announce(markerAnnouncement('someone-elses-marker'));
    announce(JSON.stringify({ version: 7, tags: ['events'] }));
    await rememberAll();
    expect(calls()).toEqual([1, 1, 1]);
    announce(memoAnnouncement(['badges']));
    await rememberAll();
    expect(calls()).toEqual([1, 2, 1]);
    announce(memoAnnouncement(['changed']));
    await rememberAll();
    expect(calls()).toEqual([2, 3, 2]);
    announce('not json');
    await rememberAll();
    expect(calls()).toEqual([3, 4, 3]);
  });

  it('keeps an answer no longer than the time its value gives, and not at all when that time is past', async () => {
    const { memo } = await listening();
    const reads = counter();
    const soon = () => Date.now() + 50;
    await memo.remember('session', reads.read('session'), soon);
    await memo.remember('session', reads.read('session'), soon);
    expect(reads.calls('session')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await memo.remember('session', reads.read('session'), soon);
    expect(reads.calls('session')).toBe(2);

    const over = () => 0;
    await memo.remember('gone', reads.read('gone'), over);
    await memo.remember('gone', reads.read('gone'), over);
    expect(reads.calls('gone')).toBe(2);
  });

  it('before it listens it remembers nothing, and an action waits for no marker', async () => {
    const { hub } = fakeHub();
    let databaseUsed = false;
    const memo = accessMemo(
      async () => hub,
      async () => {
        databaseUsed = true;
        throw new Error('no database in this test');
      },
    );
    await memo.heard();
    expect(databaseUsed).toBe(false);
    const reads = counter();
    await memo.remember('a', reads.read('a'));
    expect(reads.calls('a')).toBe(1);
  });
});
