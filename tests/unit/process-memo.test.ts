import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { processMemo, PUBLIC_CACHE_SECONDS } from '@/lib/cache/cached';
import { installSharedTagVersions, removeSharedTagVersions } from '@/lib/cache/tag-versions';

import { memoryTagVersions } from '../support/memory-tag-versions';

let names = 0;
const uniqueName = () => `test:${(names += 1)}`;

let tags: ReturnType<typeof memoryTagVersions>;

describe('processMemo (what proxy.ts reads instead of the data cache)', () => {
  beforeEach(() => {
    tags = memoryTagVersions();
    installSharedTagVersions(tags);
  });
  afterEach(() => {
    vi.useRealTimers();
    removeSharedTagVersions();
  });

  it('computes once, then answers from memory', async () => {
    const compute = vi.fn(async () => new Set(['a']));
    const slugs = processMemo('blog_posts', uniqueName(), compute);
    expect(await slugs()).toEqual(new Set(['a']));
    expect(await slugs()).toEqual(new Set(['a']));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again after its tag is invalidated on any instance, not after another tag', async () => {
    const compute = vi.fn(async () => 1);
    const value = processMemo('blog_posts', uniqueName(), compute);
    await value();
    await tags.invalidate(['events']);
    await value();
    expect(compute).toHaveBeenCalledTimes(1);
    await tags.invalidate(['events', 'blog_posts']);
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

  it('a computation that started before an invalidation is computed again', async () => {
    let finish: (value: number) => void = () => {};
    const compute = vi
      .fn()
      .mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)))
      .mockResolvedValueOnce(2);
    const value = processMemo('blog_posts', uniqueName(), compute);
    const first = value();
    await Promise.resolve();
    await tags.invalidate(['blog_posts']);
    finish(1);
    expect(await first).toBe(1);
    expect(await value()).toBe(2);
  });

  it('does not keep a failure', async () => {
    const compute = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('ok');
    const value = processMemo('blog_posts', uniqueName(), compute);
    await expect(value()).rejects.toThrow('database down');
    await expect(value()).resolves.toBe('ok');
  });
});
