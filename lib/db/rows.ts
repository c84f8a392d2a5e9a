import { sql, type SQLWrapper } from 'drizzle-orm';

import type { Database } from './connection';

/**
 * The one row an `INSERT`/`UPDATE … RETURNING` gave back. Its absence is a broken invariant (the
 * statement affects exactly that row), so it throws instead of widening every caller's type.
 */
export function returnedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row.');
  return row;
}

/**
 * Several counts in one statement, each query selecting one count (`db.select({ value: count() })…`),
 * for pages that show a few counters: every statement has a fixed cost besides what it executes
 * (PGlite's protocol round, Drizzle building it and parsing its rows; docs/performance.md).
 */
export async function countsOf<K extends string>(
  db: Database,
  queries: Record<K, SQLWrapper>,
): Promise<Record<K, number>> {
  const names = Object.keys(queries) as K[];
  const columns = sql.join(
    names.map((name) => sql`(${queries[name]}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as { rows: Record<K, unknown>[] };
  const [row] = result.rows;
  return Object.fromEntries(names.map((name) => [name, Number(row?.[name] ?? 0)])) as Record<K, number>;
}
