import { afterEach, describe, expect, it, vi } from 'vitest';

import { forgetProcessMemos, processMemo, PUBLIC_CACHE_SECONDS } from '@/lib/data/cached';

let names = 0;
const uniqueName = () => `test:${(names += 1)}`;

describe('processMemo (what proxy.ts reads instead of the data cache)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('computes once, then answers from memory', async () => {
    const compute = vi.fn(async () => new Set(['a']));
    const slugs = processMemo('blog_posts', uniqueName(), compute);
    expect(await slugs()).toEqual(new Set(['a']));
    expect(await slugs()).toEqual(new Set(['a']));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again after its tag is revalidated, not after another tag', async () => {
    const compute = vi.fn(async () => 1);
    const value = processMemo('blog_posts', uniqueName(), compute);
    await value();
    forgetProcessMemos(['events']);
    await value();
    expect(compute).toHaveBeenCalledTimes(1);
    forgetProcessMemos(['events', 'blog_posts']);
    await value();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes again once the time bound has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const compute = vi.fn(async () => 1);
    const value = processMemo('events', uniqueName(), compute);
    await value();
    vi.setSystemTime(new Date(Date.now() + PUBLIC_CACHE_SECONDS * 1000 - 1));
    await value();
    expect(compute).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date(Date.now() + 2));
    await value();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const compute = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('ok');
    const value = processMemo('blog_posts', uniqueName(), compute);
    await expect(value()).rejects.toThrow('database down');
    await expect(value()).resolves.toBe('ok');
  });
});
