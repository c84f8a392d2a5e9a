import 'server-only';

import { sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';

/** How often the embedded database is vacuumed (lib/jobs/background-jobs.ts). */
export const VACUUM_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * `VACUUM (ANALYZE)` for the embedded database. PostgreSQL's autovacuum keeps each table's
 * visibility map and statistics current; PGlite runs no autovacuum, so without this the counts
 * behind the paged lists (index-only scans need the visibility map) and the planner's estimates
 * drift back to sequential scans as rows are written. Pages left unchanged since the last round
 * are skipped, so a round costs what was written since.
 */
export async function vacuumEmbeddedDatabase(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
