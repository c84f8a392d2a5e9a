import 'server-only';

import { installedSingleton, installSingleton, processKey, processSingleton } from '@/lib/cache/process-registry.mjs';
import { getDatabaseConfig, isBuildPhase, type DatabaseConfig } from '@/lib/env';

import { openDatabase, type Database, type DatabaseHandle } from './connection';
import type { NotificationHub } from './notifications';
import { prepareDatabase } from './prepare';

/** One database per process: dev reloads modules, and two PGlite instances on one data dir corrupt it. */
export const APP_DATABASE = processKey<Promise<DatabaseHandle>>('appDatabase');

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

function getHandle(): Promise<DatabaseHandle> {
  return processSingleton(APP_DATABASE, () => {
    const opening: Promise<DatabaseHandle> = (async () => {
      const handle = await openDatabase(databaseToOpen());
      await prepareDatabase(handle);
      return handle;
    })().catch((error: unknown) => {
      // Tried again by the next use.
      if (installedSingleton(APP_DATABASE) === opening) installSingleton(APP_DATABASE, undefined);
      throw error;
    });
    return opening;
  });
}

/** The app's database, opened, migrated and (when empty) seeded on first use. */
export async function getDb(): Promise<Database> {
  return (await getHandle()).db;
}

/** The process's LISTEN/NOTIFY hub on the app's database (lib/db/notifications.ts). */
export async function getNotifications(): Promise<NotificationHub> {
  return (await getHandle()).notifications;
}

export type { Database };
