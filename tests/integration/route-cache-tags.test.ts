import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  INVALIDATION_CHANNEL,
  markerAnnouncement,
  memoAnnouncement,
  PREVIOUS_RELEASE_CHANNELS,
} from '@/lib/cache/invalidation-channel';
import { databaseTagVersions, notifiedTagVersions } from '@/lib/cache/tag-versions';
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/db/connection';
import { runMigrations } from '@/lib/db/prepare';

import { BACKENDS, openTestDatabase, type TestDatabase } from './support/database';
import { forwardedListener } from './support/notifications';

describe.each(BACKENDS)('route cache tag state in the database (%s)', (backend) => {
  let database: TestDatabase;
  /** A second connection to the same database: another app instance (Postgres only). */
  let other: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await runMigrations(database.handle.kind, database.db);
    if (database.url) other = await openDatabase({ kind: 'postgres', url: database.url });
  });

  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it('an invalidation through one instance is in the next read of every instance, with a newer version', async () => {
    const instanceA = databaseTagVersions(async () => database.db);
    const instanceB = databaseTagVersions(async () => (other ?? database.handle).db);
    const before = await instanceB.read(performance.now());

    await instanceA.invalidate(['events', 'blog_posts']);

    const after = await instanceB.read(performance.now());
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.tags.get('events')).toBe(after.version);
    expect(after.tags.get('blog_posts')).toBe(after.version);

    await instanceB.invalidate(['events']);
    const latest = await instanceA.read(performance.now());
    expect(latest.tags.get('events')).toBeGreaterThan(after.version);
    expect(latest.tags.get('blog_posts')).toBe(after.version);
  });

  it('requests share a read sent after they began, never one sent before', async () => {
    const store = databaseTagVersions(async () => database.db);
    const startedAt = performance.now();
    const first = store.read(startedAt);
    expect(store.read(startedAt)).toBe(first);
    const later = store.read(performance.now() + 1);
    expect(later).not.toBe(first);
    await Promise.all([first, later]);
  });

  it('while the database cannot answer, a read gives the last versions read instead of failing', async () => {
    let broken = false;
    const store = databaseTagVersions(async () => {
      if (broken) throw new Error('database down');
      return database.db;
    });
    await store.invalidate(['announcements']);
    const good = await store.read(performance.now());
    broken = true;
    expect(await store.read(performance.now() + 1)).toEqual(good);
  });

  /** The database as one instance's store reaches it, counting the queries that store sends. */
  function counted(db: () => Database) {
    const calls = { count: 0 };
    return { calls, database: async () => (calls.count++, db()) };
  }

  async function eventually(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("listening, an instance answers from memory and learns every other instance's invalidation from its announcement", async () => {
    const here = counted(() => database.db);
    const instanceA = notifiedTagVersions(here.database, async () => database.handle.notifications);
    await instanceA.ready();
    const instanceB = databaseTagVersions(async () => (other ?? database.handle).db);

    const queriesBefore = here.calls.count;
    const seen = await instanceA.read(performance.now());
    for (let request = 0; request < 50; request += 1) await instanceA.read(performance.now());
    expect(here.calls.count).toBe(queriesBefore);

    await instanceB.invalidate(['site_content']);
    const truth = await instanceB.read(performance.now());
    await eventually(
      async () => (await instanceA.read(performance.now())).tags.get('site_content') === truth.tags.get('site_content'),
      'the announcement reaches instance A',
    );
    const after = await instanceA.read(performance.now());
    expect(after.version).toBeGreaterThan(seen.version);
    expect(here.calls.count).toBe(queriesBefore);
  });

  it("the one channel: the memo's announcements leave the tag state in memory, and the previous release's channel hears the tags too", async () => {
    const here = counted(() => database.db);
    const store = notifiedTagVersions(here.database, async () => database.handle.notifications);
    await store.ready();
    const previous: string[] = [];
    const stop = await database.handle.notifications.subscribe(PREVIOUS_RELEASE_CHANNELS.tags, {
      onNotification: (payload) => previous.push(payload),
    });
    try {
      const queriesBefore = here.calls.count;
      await database.db.execute(
        sql`select pg_notify(${INVALIDATION_CHANNEL}, ${memoAnnouncement(['changed'])}), pg_notify(${INVALIDATION_CHANNEL}, ${markerAnnouncement('x')})`,
      );
      await store.invalidate(['events']);
      const afterOwn = here.calls.count;
      // The memo's announcements came before the store's own echo, and interrupted nothing.
      await store.read(performance.now());
      expect(here.calls.count).toBe(afterOwn);
      expect(afterOwn - queriesBefore).toBe(1);
      const version = (await store.read(performance.now())).tags.get('events');
      expect(previous.map((payload) => JSON.parse(payload))).toContainEqual({ version, tags: ['events'] });
    } finally {
      await stop();
    }
  });

  it("an instance's own invalidation is in its state when invalidate resolves", async () => {
    const store = notifiedTagVersions(
      async () => database.db,
      async () => database.handle.notifications,
    );
    await store.ready();
    const before = await store.read(performance.now());
    await store.invalidate(['events', 'announcements']);
    const after = await store.read(performance.now());
    expect(after.tags.get('events')).toBeGreaterThan(before.version);
    expect(after.tags.get('announcements')).toBe(after.tags.get('events'));
    expect(before.tags.get('events') ?? 0).toBeLessThan(after.tags.get('events')!);
  });

  it('an invalidation resolves only once its announcement has reached the listening connection', async () => {
    const link = forwardedListener(database.handle.notifications);
    const store = notifiedTagVersions(
      async () => database.db,
      async () => link.hub,
    );
    await store.ready();
    link.delayMs = 300;
    const began = performance.now();
    await store.invalidate(['blog_posts']);
    expect(performance.now() - began).toBeGreaterThanOrEqual(290);
    await link.hub.close();
  });

  it('an invalidation too long to announce its tags: every listening instance reads the table, and its author does not wait out the timeout', async () => {
    const author = notifiedTagVersions(
      async () => database.db,
      async () => database.handle.notifications,
    );
    const link = forwardedListener(database.handle.notifications);
    const listener = notifiedTagVersions(
      async () => (other ?? database.handle).db,
      async () => link.hub,
    );
    await Promise.all([author.ready(), listener.ready()]);
    // Postgres drops a payload over 8000 bytes: these tags are announced without their list.
    const tags = Array.from({ length: 400 }, (_, index) => `post_${index}_${'x'.repeat(20)}`);
    const began = performance.now();
    await author.invalidate(tags);
    expect(performance.now() - began).toBeLessThan(1_500);
    const truth = await databaseTagVersions(async () => database.db).read(performance.now());
    await eventually(
      async () => (await listener.read(performance.now())).tags.get(tags.at(-1)!) === truth.tags.get(tags.at(-1)!),
      'the other instance has the invalidated tags',
    );
    await link.hub.close();
  });

  it('deaf after a lost connection: reads go to the table, and what was announced meanwhile is not missed', async () => {
    const link = forwardedListener(database.handle.notifications);
    const hub = link.hub;
    const here = counted(() => database.db);
    const store = notifiedTagVersions(here.database, async () => hub);
    await store.ready();
    const writer = databaseTagVersions(async () => (other ?? database.handle).db);

    link.down = true;
    link.lose(new Error('connection reset'));
    await writer.invalidate(['members']);
    const truth = await writer.read(performance.now());
    const queries = here.calls.count;
    expect((await store.read(performance.now())).tags.get('members')).toBe(truth.tags.get('members'));
    expect(here.calls.count).toBeGreaterThan(queries);

    link.down = false;
    await eventually(async () => {
      const counted = here.calls.count;
      await store.read(performance.now());
      return here.calls.count === counted;
    }, 'the instance listens again and answers from memory');
    expect((await store.read(performance.now())).tags.get('members')).toBe(truth.tags.get('members'));
    await hub.close();
  });
});
