import 'server-only';

import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { InboxKind, InboxStatus } from '@/lib/admin/inbox';
import { escapeLike } from '@/lib/blog/search';
import type { Database } from '@/lib/db/client';
import { foldSearchText } from '@/lib/format/fold';
import {
  contactMessages,
  eventRegistrations,
  joinApplications,
  newsletterSubscribers,
  teamApplications,
} from '@/lib/db/schema';

/*
 * The admin inbox: everything visitors submitted, per kind, with a handled flag (handled_at).
 * Each kind declares the columns it shows and exports and the ones search looks in; secrets
 * (newsletter tokens) are never selected.
 */

type Value = string | Date | boolean | null;

interface KindSpec {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  handledAt: PgColumn;
  /** Shown and exported, in order; the first two are the item's name and e-mail. */
  columns: { key: string; label: string; value: PgColumn | SQL<Value> }[];
  search: (PgColumn | SQL)[];
}

const KINDS: Record<InboxKind, KindSpec> = {
  contact: {
    table: contactMessages,
    id: contactMessages.id,
    createdAt: contactMessages.createdAt,
    handledAt: contactMessages.handledAt,
    columns: [
      { key: 'name', label: 'Ime', value: contactMessages.name },
      { key: 'email', label: 'Email', value: contactMessages.email },
      { key: 'message', label: 'Poruka', value: contactMessages.message },
    ],
    search: [contactMessages.name, contactMessages.email, contactMessages.message],
  },
  join: {
    table: joinApplications,
    id: joinApplications.id,
    createdAt: joinApplications.createdAt,
    handledAt: joinApplications.handledAt,
    columns: [
      { key: 'name', label: 'Ime', value: joinApplications.name },
      { key: 'email', label: 'Email', value: joinApplications.email },
      { key: 'about', label: 'O sebi', value: joinApplications.about },
      { key: 'contribute', label: 'Doprinos', value: joinApplications.contribute },
      { key: 'expect', label: 'Očekivanja', value: joinApplications.expect },
    ],
    search: [
      joinApplications.name,
      joinApplications.email,
      joinApplications.about,
      joinApplications.contribute,
      joinApplications.expect,
    ],
  },
  team: {
    table: teamApplications,
    id: teamApplications.id,
    createdAt: teamApplications.createdAt,
    handledAt: teamApplications.handledAt,
    columns: [
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
    ],
    search: [teamApplications.name, teamApplications.email, teamApplications.experience, teamApplications.motivation],
  },
  registrations: {
    table: eventRegistrations,
    id: eventRegistrations.id,
    createdAt: eventRegistrations.createdAt,
    handledAt: eventRegistrations.handledAt,
    columns: [
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
    ],
    search: [
      eventRegistrations.firstName,
      eventRegistrations.lastName,
      eventRegistrations.email,
      eventRegistrations.eventTitle,
      eventRegistrations.company,
    ],
  },
  newsletter: {
    table: newsletterSubscribers,
    id: newsletterSubscribers.id,
    createdAt: newsletterSubscribers.createdAt,
    handledAt: newsletterSubscribers.handledAt,
    columns: [
      {
        key: 'name',
        label: 'Ime i prezime',
        value: sql<string>`${newsletterSubscribers.firstName} || ' ' || ${newsletterSubscribers.lastName}`,
      },
      { key: 'email', label: 'Email', value: newsletterSubscribers.email },
      { key: 'source', label: 'Izvor', value: newsletterSubscribers.source },
      { key: 'confirmedAt', label: 'Potvrđeno', value: newsletterSubscribers.confirmedAt },
      { key: 'unsubscribedAt', label: 'Odjavljeno', value: newsletterSubscribers.unsubscribedAt },
    ],
    search: [newsletterSubscribers.firstName, newsletterSubscribers.lastName, newsletterSubscribers.email],
  },
};

export interface InboxItem {
  id: string;
  /** ISO. */
  createdAt: string;
  /** ISO, or null while unhandled. */
  handledAt: string | null;
  fields: { key: string; label: string; value: string | null }[];
}

export interface InboxQuery {
  kind: InboxKind;
  status: InboxStatus;
  search: string;
  limit: number;
}

/**
 * Every word of the search must occur in one of the kind's search columns, compared in the one
 * search fold: the word through `foldSearchText`, the column through its SQL twin `search_fold`
 * (supabase/migrations), so 'марко', 'Marko' and 'MARKO' find the same rows. The fold runs per row
 * on the fly: the inbox tables are small, and a stored folded column per searched column would
 * have to be kept in step on every write.
 */
function filters(spec: KindSpec, status: InboxStatus, search: string): SQL | undefined {
  const words = foldSearchText(search).split(' ').filter(Boolean);
  return and(
    status === 'handled' ? isNotNull(spec.handledAt) : status === 'unhandled' ? isNull(spec.handledAt) : undefined,
    ...words.map((word) =>
      or(...spec.search.map((column) => sql`search_fold(${column}) like ${`%${escapeLike(word)}%`}`)),
    ),
  );
}

function textOf(value: Value | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** One kind's items, newest first, with the number of all matches. */
export async function queryInbox(
  db: Database,
  { kind, status, search, limit }: InboxQuery,
): Promise<{ items: InboxItem[]; total: number }> {
  const spec = KINDS[kind];
  const where = filters(spec, status, search);
  const selection: Record<string, PgColumn | SQL<Value>> = {
    _id: spec.id,
    _createdAt: spec.createdAt,
    _handledAt: spec.handledAt,
  };
  for (const column of spec.columns) selection[column.key] = column.value;
  const [rows, total] = await Promise.all([
    db.select(selection).from(spec.table).where(where).orderBy(desc(spec.createdAt)).limit(limit),
    db.$count(spec.table, where),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: String(row._id),
      createdAt: textOf(row._createdAt as Value) ?? '',
      handledAt: textOf(row._handledAt as Value),
      fields: spec.columns.map((column) => ({
        key: column.key,
        label: column.label,
        value: textOf(row[column.key] as Value),
      })),
    })),
  };
}

/** Unhandled items per kind, for the tab badges. */
export async function queryUnhandledCounts(db: Database): Promise<Record<InboxKind, number>> {
  const entries = await Promise.all(
    (Object.keys(KINDS) as InboxKind[]).map(async (kind) => {
      const spec = KINDS[kind];
      const total = await db.$count(spec.table, isNull(spec.handledAt));
      return [kind, total] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<InboxKind, number>;
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
  rows: (string | null)[][];
}

/** The CSV export's header and rows: received, handled, then the kind's columns. */
export async function queryInboxExport(db: Database, query: Omit<InboxQuery, 'limit'>): Promise<InboxExport> {
  const { items } = await queryInbox(db, { ...query, limit: 10_000 });
  return {
    header: ['Primljeno', 'Obrađeno', ...KINDS[query.kind].columns.map((column) => column.label)],
    rows: items.map((item) => [item.createdAt, item.handledAt, ...item.fields.map((field) => field.value)]),
  };
}

export interface InboxScreen {
  items: InboxItem[];
  total: number;
  unhandled: Record<InboxKind, number>;
}

export async function queryInboxScreen(db: Database, query: InboxQuery): Promise<InboxScreen> {
  const [list, unhandled] = await Promise.all([queryInbox(db, query), queryUnhandledCounts(db)]);
  return { ...list, unhandled };
}
