import path from 'node:path';

import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

import { getSeedConfig } from '@/lib/env';
import { log } from '@/lib/log';

import type { Database, DatabaseHandle } from './connection';
import type * as schema from './schema';
import { seedIfEmpty, type SeedOptions } from './seed';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'supabase', 'migrations');

/** Applies every pending SQL migration from `supabase/migrations`, in order, each once. */
export async function runMigrations(kind: DatabaseHandle['kind'], db: Database): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePostgres(db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Migrates, then seeds an empty database; one app instance at a time. */
export async function prepareDatabase(handle: DatabaseHandle, options: SeedOptions = getSeedConfig()): Promise<void> {
  const started = Date.now();
  await handle.exclusive(async (db) => {
    await runMigrations(handle.kind, db);
    const seeded = await seedIfEmpty(db, options);
    log.info('database.ready', { kind: handle.kind, seeded, ms: Date.now() - started });
  });
}
