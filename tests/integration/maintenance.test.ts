import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { vacuumEmbeddedDatabase } from '@/lib/data/maintenance';
import { contactMessages } from '@/lib/db/schema';

import { NO_SEED, rows, useTestDatabase } from './support/database';

/*
 * PGlite only: the job runs only in embedded mode. On a PostgreSQL server autovacuum does this, and
 * whether a VACUUM can mark pages all-visible there depends on the other sessions' transactions
 * (a concurrent test's open transaction holds the horizon back).
 */
describe("the vacuum round (the embedded database's job) on PGlite", () => {
  const database = useTestDatabase('pglite', NO_SEED);

  it('marks written pages all-visible and counts the rows for the planner', async () => {
    await database.db.insert(contactMessages).values(
      Array.from({ length: 400 }, (_, index) => ({
        name: `Posetilac ${index}`,
        email: `posetilac${index}@primer.rs`,
        message: 'Poruka koja popunjava stranu tabele. '.repeat(4),
      })),
    );
    const stats = async () =>
      (
        await rows<{ visible: number; tuples: number }>(
          database.db,
          sql`select relallvisible as visible, reltuples as tuples from pg_class where relname = 'contact_messages'`,
        )
      )[0];
    expect((await stats())?.visible).toBe(0);

    await vacuumEmbeddedDatabase(database.db);

    const after = await stats();
    expect(after?.visible).toBeGreaterThan(0);
    expect(after?.tuples).toBe(400);
  });
});
