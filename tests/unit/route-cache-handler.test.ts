import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import RouteCacheHandler from '@/lib/cache/route-cache-handler.mjs';
import { installSharedTagVersions, removeSharedTagVersions } from '@/lib/cache/tag-versions';

import { memoryTagVersions } from '../support/memory-tag-versions';

/** A cached read of the events table (what `cachedPublicRead` stores), tagged `events`. */
const readContext = { kind: 'FETCH', tags: ['events'], softTags: [] };
const storeContext = { fetchCache: true, tags: ['events'] };
const eventsRead = (title: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify([{ title }]), status: 200, url: '' },
  revalidate: 300,
});
/** A page of the route cache built from the events read (Next lists its tags in its headers). */
const page = (title: string) => ({
  kind: 'APP_PAGE',
  html: `<h1>${title}</h1>`,
  headers: { 'x-next-cache-tags': 'events' },
});
const pageContext = { kind: 'APP_PAGE' };

let key = 0;
const nextKey = () => `entry-${++key}`;
/** One handler per request, as Next makes them. */
const request = () => new RouteCacheHandler({ maxMemoryCacheSize: 1_000_000 });
/** One request's render that reads the events and stores what it read (`title`) under a new key; the key. */
async function storedRead(title: string): Promise<string> {
  const cacheKey = nextKey();
  const render = request();
  await render.get(cacheKey, readContext);
  await render.set(cacheKey, eventsRead(title), storeContext);
  return cacheKey;
}
const titleOf = (entry: { value: unknown } | null) =>
  (JSON.parse((entry?.value as ReturnType<typeof eventsRead>).data.body) as { title: string }[])[0]?.title;

let tags: ReturnType<typeof memoryTagVersions>;
beforeEach(() => {
  tags = memoryTagVersions();
  installSharedTagVersions(tags);
});
afterEach(() => {
  removeSharedTagVersions();
});

describe('route cache handler: one tag state for every instance', () => {
  it('an invalidation made through another instance expires the entry on this one before its next request', async () => {
    const cacheKey = await storedRead('staro'); // on instance A
    expect(titleOf(await request().get(cacheKey, readContext))).toBe('staro');

    await tags.invalidate(['events']); // the admin's write, through the other instance

    expect(await request().get(cacheKey, readContext)).toBeNull();
  });

  it('expires pages by the tags in their headers, and only for those tags', async () => {
    const cacheKey = nextKey();
    const render = request();
    await render.get(cacheKey, pageContext);
    await render.set(cacheKey, page('Događaji'), {});
    await tags.invalidate(['blog_posts']);
    expect(await request().get(cacheKey, pageContext)).not.toBeNull();
    await tags.invalidate(['events']);
    expect(await request().get(cacheKey, pageContext)).toBeNull();
  });

  it('a revalidateTag on any handler reaches the shared state', async () => {
    const cacheKey = await storedRead('staro');
    await request().revalidateTag(['events']);
    expect(await request().get(cacheKey, readContext)).toBeNull();
  });

  it('while the tag state cannot be read, the last good entry is served', async () => {
    const cacheKey = await storedRead('poslednje dobro');
    tags.failing = true;
    expect(titleOf(await request().get(cacheKey, readContext))).toBe('poslednje dobro');
  });

  it('reads the tag state once per request, however many lookups it makes', async () => {
    const render = request();
    await render.get(nextKey(), readContext);
    await render.get(nextKey(), pageContext);
    expect(tags.reads).toBe(1);
  });
});

describe('route cache handler: entries are stamped with the state their regeneration started from', () => {
  it('a read that started before an admin edit and was stored after it counts as expired', async () => {
    const cacheKey = nextKey();
    const slowRender = request();
    expect(await slowRender.get(cacheKey, readContext)).toBeNull(); // the read starts
    await tags.invalidate(['events']); // the edit commits while it runs
    await slowRender.set(cacheKey, eventsRead('staro'), storeContext); // the old rows are stored after it

    expect(await request().get(cacheKey, readContext)).toBeNull();
  });

  /** Two renders of one key: the older began before an edit of the events, the newer after it. */
  async function overlappingRenders() {
    const cacheKey = nextKey();
    const older = request();
    await older.get(cacheKey, readContext);
    await tags.invalidate(['events']);
    const newer = request();
    await newer.get(cacheKey, readContext);
    return { cacheKey, older, newer };
  }

  it('two overlapping regenerations, the older finishing last: the newer one is kept', async () => {
    const { cacheKey, older, newer } = await overlappingRenders();
    await newer.set(cacheKey, eventsRead('novo'), storeContext);
    await older.set(cacheKey, eventsRead('staro'), storeContext);

    expect(titleOf(await request().get(cacheKey, readContext))).toBe('novo');
  });

  it('two overlapping regenerations, the older finishing first: it is replaced by the newer, never served', async () => {
    const { cacheKey, older, newer } = await overlappingRenders();
    await older.set(cacheKey, eventsRead('staro'), storeContext);
    expect(await request().get(cacheKey, readContext)).toBeNull();

    await newer.set(cacheKey, eventsRead('novo'), storeContext);
    expect(titleOf(await request().get(cacheKey, readContext))).toBe('novo');
  });

  it('both started before the edit, finishing in either order: neither is served as fresh', async () => {
    for (const order of [
      ['first', 'second'],
      ['second', 'first'],
    ] as const) {
      const cacheKey = nextKey();
      const renders = { first: request(), second: request() };
      await renders.first.get(cacheKey, readContext);
      await renders.second.get(cacheKey, readContext);
      await tags.invalidate(['events']);
      for (const name of order) await renders[name].set(cacheKey, eventsRead('staro'), storeContext);
      expect(await request().get(cacheKey, readContext), order.join(' then ')).toBeNull();
    }
  });

  it('a regeneration of one key keeps its start when the same request revalidates before storing', async () => {
    const cacheKey = nextKey();
    const action = request();
    await action.get(cacheKey, readContext); // read before the action's write
    await action.revalidateTag(['events']);
    await action.set(cacheKey, eventsRead('staro'), storeContext);
    expect(await request().get(cacheKey, readContext)).toBeNull();
  });

  it('an entry stored with no edit during it stays fresh', async () => {
    await tags.invalidate(['events']);
    const cacheKey = await storedRead('novo');
    expect(titleOf(await request().get(cacheKey, readContext))).toBe('novo');
  });
});

describe('route cache handler: bounded memory', () => {
  const bigPage = (fill: string) => ({ kind: 'APP_PAGE', html: fill.repeat(400_000), headers: {} });

  it('past the size limit the least recently used entry goes first, and one larger than the limit is never stored', async () => {
    const [first, second, third, huge] = [nextKey(), nextKey(), nextKey(), nextKey()];
    for (const cacheKey of [first, second]) {
      const render = request();
      await render.get(cacheKey, pageContext);
      await render.set(cacheKey, bigPage('a'), {});
    }
    // Reading the first makes the second the least recently used.
    expect(await request().get(first, pageContext)).not.toBeNull();
    const render = request();
    await render.get(third, pageContext);
    await render.set(third, bigPage('b'), {});

    expect(await request().get(second, pageContext)).toBeNull();
    expect(await request().get(first, pageContext)).not.toBeNull();
    expect(await request().get(third, pageContext)).not.toBeNull();

    const tooLarge = request();
    await tooLarge.get(huge, pageContext);
    await tooLarge.set(huge, { kind: 'APP_PAGE', html: 'x'.repeat(1_000_001), headers: {} }, {});
    expect(await request().get(huge, pageContext)).toBeNull();
    expect(await request().get(first, pageContext)).not.toBeNull();
  });
});
