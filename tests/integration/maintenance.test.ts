import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { vacuumEmbeddedDatabase } from '@/lib/data/maintenance';
import { contactMessages } from '@/lib/db/schema';

import { BACKENDS, NO_SEED, rows, useTestDatabase } from './support/database';

describe.each(BACKENDS)("the vacuum round (the embedded database's job) on %s", (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

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
