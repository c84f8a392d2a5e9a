/**
 * `npm run seed:large`: migrates (and seeds the demo when the database is empty, as db:seed does),
 * then adds the large data set of lib/db/seed-large.ts to the configured database, at the scale
 * SEED_LARGE_SCALE (default 1). A second run refuses: the set is added once per database.
 */
import { openDatabase } from '@/lib/db/connection';
import { prepareDatabase } from '@/lib/db/prepare';
import { LargeDataSetPresentError, largeTableSizes, seedLargeDataSet } from '@/lib/db/seed-large';
import { getDatabaseConfig, getLargeSeedScale } from '@/lib/env';

const config = getDatabaseConfig();
const scale = getLargeSeedScale();
const say = (message: string) => process.stdout.write(`${message}\n`);
const started = Date.now();
const handle = await openDatabase(config);
try {
  await prepareDatabase(handle);
  say(`seed:large: scale ${scale} into ${config.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  await seedLargeDataSet(handle.db, { scale, log: (message) => say(`  ${message}`) });
  for (const [table, rows] of Object.entries(await largeTableSizes(handle.db)))
    say(`  ${table.padEnd(24)} ${rows.toLocaleString('en').padStart(9)}`);
  say(`seed:large: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  if (!(error instanceof LargeDataSetPresentError)) throw error;
  say(`seed:large: ${error.message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
