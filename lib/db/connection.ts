import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';

import type { DatabaseConfig } from '@/lib/env';
import { log } from '@/lib/log';

import { NotificationHub, type ConnectListener } from './notifications';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open database plus what migrations need: `exclusive` runs work while no other app instance
 * migrates (an advisory lock on Postgres; PGlite has a single process by construction).
 */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** LISTEN/NOTIFY for this database: one listening connection, opened on the first subscriber. */
  notifications: NotificationHub;
  close(): Promise<void>;
}

/** A quoted identifier for LISTEN/UNLISTEN (NotificationHub admits only plain lower-case names). */
const identifier = (channel: string) => `"${channel}"`;

/**
 * Postgres: a dedicated client outside the pool (a pooled client goes back to the pool and its
 * LISTEN with it). Supabase mode uses the same DATABASE_URL connection; use the direct or session
 * pooler address, since a transaction pooler does not keep a session's LISTEN.
 */
function postgresListener(url: string): ConnectListener {
  return async (deliver, lost) => {
    const client = new Client({ connectionString: url });
    let reported = false;
    const report = (error: unknown) => {
      if (reported) return;
      reported = true;
      lost(error);
    };
    client.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    client.on('error', report);
    client.on('end', () => report(new Error('listener connection ended')));
    await client.connect();
    return {
      listen: async (channel) => void (await client.query(`listen ${identifier(channel)}`)),
      unlisten: async (channel) => void (await client.query(`unlisten ${identifier(channel)}`)),
      close: async () => {
        reported = true;
        await client.end();
      },
    };
  };
}

/** PGlite: notifications are delivered in process by the one embedded database. */
function pgliteListener(client: PGlite): ConnectListener {
  return async (deliver) => {
    const stops = new Map<string, () => Promise<void>>();
    return {
      async listen(channel) {
        if (!stops.has(channel))
          stops.set(channel, await client.listen(channel, (payload) => deliver(channel, payload)));
      },
      async unlisten(channel) {
        await stops.get(channel)?.();
        stops.delete(channel);
      },
      async close() {
        for (const stop of stops.values()) await stop();
        stops.clear();
      },
    };
  };
}

const MIGRATION_LOCK_ID = 727_274_001;

/**
 * The embedded database lives in the server's own memory, so its buffer cache is server RSS.
 * initdb's default (128 MB) is sized for a dedicated machine; this site's data is a few MB and its
 * files stay in the OS page cache anyway, so 16 MB keeps every hot page while saving ~110 MB.
 * `pg_trgm` backs the searches' trigram indexes (migration `…_search_columns_and_list_indexes`).
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  extensions: { pg_trgm },
};

/**
 * PGlite is Postgres compiled to WebAssembly. V8 compiles it first with its baseline compiler
 * (Liftoff), then recompiles hot functions with its optimising one in the background; that second
 * copy and its compiler's working memory cost about 65 MB of RSS. Measured on this site's queries,
 * baseline code alone runs within 5 % of the optimised steady state (and faster until tier-up has
 * finished), so the embedded database compiles once. Must run before PGlite compiles its module;
 * it only changes how WebAssembly compiled afterwards is compiled (`NODE_OPTIONS` can't carry it).
 */
function compileWasmWithBaselineOnly() {
  setFlagsFromString('--liftoff-only');
}

export async function openDatabase(config: DatabaseConfig | { kind: 'memory' }): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: 10 });
    // An idle client can lose its server (restart, failover, terminated backend). Unhandled, the
    // pool's 'error' event would crash the process; the pool drops that client and reconnects.
    pool.on('error', (error) => log.error('db.idle_client_error', { error }));
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    const notifications = new NotificationHub(postgresListener(config.url));
    return {
      db,
      kind: 'postgres',
      notifications,
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            return await work(drizzlePostgres({ client, schema }) as unknown as Database);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }

  compileWasmWithBaselineOnly();
  let client: PGlite;
  if (config.kind === 'pglite') {
    await mkdir(config.dataDir, { recursive: true });
    client = new PGlite(config.dataDir, PGLITE_OPTIONS);
  } else {
    client = new PGlite(PGLITE_OPTIONS);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const notifications = new NotificationHub(pgliteListener(client));
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(db),
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
    },
  };
}
