import { afterEach, describe, expect, it, vi } from 'vitest';

import { NotificationHub, OwnAnnouncements, type ListenConnection } from '@/lib/db/notifications';

/**
 * A hub over scripted connections: each `connect` opens a new one (or fails while `down`); `lose`
 * breaks the current one as a dropped socket would; `hold` keeps the next LISTEN waiting.
 */
function scriptedHub() {
  const script = {
    down: false,
    opened: 0,
    closed: 0,
    held: null as null | (() => void),
    holdNextListen: false,
    lose: (() => {}) as (error: unknown) => void,
  };
  const hub = new NotificationHub(async (_deliver, lost) => {
    if (script.down) throw new Error('database unreachable');
    script.opened += 1;
    script.lose = lost;
    const connection: ListenConnection = {
      async listen() {
        if (!script.holdNextListen) return;
        script.holdNextListen = false;
        await new Promise<void>((resolve) => (script.held = resolve));
      },
      async unlisten() {},
      async close() {
        script.closed += 1;
      },
    };
    return connection;
  });
  return { hub, script };
}

/** Records the calls a subscriber gets, in order. */
function recorder() {
  const calls: string[] = [];
  return {
    calls,
    subscriber: {
      onNotification: (payload: string) => calls.push(`notification ${payload}`),
      onInterrupted: () => calls.push('interrupted'),
      onResumed: () => calls.push('resumed'),
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationHub: catching up after a lost connection (lib/db/notifications.ts)', () => {
  it('tells each subscriber once that it was interrupted, and once that it listens again', async () => {
    vi.useFakeTimers();
    const { hub, script } = scriptedHub();
    const { calls, subscriber } = recorder();
    await hub.subscribe('member_access', subscriber);
    expect(calls).toEqual([]);

    script.down = true;
    script.lose(new Error('connection reset'));
    expect(calls).toEqual(['interrupted']);
    // Reconnects that fail do not tell it again.
    await vi.advanceTimersByTimeAsync(250 + 1_000);
    expect(calls).toEqual(['interrupted']);
    // The broken connection is closed, not left to deliver beside a new one.
    expect(script.closed).toBe(1);

    script.down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual(['interrupted', 'resumed']);
    expect(script.opened).toBe(2);
    await hub.close();
  });

  it('a listen that a second loss overtook resumes nothing; the one after it does', async () => {
    vi.useFakeTimers();
    const { hub, script } = scriptedHub();
    const { calls, subscriber } = recorder();
    await hub.subscribe('route_cache_tags', subscriber);

    script.holdNextListen = true;
    script.lose(new Error('connection reset'));
    await vi.advanceTimersByTimeAsync(250);
    expect(script.held).not.toBeNull();
    // Lost again while the new LISTEN is on its way: that LISTEN proves nothing.
    script.lose(new Error('connection reset again'));
    script.held!();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['interrupted']);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['interrupted', 'resumed']);
    await hub.close();
  });

  it('the first subscription is not a resumption, and a channel left meanwhile is not resumed', async () => {
    vi.useFakeTimers();
    const { hub, script } = scriptedHub();
    const staying = recorder();
    const leaving = recorder();
    await hub.subscribe('member_access', staying.subscriber);
    const leave = await hub.subscribe('live_messages', leaving.subscriber);
    expect([...staying.calls, ...leaving.calls]).toEqual([]);

    script.lose(new Error('connection reset'));
    await leave();
    await vi.advanceTimersByTimeAsync(250);
    expect(staying.calls).toEqual(['interrupted', 'resumed']);
    expect(leaving.calls).toEqual(['interrupted']);
    await hub.close();
  });
});

describe('OwnAnnouncements: waiting to hear one’s own announcement', () => {
  it('resolves when it arrives, also when it arrived before the wait began', async () => {
    const late = vi.fn();
    const own = new OwnAnnouncements(late);
    const waiting = own.wait('a');
    own.heard('a');
    await waiting;
    own.heard('b');
    await own.wait('b');
    expect(late).not.toHaveBeenCalled();
  });

  it('gives up after its timeout, says so, and never fails', async () => {
    vi.useFakeTimers();
    const late = vi.fn();
    const own = new OwnAnnouncements(late, 2_000);
    let done = false;
    void own.wait('lost').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(late).toHaveBeenCalledWith('lost');
  });

  it('remembers only the latest arrivals', async () => {
    vi.useFakeTimers();
    const late = vi.fn();
    const own = new OwnAnnouncements(late, 2_000, 2);
    own.heard('1');
    own.heard('2');
    own.heard('3');
    void own.wait('1');
    await own.wait('3');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(late).toHaveBeenCalledWith('1');
    expect(late).toHaveBeenCalledTimes(1);
  });
});
