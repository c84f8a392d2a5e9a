import { randomBytes } from 'node:crypto';

import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

import { installSingleton } from '@/lib/cache/process-registry.mjs';
import { APP_DATABASE } from '@/lib/db/client';
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/db/connection';
import { prepareDatabase } from '@/lib/db/prepare';
import * as schema from '@/lib/db/schema';
import type { SeedOptions } from '@/lib/db/seed';
import { firstOf } from '../../support/first';

/**
 * Where integration tests run: always in-memory PGlite, and also a real PostgreSQL server when
 * TEST_DATABASE_URL points at one (CI starts a throwaway cluster). The URL is an admin URL: each
 * test database is a new, empty database created through it and dropped afterwards.
 *
 * A separate variable, not DATABASE_URL, so that a developer's or CI's hosted database is never
 * touched by tests and the browser tests keep running the embedded mode.
 */
export type Backend = 'pglite' | 'postgres';

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const BACKENDS: readonly Backend[] = ADMIN_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Seed options used by the tests: demo content plus an admin whose e-mail has upper-case letters. */
export const TEST_ADMIN = { email: 'Admin.Test@Example.com', password: 'test-lozinka-2024!' } as const;
export const FULL_SEED: SeedOptions = { demoContent: true, admin: TEST_ADMIN };
export const NO_SEED: SeedOptions = { demoContent: false, admin: null };

export interface TestDatabase {
  backend: Backend;
  handle: DatabaseHandle;
  db: Database;
  /** For Postgres: a URL of this very database, to open a second connection (a second app instance). */
  url?: string;
  close(): Promise<void>;
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens a fresh, empty (unmigrated) database on the given backend. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await openDatabase({ kind: 'memory' });
    return { backend, handle, db: handle.db, close: () => handle.close() };
  }

  if (!ADMIN_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    backend,
    handle,
    db: handle.db,
    url: url.toString(),
    async close() {
      await handle.close();
      await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * The database of the enclosing `describe`: a fresh one opened, migrated and seeded in its first
 * `beforeAll` (hooks the suite registers after this call already find it ready) and closed after
 * its tests. Its fields can be read from that `beforeAll` on, not while the suite is collected.
 */
export function useTestDatabase(backend: Backend, seed: SeedOptions): TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(backend);
    await prepareDatabase(opened.handle, seed);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const current = (): TestDatabase => {
    if (!opened) throw new Error('the test database is opened in the suite’s beforeAll');
    return opened;
  };
  return {
    backend,
    get handle() {
      return current().handle;
    },
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
    close: () => current().close(),
  };
}

/**
 * Makes `database` the one code that opens the database itself (`getDb()`: route handlers, cached
 * reads) gets, from the suite's next `beforeAll` until its end. `lib/db/client.ts` keeps that handle
 * in its process-wide slot; this is the only place a test sets it. Call after `useTestDatabase`.
 */
export function useAsAppDatabase(database: TestDatabase): void {
  beforeAll(() => {
    installSingleton(APP_DATABASE, Promise.resolve(database.handle));
  });
  afterAll(() => {
    installSingleton(APP_DATABASE, undefined);
  });
}

/** Rows of a raw query; both drivers return `{ rows }` from `execute`. */
export async function rows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table of the Drizzle schema, by SQL name. */
export const SCHEMA_TABLES: readonly string[] = Object.values(schema as Record<string, unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

/** Row count of every schema table, to prove that something did (or did not) change. */
export async function countAllTables(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SCHEMA_TABLES) {
    const row = firstOf(
      await rows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(table)}`),
    );
    counts[table] = row.count;
  }
  return counts;
}

/**
 * Every table's rows by content: a count and an MD5 over all rows as text, in a fixed order. Two
 * snapshots are equal only when no row was added, removed or changed in any column.
 */
export async function snapshotAllTables(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const snapshot: Record<string, { rows: number; digest: string }> = {};
  for (const table of SCHEMA_TABLES) {
    const row = firstOf(
      await rows<{ count: number; digest: string }>(
        db,
        sql`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
      ),
    );
    snapshot[table] = { rows: row.count, digest: row.digest };
  }
  return snapshot;
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The driver error under Drizzle's `DrizzleQueryError` wrapper (or the error itself). */
function driverError(error: unknown): PgErrorLike {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i += 1) {
    if (typeof (current as PgErrorLike).code === 'string') return current as PgErrorLike;
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

export const PG_CHECK_VIOLATION = '23514';
export const PG_UNIQUE_VIOLATION = '23505';

/**
 * Asserts that a write is refused by the database with the given SQL state and, when named,
 * by that very constraint (so a test cannot pass because of some unrelated failure).
 */
export async function expectViolation(write: Promise<unknown>, code: string, constraint?: string): Promise<void> {
  let thrown: unknown;
  try {
    await write;
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'the write should have been rejected').toBeDefined();
  const cause = driverError(thrown);
  expect(cause.code, String((thrown as Error).message)).toBe(code);
  if (constraint) expect(cause.constraint).toBe(constraint);
}
