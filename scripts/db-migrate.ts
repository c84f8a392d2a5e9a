/** `npm run db:migrate`: applies pending migrations to the configured database (PGlite or DATABASE_URL). */
import { openDatabase } from '@/lib/db/connection';
import { runMigrations } from '@/lib/db/prepare';
import { getDatabaseConfig } from '@/lib/env';

const handle = await openDatabase(getDatabaseConfig());
try {
  await handle.exclusive((db) => runMigrations(handle.kind, db));
  console.info(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
