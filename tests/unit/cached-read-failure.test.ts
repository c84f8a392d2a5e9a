import { describe, expect, it, vi } from 'vitest';

import { cachedPublicRead } from '@/lib/cache/cached';

// Next's data cache stores what the read returns and nothing when it throws; outside a server it
// needs a request, so here it only runs the read, which is all this test needs to see.
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>) =>
    () =>
      read(),
}));

describe('a failed public read', () => {
  it('throws instead of answering with a fallback (which the route cache would store as content), and the next call reads again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(['događaj']);
    const events = cachedPublicRead('events', 'events:active', read);
    await expect(events()).rejects.toThrow('database down');
    await expect(events()).resolves.toEqual(['događaj']);
  });
});
