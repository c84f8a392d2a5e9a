import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase } from '@/lib/db/connection';
import { MIGRATIONS_FOLDER, prepareDatabase, runMigrations } from '@/lib/db/prepare';
import { DEMO_MEMBER_EMAILS } from '@/lib/db/seed-members';

import {
  BACKENDS,
  countAllTables,
  FULL_SEED,
  NO_SEED,
  openTestDatabase,
  rows,
  SCHEMA_TABLES,
  type TestDatabase,
} from './support/database';
import { firstOf } from '../support/first';

async function journalEntries(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function publicTables(database: TestDatabase): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return found.map((row) => row.name);
}

async function appliedMigrations(database: TestDatabase): Promise<number> {
  const row = firstOf(
    await rows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return row.count;
}

describe.each(BACKENDS)('migrations on %s', (backend) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await openTestDatabase(backend);
  });

  afterEach(async () => {
    await database?.close();
  });

  it('starts from an empty database', async () => {
    expect(await publicTables(database)).toEqual([]);
  });

  it('creates exactly the tables of the Drizzle schema', async () => {
    await prepareDatabase(database.handle, NO_SEED);
    expect(SCHEMA_TABLES.length).toBeGreaterThan(20);
    expect(await publicTables(database)).toEqual([...SCHEMA_TABLES]);
  });

  it('records every migration of the journal once', async () => {
    await prepareDatabase(database.handle, NO_SEED);
    expect(await appliedMigrations(database)).toBe(await journalEntries());
  });

  it('does nothing on a second prepare: no new migrations, no duplicate rows', async () => {
    await prepareDatabase(database.handle, FULL_SEED);
    const before = await countAllTables(database.db);
    expect(before.content_sections).toBeGreaterThan(0);
    // The admin and the demo members.
    expect(before.app_users).toBe(1 + Object.keys(DEMO_MEMBER_EMAILS).length);

    await prepareDatabase(database.handle, FULL_SEED);
    await runMigrations(database.handle.kind, database.db);

    expect(await countAllTables(database.db)).toEqual(before);
    expect(await appliedMigrations(database)).toBe(await journalEntries());
  });

  it('never overwrites content an admin edited when the app restarts', async () => {
    await prepareDatabase(database.handle, FULL_SEED);
    await database.db.execute(
      sql`update content_sections set title = 'Izmenjeno u admin panelu' where section_key = 'home_hero'`,
    );
    await database.db.execute(sql`delete from announcements`);

    await prepareDatabase(database.handle, FULL_SEED);

    const hero = firstOf(
      await rows<{ title: string }>(
        database.db,
        sql`select title from content_sections where section_key = 'home_hero'`,
      ),
    );
    expect(hero.title).toBe('Izmenjeno u admin panelu');
    const announcements = firstOf(
      await rows<{ count: number }>(database.db, sql`select count(*)::int as count from announcements`),
    );
    expect(announcements.count).toBe(0);
  });
});

describe.runIf(BACKENDS.includes('postgres'))('two app instances starting at once on postgres', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await openTestDatabase('postgres');
  });

  afterEach(async () => {
    await database?.close();
  });

  it('migrate and seed once between them', async () => {
    const second = await openDatabase({ kind: 'postgres', url: database.url! });
    try {
      await Promise.all([prepareDatabase(database.handle, FULL_SEED), prepareDatabase(second, FULL_SEED)]);
    } finally {
      await second.close();
    }
    const counts = await countAllTables(database.db);
    expect(counts.app_users).toBe(1 + Object.keys(DEMO_MEMBER_EMAILS).length);
    expect(counts.admin_profiles).toBe(1);
    const sections = firstOf(
      await rows<{ count: number; keys: number }>(
        database.db,
        sql`select count(*)::int as count, count(distinct section_key)::int as keys from content_sections`,
      ),
    );
    expect(sections.count).toBe(sections.keys);
    expect(await appliedMigrations(database)).toBe(await journalEntries());
  });
});
