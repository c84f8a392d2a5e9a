/**
 * The browser tests' large data set (scripts/e2e-large-server.sh): migrates and seeds the demo
 * into the empty database, as `npm run seed:large` does, then adds a small slice of the large data
 * set, sized so every paged list has two pages or more and the seed stays within seconds:
 *
 * - scale 0.03: ~300 posts (~30 a category), ~150 members, ~900 registrations, 900 contact messages;
 * - 2,000 ads over two years: ~150 still shown, 20 a page;
 * - 40 events: ~30 of them past, so /events/arhiva has pages 2 and 3 (12 a page);
 * - 40 conversations for ana.startup@demo.local besides the demo's: two pages of 30;
 * - short texts (posts of ~150 words): the posts' search columns are most of the seed's time.
 */
import { openDatabase } from '@/lib/db/connection';
import { prepareDatabase } from '@/lib/db/prepare';
import { seedLargeDataSet } from '@/lib/db/seed-large';
import { getDatabaseConfig } from '@/lib/env';

const started = Date.now();
const handle = await openDatabase(getDatabaseConfig());
try {
  await prepareDatabase(handle);
  await seedLargeDataSet(handle.db, {
    scale: 0.03,
    sizes: { ads: 2_000, events: 40, hubConversations: 40 },
    postWords: 150,
    textScale: 0.3,
    log: (message) => process.stdout.write(`e2e-large-seed: ${message}\n`),
  });
  process.stdout.write(`e2e-large-seed: done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
} finally {
  await handle.close();
}
