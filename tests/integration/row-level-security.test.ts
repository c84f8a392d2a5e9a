import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { BACKENDS, NO_SEED, rows, SCHEMA_TABLES, useTestDatabase } from './support/database';

/**
 * Supabase publishes the anon key, so every table must have row-level security enabled and no
 * policy: only the app's own server connection (the table owner) can read or write.
 */
describe.each(BACKENDS)('row-level security on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  it('is enabled on every table in the public schema', async () => {
    const tables = await rows<{ name: string; rls: boolean }>(
      database.db,
      sql`select c.relname as name, c.relrowsecurity as rls
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
          order by c.relname`,
    );
    expect(tables.map((table) => table.name)).toEqual([...SCHEMA_TABLES]);
    expect(tables.filter((table) => !table.rls).map((table) => table.name)).toEqual([]);
  });

  it('grants no policy that would open a table to the public', async () => {
    const policies = await rows<{ table: string; policy: string }>(
      database.db,
      sql`select tablename as table, policyname as policy from pg_policies where schemaname = 'public'`,
    );
    expect(policies).toEqual([]);
  });
});
