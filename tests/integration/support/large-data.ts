import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';

import type { Database, DatabaseHandle } from '@/lib/db/connection';
import * as schema from '@/lib/db/schema';

import { rows } from './database';

/** One statement as the driver received it. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A second Drizzle instance over the test database's own client (the PGlite instance or the
 * pg pool), whose logger keeps every statement it sends with its parameters. Data functions
 * called with `recorder.db` run exactly as with the app's instance; `take()` hands over what
 * they ran since the last call.
 */
export function recordQueries(handle: DatabaseHandle): { db: Database; take(): CapturedQuery[] } {
  let captured: CapturedQuery[] = [];
  const logger: Logger = {
    logQuery(query, params) {
      captured.push({ sql: query, params });
    },
  };
  const client = (handle.db as unknown as { $client: PGlite | Pool }).$client;
  const db =
    handle.kind === 'pglite'
      ? (drizzlePglite({ client: client as PGlite, schema, logger }) as unknown as Database)
      : (drizzlePostgres({ client: client as Pool, schema, logger }) as unknown as Database);
  return {
    db,
    take() {
      const taken = captured;
      captured = [];
      return taken;
    },
  };
}

/** A plan node of `EXPLAIN (FORMAT JSON)`, the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL chooses for a statement with these very parameters (not executed). */
export async function explain(
  handle: DatabaseHandle,
  query: CapturedQuery,
  settings: readonly string[] = [],
): Promise<PlanNode> {
  const statement = `explain (format json) ${query.sql}`;
  type Run = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  // The statement is planned under the planner settings its function set for its own
  // transaction (`set local …`), in a transaction of its own that is rolled back.
  const planned = async (run: Run) => {
    for (const setting of settings) await run(setting);
    return run(statement, query.params);
  };
  const client = (handle.db as unknown as { $client: PGlite | Pool }).$client;
  let result: { rows: Record<string, unknown>[] };
  if (handle.kind === 'pglite') {
    result = await (client as PGlite).transaction((tx) => planned(tx.query.bind(tx) as Run));
  } else {
    const connection = await (client as Pool).connect();
    try {
      await connection.query('begin');
      result = await planned(connection.query.bind(connection) as Run);
    } finally {
      await connection.query('rollback');
      connection.release();
    }
  }
  const cell = Object.values(result.rows[0] ?? {})[0];
  const document = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return document[0]!.Plan;
}

/** A function's `set local …` statements: planner settings for the statements after them. */
export function isPlannerSetting(query: CapturedQuery): boolean {
  return /^\s*set\s+local\b/i.test(query.sql);
}

/** Every table the plan reads with a sequential scan. */
export function sequentialScans(plan: PlanNode): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return found;
}

/** Statements worth a plan: reads and writes, not transaction control or settings. */
export function isPlannable(query: CapturedQuery): boolean {
  return /^\s*(\(?\s*select|with|insert|update|delete)\b/i.test(query.sql);
}

/** Row counts of the public tables, as the planner sees them after ANALYZE (`reltuples`). */
export async function plannerRowCounts(db: Database): Promise<Map<string, number>> {
  const counted = await rows<{ name: string; tuples: number }>(
    db,
    sql`select c.relname as name, c.reltuples::float8 as tuples
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
  );
  return new Map(counted.map((row) => [row.name, Number(row.tuples)]));
}
