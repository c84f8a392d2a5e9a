import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

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
  const [row] = await rowsOf<Record<K, unknown>>(db.execute(sql`select ${columns}`));
  return Object.fromEntries(names.map((name) => [name, Number(row?.[name] ?? 0)])) as Record<K, number>;
}

/**
 * `count(*)` of the rows of `table` that `where` leaves, as a statement for `countsOf`, counted in
 * the order of an index's key (`orderBy`). A list's total over most of a large table would
 * otherwise be read from the table itself, texts and all; ordered by an index's key, PostgreSQL
 * counts from that index (an index-only scan when it holds every column `where` reads), since a
 * sequential scan would then need a sort. `orderBy` must be exactly an index's order.
 */
export function countInIndexOrder(table: PgTable, where: SQL | undefined, orderBy: SQL[]): SQL {
  const filter = where ? sql` where ${where}` : sql``;
  return sql`select count(*) from (select 1 from ${table}${filter} order by ${sql.join(orderBy, sql`, `)}) as counted`;
}

/**
 * The rows of a raw statement (`db.execute(sql…)`), typed by the caller: node-postgres and PGlite
 * both answer `{ rows }`, which Drizzle's types do not say for both drivers at once.
 */
export async function rowsOf<T>(statement: PromiseLike<unknown>): Promise<T[]> {
  const result = (await statement) as { rows?: T[] };
  return result.rows ?? [];
}
