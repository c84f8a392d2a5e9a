import 'server-only';

import { getDatabaseConfig, isBuildPhase, type DatabaseConfig } from '@/lib/env';

import { openDatabase, type Database } from './connection';
import { prepareDatabase } from './prepare';

declare global {
  // One database per process: dev reloads modules, and two PGlite instances on one data dir corrupt it.
  var __appDatabase: Promise<Database> | undefined;
}

/**
 * `next build` prerenders the public pages, which read the database. In embedded mode it reads a
 * fresh in-memory PGlite (migrated and seeded like a first start) and never opens `DATA_DIR`, so a
 * build can run next to a server on the same checkout without two processes sharing one PGlite
 * directory. What the build rendered is expired when a server starts (instrumentation.ts).
 */
function databaseToOpen(): DatabaseConfig | { kind: 'memory' } {
  const config = getDatabaseConfig();
  return config.kind === 'pglite' && isBuildPhase() ? { kind: 'memory' } : config;
}

/** The app's database, opened, migrated and (when empty) seeded on first use. */
export function getDb(): Promise<Database> {
  globalThis.__appDatabase ??= (async () => {
    const handle = await openDatabase(databaseToOpen());
    await prepareDatabase(handle);
    return handle.db;
  })().catch((error: unknown) => {
    globalThis.__appDatabase = undefined;
    throw error;
  });
  return globalThis.__appDatabase;
}

export type { Database };
