import 'server-only';

import { getDatabaseConfig } from '@/lib/env';

import { openDatabase, type Database } from './connection';
import { prepareDatabase } from './prepare';

declare global {
  // One database per process: dev reloads modules, and two PGlite instances on one data dir corrupt it.
  var __appDatabase: Promise<Database> | undefined;
}

/** The app's database, opened, migrated and (when empty) seeded on first use. */
export function getDb(): Promise<Database> {
  globalThis.__appDatabase ??= (async () => {
    const handle = await openDatabase(getDatabaseConfig());
    await prepareDatabase(handle);
    return handle.db;
  })().catch((error: unknown) => {
    globalThis.__appDatabase = undefined;
    throw error;
  });
  return globalThis.__appDatabase;
}

export type { Database };
