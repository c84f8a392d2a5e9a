import 'server-only';

import { and, eq, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { InboxKind, InboxStatus } from '@/lib/admin/inbox';
import { escapeLike } from '@/lib/blog/search';
import { getAccessMemo, topicKey } from '@/lib/cache/access-memo';
import { keysetBatches } from '@/lib/csv';
import { getDb, type Database } from '@/lib/db/client';
import { countInIndexOrder, countsOf } from '@/lib/db/rows';
import { foldSearchText } from '@/lib/format/fold';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import {
  contactMessages,
  eventRegistrations,
  joinApplications,
  newsletterSubscribers,
  teamApplications,
} from '@/lib/db/schema';

/*
 * The admin inbox: everything visitors submitted, per kind, with a handled flag (handled_at).
 * Each kind declares the columns it shows and exports; search looks in its stored `search_text`
 * (the searched columns folded by `search_fields`, with a trigram index). Secrets (newsletter
 * tokens) are never selected. Tens of thousands of rows per kind are expected (issue 47), so the
 * page reads one page, the counts are `count(*)`, and the CSV is read in keyset batches.
 */

type Value = string | Date | boolean | null;

interface KindSpec {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  handledAt: PgColumn;
  /** `search_fields` of the columns the inbox searched (supabase/migrations/…_search_columns…). */
  searchText: PgColumn;
  /**
   * How the kind's index on `created_at` alone is ordered. `order by created_at desc` (nulls
   * first) is served by an ascending index read backwards, not by a `desc nulls last` one, which
   * needs `desc nulls last` (the column is never null, so both give the same rows).
   */
  createdIndex: 'asc' | 'desc nulls last';
  /** Shown and exported, in order; the first two are the item's name and e-mail. */
  columns: { key: string; label: string; value: PgColumn | SQL<Value> }[];
}

/** The inbox tables all have these columns; a kind adds how its date index is ordered and what it shows. */
type InboxTable = PgTable & { id: PgColumn; createdAt: PgColumn; handledAt: PgColumn; searchText: PgColumn };

function kindOf(table: InboxTable, createdIndex: KindSpec['createdIndex'], columns: KindSpec['columns']): KindSpec {
  const { id, createdAt, handledAt, searchText } = table;
  return { table, id, createdAt, handledAt, searchText, createdIndex, columns };
}

const KINDS: Record<InboxKind, KindSpec> = {
  contact: kindOf(contactMessages, 'desc nulls last', [
    { key: 'name', label: 'Ime', value: contactMessages.name },
    { key: 'email', label: 'Email', value: contactMessages.email },
    { key: 'message', label: 'Poruka', value: contactMessages.message },
  ]),
  join: kindOf(joinApplications, 'desc nulls last', [
    { key: 'name', label: 'Ime', value: joinApplications.name },
    { key: 'email', label: 'Email', value: joinApplications.email },
    { key: 'about', label: 'O sebi', value: joinApplications.about },
    { key: 'contribute', label: 'Doprinos', value: joinApplications.contribute },
    { key: 'expect', label: 'Očekivanja', value: joinApplications.expect },
  ]),
  team: kindOf(teamApplications, 'desc nulls last', [
    { key: 'name', label: 'Ime', value: teamApplications.name },
    { key: 'email', label: 'Email', value: teamApplications.email },
    {
      key: 'role',
      label: 'Uloga',
      value: sql<string>`case ${teamApplications.role} when 'mentor' then 'Mentor' else 'Član tima' end`,
    },
    { key: 'phone', label: 'Telefon', value: teamApplications.phone },
    { key: 'experience', label: 'Iskustvo', value: teamApplications.experience },
    { key: 'motivation', label: 'Motivacija', value: teamApplications.motivation },
  ]),
  registrations: kindOf(eventRegistrations, 'asc', [
    {
      key: 'name',
      label: 'Ime i prezime',
      value: sql<string>`${eventRegistrations.firstName} || ' ' || ${eventRegistrations.lastName}`,
    },
    { key: 'email', label: 'Email', value: eventRegistrations.email },
    { key: 'event', label: 'Događaj', value: eventRegistrations.eventTitle },
    { key: 'eventDate', label: 'Datum događaja', value: eventRegistrations.eventDate },
    { key: 'phone', label: 'Telefon', value: eventRegistrations.phone },
    { key: 'company', label: 'Kompanija', value: eventRegistrations.company },
    { key: 'position', label: 'Pozicija', value: eventRegistrations.position },
    { key: 'message', label: 'Poruka', value: eventRegistrations.message },
  ]),
  newsletter: kindOf(newsletterSubscribers, 'asc', [
    {
      key: 'name',
      label: 'Ime i prezime',
      value: sql<string>`${newsletterSubscribers.firstName} || ' ' || ${newsletterSubscribers.lastName}`,
    },
    { key: 'email', label: 'Email', value: newsletterSubscribers.email },
    { key: 'source', label: 'Izvor', value: newsletterSubscribers.source },
    { key: 'confirmedAt', label: 'Potvrđeno', value: newsletterSubscribers.confirmedAt },
    { key: 'unsubscribedAt', label: 'Odjavljeno', value: newsletterSubscribers.unsubscribedAt },
  ]),
};

/** Items on one page of the inbox (20: issue 47's 12–30 a page, at the members list's size). */
export const INBOX_PAGE_SIZE = 20;
/** Rows the CSV export reads per statement: memory holds one batch, whatever the total. */
export const INBOX_EXPORT_BATCH = 500;

export interface InboxItem {
  id: string;
  /** ISO. */
  createdAt: string;
  /** ISO, or null while unhandled. */
  handledAt: string | null;
  fields: { key: string; label: string; value: string | null }[];
}

export interface InboxFilter {
  kind: InboxKind;
  status: InboxStatus;
  search: string;
}

export interface InboxQuery extends InboxFilter {
  /** 1-based. */
  page: number;
  pageSize?: number;
}

/**
 * Every word of the search must occur in the kind's `search_text` (any of its fields), compared in
 * the one search fold: the word through `foldSearchText`, the column stored through its SQL twin
 * (`search_fields`), so 'марко', 'Marko' and 'MARKO' find the same rows. Each word is one
 * `like '%word%'` on the trigram index; LIKE's wildcards in a word match themselves.
 */
function filters(spec: KindSpec, { status, search }: InboxFilter): SQL | undefined {
  const words = foldSearchText(search).split(' ').filter(Boolean);
  return and(
    status === 'handled' ? isNotNull(spec.handledAt) : status === 'unhandled' ? isNull(spec.handledAt) : undefined,
    ...words.map((word) => sql`${spec.searchText} like ${`%${escapeLike(word)}%`}`),
  );
}

/**
 * Newest first, ties by id, in the order an index can give: the unhandled through the partial
 * `*_unhandled_idx` (ascending, read backwards), the others through the kind's `created_at` index.
 */
function newestFirst(spec: KindSpec, status: InboxStatus): SQL[] {
  const nullsLast = status !== 'unhandled' && spec.createdIndex === 'desc nulls last';
  return nullsLast
    ? [sql`${spec.createdAt} desc nulls last`, sql`${spec.id} desc`]
    : [sql`${spec.createdAt} desc`, sql`${spec.id} desc`];
}

/**
 * `count(*)` of the rows matching the filter, counted in the order of the index the list reads:
 * the partial `*_unhandled_idx` for the unhandled (it holds only them, so a badge reads no handled
 * row), else the kind's `created_at` index (`countInIndexOrder`: a whole kind's total comes from
 * the index, not the table with its texts). A search adds its trigram match.
 */
function countOf(spec: KindSpec, filter: InboxFilter): SQL {
  const key =
    filter.status !== 'unhandled' && spec.createdIndex === 'desc nulls last'
      ? sql`${spec.createdAt} desc nulls last`
      : sql`${spec.createdAt}`;
  return countInIndexOrder(spec.table, filters(spec, filter), [key]);
}

function textOf(value: Value | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

type Selection = Record<string, PgColumn | SQL<Value> | SQL<string>>;

function selectionOf(spec: KindSpec): Selection {
  const selection: Selection = { _id: spec.id, _createdAt: spec.createdAt, _handledAt: spec.handledAt };
  for (const column of spec.columns) selection[column.key] = column.value;
  return selection;
}

function itemOf(spec: KindSpec, row: Record<string, unknown>): InboxItem {
  return {
    id: String(row._id),
    createdAt: textOf(row._createdAt as Value) ?? '',
    handledAt: textOf(row._handledAt as Value),
    fields: spec.columns.map((column) => ({
      key: column.key,
      label: column.label,
      value: textOf(row[column.key] as Value),
    })),
  };
}

/**
 * One page of a kind's items, newest first, with the number of all matches: `knownTotal` when the
 * caller has it (the badge's count for the unhandled without a search, a remembered total), else
 * `count(*)` (`queryInboxTotal`).
 */
export async function queryInbox(
  db: Database,
  query: InboxQuery,
  knownTotal?: Promise<number>,
): Promise<Page<InboxItem>> {
  const spec = KINDS[query.kind];
  const where = filters(spec, query);
  const pageSize = query.pageSize ?? INBOX_PAGE_SIZE;
  const { limit, offset } = pageWindow(query.page, pageSize);
  const [rows, total] = await Promise.all([
    db
      .select(selectionOf(spec))
      .from(spec.table)
      .where(where)
      .orderBy(...newestFirst(spec, query.status))
      .limit(limit)
      .offset(offset),
    knownTotal ?? countMatches(db, spec, query),
  ]);
  return pageOf(
    rows.map((row) => itemOf(spec, row)),
    total,
    query.page,
    pageSize,
  );
}

/** The unhandled items without a search: what the kind's badge counts. */
function isUnhandledList(filter: InboxFilter): boolean {
  return filter.status === 'unhandled' && foldSearchText(filter.search) === '';
}

/** The number of the kind's items matching the filter. */
export async function queryInboxTotal(db: Database, filter: InboxFilter): Promise<number> {
  return countMatches(db, KINDS[filter.kind], filter);
}

async function countMatches(db: Database, spec: KindSpec, filter: InboxFilter): Promise<number> {
  if (filter.status === 'handled' && foldSearchText(filter.search) === '') {
    // No index holds only the handled: all of them less the unhandled, both counted from an index
    // in one statement (one snapshot).
    const { all, unhandled } = await countsOf(db, {
      all: countOf(spec, { ...filter, status: 'all' }),
      unhandled: countOf(spec, { ...filter, status: 'unhandled' }),
    });
    return all - unhandled;
  }
  return (await countsOf(db, { total: countOf(spec, filter) })).total;
}

/** Unhandled items per kind, for the tab badges: one statement, each count over its partial index. */
export async function queryUnhandledCounts(db: Database): Promise<Record<InboxKind, number>> {
  const kinds = Object.keys(KINDS) as InboxKind[];
  const unhandled = (kind: InboxKind) => countOf(KINDS[kind], { kind, status: 'unhandled', search: '' });
  return countsOf(db, Object.fromEntries(kinds.map((kind) => [kind, unhandled(kind)])) as Record<InboxKind, SQL>);
}

/** Marks an item handled (now) or unhandled again; false when there is no such item. */
export async function setInboxItemHandled(
  db: Database,
  kind: InboxKind,
  id: string,
  handledAt: Date | null,
): Promise<boolean> {
  const spec = KINDS[kind];
  const rows = await db
    .update(spec.table)
    // Every inbox table has a handled_at column (see KINDS); Drizzle cannot see that through PgTable.
    .set({ handledAt } as never)
    .where(eq(spec.id, id))
    .returning({ id: spec.id });
  return rows.length > 0;
}

export interface InboxExport {
  header: string[];
  /** Every matching row, newest first, `INBOX_EXPORT_BATCH` at a time. */
  batches: AsyncIterable<(string | null)[][]>;
}

/**
 * The CSV export (received, handled, then the kind's columns) of every item matching the filter,
 * read in keyset batches on (created_at, id): each batch continues strictly after the last row
 * of the one before, so no row is skipped or repeated and the hundredth batch costs the first's.
 * The cursor keeps `created_at` as PostgreSQL's text, to the microsecond: a JavaScript date has
 * milliseconds, and rows within one millisecond would be lost between two batches.
 */
export function inboxExport(db: Database, filter: InboxFilter): InboxExport {
  const spec = KINDS[filter.kind];
  const where = filters(spec, filter);
  const selection: Selection = { ...selectionOf(spec), _cursor: sql<string>`${spec.createdAt}::text` };
  type Cursor = { at: string; id: string };
  const readAfter = (cursor: Cursor | null) =>
    db
      .select(selection)
      .from(spec.table)
      .where(
        cursor
          ? and(
              where,
              // `created_at <= at` is the index's range; the rest leaves out what came before.
              lte(spec.createdAt, sql`${cursor.at}::timestamptz`),
              or(lt(spec.createdAt, sql`${cursor.at}::timestamptz`), lt(spec.id, cursor.id)),
            )
          : where,
      )
      .orderBy(...newestFirst(spec, filter.status))
      .limit(INBOX_EXPORT_BATCH);
  async function* batches() {
    const read = keysetBatches(
      readAfter,
      (last) => ({ at: String(last._cursor), id: String(last._id) }),
      INBOX_EXPORT_BATCH,
    );
    for await (const rows of read) {
      yield rows.map((row) => {
        const item = itemOf(spec, row);
        return [item.createdAt, item.handledAt, ...item.fields.map((field) => field.value)];
      });
    }
  }
  return {
    header: ['Primljeno', 'Obrađeno', ...spec.columns.map((column) => column.label)],
    batches: batches(),
  };
}

export interface InboxScreen extends Page<InboxItem> {
  unhandled: Record<InboxKind, number>;
}

/**
 * The inbox page: one page of the kind's items and every kind's unhandled count. `known` are the
 * counts the caller has (remembered by `readInboxScreen`): the unhandled per kind, read here
 * otherwise, and the list's total, counted otherwise unless it is the kind's unhandled count.
 */
export async function queryInboxScreen(
  db: Database,
  query: InboxQuery,
  known: { unhandled?: Promise<Record<InboxKind, number>>; total?: Promise<number> } = {},
): Promise<InboxScreen> {
  const counts = known.unhandled ?? queryUnhandledCounts(db);
  const total = known.total ?? (isUnhandledList(query) ? counts.then((all) => all[query.kind]) : undefined);
  const [unhandled, page] = await Promise.all([counts, queryInbox(db, query, total)]);
  return { ...page, unhandled };
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/**
 * The unhandled items per kind (the tab badges and the default list's total), remembered in the
 * access memo with the panel's figures: counted per view they read every unhandled row's index
 * entry (45,000 on the large data set, 12–22 ms on PostgreSQL). A new, handled, unhandled again or
 * deleted submission announces 'panel' (…_panel_list_counts_announcements.sql).
 */
async function readUnhandledCounts(): Promise<Record<InboxKind, number>> {
  return getAccessMemo().remember(topicKey('panel', 'inbox'), async () => queryUnhandledCounts(await getDb()));
}

/**
 * /admin/inbox: the inbox screen. Its counts are remembered like the badges' (`readUnhandledCounts`):
 * a kind's total of all or of the handled items too (each a count over the kind's index, 10–12 ms
 * for 30,000 contact messages); a search's total is counted per request, on its trigram match.
 */
export async function readInboxScreen(query: InboxQuery): Promise<InboxScreen> {
  const db = await getDb();
  const remembered = query.status !== 'unhandled' && foldSearchText(query.search) === '';
  const total = remembered
    ? getAccessMemo().remember(topicKey('panel', `inbox:${query.kind}:${query.status}`), () =>
        queryInboxTotal(db, query),
      )
    : undefined;
  return queryInboxScreen(db, query, { unhandled: readUnhandledCounts(), total });
}

/** /admin/inbox/export: the kind's items for the CSV download. */
export async function readInboxExport(filter: InboxFilter): Promise<InboxExport> {
  return inboxExport(await getDb(), filter);
}
