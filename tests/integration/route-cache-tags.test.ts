import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseTagVersions } from '@/lib/data/tag-versions';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { runMigrations } from '@/lib/db/prepare';

import { BACKENDS, openTestDatabase, type TestDatabase } from './support/database';

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
});
