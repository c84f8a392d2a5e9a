import { randomUUID } from 'node:crypto';

import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

import { CACHE_TAGS, type MemoInvalidation } from '@/lib/cache/cache-tags';
import { adminPanelCounts, countMembersByStatus } from '@/lib/data/admin-members';
import { countOutboxByStatus } from '@/lib/data/admin-outbox';
import { queryInboxTotal, queryUnhandledCounts } from '@/lib/data/inbox';
import { findSessionAccount } from '@/lib/data/accounts';
import { findMemberAccessProfile } from '@/lib/data/member-access';
import { listConversationPage } from '@/lib/data/member-messages';
import { memberBadgeCounts } from '@/lib/data/members';
import type { Database } from '@/lib/db/connection';

import { NO_SEED, useTestDatabase } from './support/database';

/**
 * The access memo's triggers are derived from its queries, not copied by hand (issue 49, item 1;
 * lib/cache/README.md). Each remembered answer's statements are captured as the app sends them and
 * planned with index scans off, so every column they read (output, filters, join conditions)
 * appears in the plan. For each table and column read, some trigger of
 * `announce_member_access_change` must announce the answer's topic (or 'changed', which forgets
 * everything) when that column is updated, and when a row is inserted or deleted. A new column in
 * a query without its trigger fails here, instead of being up to 60 s stale.
 *
 * Not derivable this way: `readStaffAccess` (lib/data/staff.ts) reads through the SQL function
 * `is_admin`, whose body a plan does not show.
 */

interface Answer {
  name: string;
  topic: MemoInvalidation;
  read: (db: Database) => Promise<unknown>;
}

const someone = randomUUID();
const ANSWERS: Answer[] = [
  {
    name: 'session (findSessionAccount)',
    topic: CACHE_TAGS.access,
    read: (db) => findSessionAccount(db, 'hash', new Date()),
  },
  {
    name: 'member profile (findMemberAccessProfile)',
    topic: CACHE_TAGS.access,
    read: (db) => findMemberAccessProfile(db, someone),
  },
  {
    name: 'badges (memberBadgeCounts)',
    topic: CACHE_TAGS.badges,
    read: (db) => memberBadgeCounts(db, someone, new Date()),
  },
  { name: 'panel (adminPanelCounts)', topic: CACHE_TAGS.panel, read: (db) => adminPanelCounts(db) },
  { name: 'panel: inbox badges (queryUnhandledCounts)', topic: CACHE_TAGS.panel, read: queryUnhandledCounts },
  {
    name: 'panel: inbox totals (queryInboxTotal, all and handled)',
    topic: CACHE_TAGS.panel,
    read: async (db) => {
      for (const kind of ['contact', 'join', 'team', 'registrations', 'newsletter'] as const)
        for (const status of ['all', 'handled'] as const) await queryInboxTotal(db, { kind, status, search: '' });
    },
  },
  { name: 'panel: outbox counts (countOutboxByStatus)', topic: CACHE_TAGS.panel, read: countOutboxByStatus },
  { name: 'panel: members by standing (countMembersByStatus)', topic: CACHE_TAGS.panel, read: countMembersByStatus },
  {
    name: 'conversations (listConversationPage)',
    topic: CACHE_TAGS.conversations,
    read: (db) => listConversationPage(db, someone, 1),
  },
];

/**
 * Columns read without an announcement, each with why that is safe. An entry that no longer matches
 * a read column fails the test, so the list only shrinks.
 */
const KNOWN_UNANNOUNCED: { table: string; column: string; why: string }[] = [
  {
    table: 'app_users',
    column: 'password_hash',
    why: 'read with the account row; the remembered user (toUser, lib/auth/local.ts) keeps no hash',
  },
  { table: 'member_messages', column: 'id', why: 'a primary key: no statement changes it' },
];

/** Tables whose new rows need no announcement for the answers that read them, and why. */
const NO_INSERT_NEEDED: Record<string, string> = {
  app_sessions: 'a session is remembered only once found live, never its absence',
  app_users: "a session's account exists before the session; the session answer reads it by the session",
};

interface Trigger {
  table: string;
  type: number;
  topics: string[];
  columns: string[];
}

const ROW = 1;
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;

async function announcingTriggers(client: PGlite): Promise<Trigger[]> {
  const { rows } = await client.query<{ table: string; type: number; args: string; columns: string[] | null }>(`
    select c.relname as table, t.tgtype as type, encode(t.tgargs, 'escape') as args,
      (select array_agg(a.attname::text) from unnest(t.tgattr::int2[]) as n
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = n) as columns
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'announce_member_access_change' and not t.tgisinternal`);
  return rows.map((row) => ({
    table: row.table,
    type: row.type,
    topics: row.args.split('\\000').filter(Boolean),
    columns: row.columns ?? [],
  }));
}

/** The statements `read` sends, as text and parameters. */
async function statementsOf(db: Database, read: (db: Database) => Promise<unknown>) {
  const client = (db as unknown as { $client: PGlite }).$client;
  const sent: { text: string; params: unknown[] }[] = [];
  const original = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) => {
    sent.push({ text, params: params ?? [] });
    return original(text, params, options);
  }) as PGlite['query'];
  try {
    await read(db);
  } finally {
    client.query = original;
  }
  return { client, sent };
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/**
 * Every `table.column` a plan reads, its aliases resolved to tables. A scan may hand its parent the
 * whole row (its output is then every column of the table, Postgres's "physical target list"): what
 * the parent uses of it is in the parent's own output and conditions, so that list is skipped.
 */
function columnsRead(plan: PlanNode, columnCounts: ReadonlyMap<string, number>): Set<string> {
  const aliases = new Map<string, string>();
  const texts: string[] = [];
  const walk = (node: PlanNode) => {
    const relation = node['Relation Name'];
    if (typeof relation === 'string') aliases.set(String(node.Alias), relation);
    const wholeRow =
      typeof relation === 'string' && Array.isArray(node.Output) && node.Output.length === columnCounts.get(relation);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Plans' || key === 'Relation Name' || key === 'Alias' || (key === 'Output' && wholeRow)) continue;
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) texts.push(...value);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  const read = new Set<string>();
  for (const text of texts) {
    for (const [, alias, column] of text.matchAll(/\b([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\b/g)) {
      const table = aliases.get(alias!);
      if (table) read.add(`${table}.${column}`);
    }
  }
  return read;
}

/** What `read` depends on that no trigger announces as `topic` (or as 'changed'). */
function unannounced(topic: MemoInvalidation, read: ReadonlySet<string>, triggers: readonly Trigger[]): string[] {
  const announces = (trigger: Trigger) =>
    (trigger.type & ROW) !== 0 &&
    (trigger.topics.length === 0 || trigger.topics.includes(topic) || trigger.topics.includes('changed'));
  const missing: string[] = [];
  const tables = new Set<string>();
  for (const entry of read) {
    const [table, column] = entry.split('.') as [string, string];
    tables.add(table);
    const covered = triggers.some(
      (trigger) =>
        trigger.table === table &&
        announces(trigger) &&
        (trigger.type & UPDATE) !== 0 &&
        (trigger.columns.length === 0 || trigger.columns.includes(column)),
    );
    const known = KNOWN_UNANNOUNCED.some((known) => known.table === table && known.column === column);
    if (!covered && !known) missing.push(`update of ${entry}`);
  }
  for (const table of tables) {
    const on = (event: number) =>
      triggers.some((trigger) => trigger.table === table && announces(trigger) && (trigger.type & event) !== 0);
    if (!on(INSERT) && !(table in NO_INSERT_NEEDED)) missing.push(`insert into ${table}`);
    if (!on(DELETE)) missing.push(`delete from ${table}`);
  }
  return missing;
}

describe('the access memo’s triggers cover what its queries read', { timeout: 60_000 }, () => {
  const database = useTestDatabase('pglite', NO_SEED);

  async function readsOf(answer: Answer): Promise<Set<string>> {
    const { client, sent } = await statementsOf(database.db, answer.read);
    const counts = await client.query<{ table: string; columns: number }>(`
      select c.relname as table, count(*)::int as columns from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace s on s.oid = c.relnamespace
      where s.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped group by c.relname`);
    const columnCounts = new Map(counts.rows.map((row) => [row.table, row.columns]));
    expect(sent.length, answer.name).toBeGreaterThan(0);
    const read = new Set<string>();
    for (const { text, params } of sent) {
      await client.transaction(async (tx) => {
        for (const setting of ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan']) {
          await tx.query(`set local ${setting} = off`);
        }
        const { rows } = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (verbose, format json) ${text}`,
          params,
        );
        for (const column of columnsRead(rows[0]!['QUERY PLAN'][0]!.Plan, columnCounts)) read.add(column);
      });
    }
    return read;
  }

  const triggers = () => announcingTriggers((database.db as unknown as { $client: PGlite }).$client);
  const reads = new Map<string, Set<string>>();

  it.each(ANSWERS)('$name', async (answer) => {
    const read = await readsOf(answer);
    reads.set(answer.name, read);
    expect(read.size, answer.name).toBeGreaterThan(0);
    expect(
      unannounced(answer.topic, read, await triggers()),
      `${answer.name}: not announced as '${answer.topic}'`,
    ).toEqual([]);
  });

  it('lists only exceptions that still match a column read', () => {
    const all = new Set([...reads.values()].flatMap((read) => [...read]));
    for (const { table, column } of KNOWN_UNANNOUNCED)
      expect(all, `${table}.${column}`).toContain(`${table}.${column}`);
  });

  it('fails when a trigger stops covering a column a query reads, or a table’s deletes', async () => {
    const badges = ANSWERS.find((answer) => answer.topic === CACHE_TAGS.badges)!;
    const read = reads.get(badges.name) ?? (await readsOf(badges));
    const withoutIsRead = (await triggers()).map((trigger) =>
      trigger.table === 'member_messages' && trigger.columns.includes('is_read')
        ? { ...trigger, columns: trigger.columns.filter((column) => column !== 'is_read') }
        : trigger,
    );
    expect(unannounced(badges.topic, read, withoutIsRead)).toEqual(['update of member_messages.is_read']);
    const withoutDeletes = (await triggers()).map((trigger) =>
      trigger.table === 'member_messages' ? { ...trigger, type: trigger.type & ~DELETE } : trigger,
    );
    expect(unannounced(badges.topic, read, withoutDeletes)).toEqual(['delete from member_messages']);
  });
});
