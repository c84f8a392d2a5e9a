import 'server-only';

import { and, count, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import { STAFF_LOG_PAGE_SIZE, staffLogRange, type StaffLogFilter } from '@/lib/admin/staff-log';
import { keysetBatches } from '@/lib/csv';
import { getDb, type Database } from '@/lib/db/client';
import { staffLog } from '@/lib/db/schema';
import { RETENTION_DAYS } from '@/lib/privacy/retention';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import { rowsOf } from '@/lib/db/rows';

/** What an action of the panel reports about its change (lib/actions/define.ts `audit`). */
export interface StaffChange {
  /** What it acted on: a kind ('događaj', 'član', …) and its id or key. */
  targetType?: string;
  targetId?: string | null;
  /** A short Serbian summary of the change. */
  summary: string;
  /** The reason the person gave (a rejection's note, a suspension's, a report decision's). */
  reason?: string | null;
  /**
   * Repeated saves of one thing (the blog's autosave, every few seconds while someone types) make
   * one line per this many minutes: a new line only when the person's last one for the same
   * target and action is older.
   */
  coalesceMinutes?: number;
}

const SUMMARY_MAX = 300;
const REASON_MAX = 2_000;

/** Appends a line to the staff log. Entries are never changed; the purge alone removes old ones. */
export async function recordStaffChange(
  db: Database,
  entry: StaffChange & { action: string; actor: { id: string; email: string }; now: Date },
): Promise<void> {
  const targetId = entry.targetId ?? null;
  if (entry.coalesceMinutes && targetId) {
    const since = new Date(entry.now.getTime() - entry.coalesceMinutes * 60_000);
    const [recent] = await db
      .select({ id: staffLog.id })
      .from(staffLog)
      .where(
        and(
          eq(staffLog.actorId, entry.actor.id),
          gte(staffLog.createdAt, since),
          eq(staffLog.action, entry.action),
          eq(staffLog.targetId, targetId),
        ),
      )
      .limit(1);
    if (recent) return;
  }
  await db.insert(staffLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email.toLowerCase(),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId,
    summary: entry.summary.slice(0, SUMMARY_MAX),
    reason: entry.reason?.trim() ? entry.reason.trim().slice(0, REASON_MAX) : null,
    createdAt: entry.now,
  });
}

export interface StaffLogEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  reason: string | null;
  createdAt: Date;
}

const entryColumns = {
  id: staffLog.id,
  actorId: staffLog.actorId,
  actorEmail: staffLog.actorEmail,
  action: staffLog.action,
  targetType: staffLog.targetType,
  targetId: staffLog.targetId,
  summary: staffLog.summary,
  reason: staffLog.reason,
  createdAt: staffLog.createdAt,
};

function filterOf(filter: StaffLogFilter): SQL | undefined {
  const { from, before } = staffLogRange(filter);
  return and(
    filter.actorId ? eq(staffLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(staffLog.action, filter.action) : undefined,
    from ? gte(staffLog.createdAt, from) : undefined,
    before ? lt(staffLog.createdAt, before) : undefined,
  );
}

/** One page of the log, newest first, with the filter's total. */
export async function listStaffLog(db: Database, filter: StaffLogFilter, page: number): Promise<Page<StaffLogEntry>> {
  const where = filterOf(filter);
  const { limit, offset } = pageWindow(page, STAFF_LOG_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(staffLog)
      .where(where)
      .orderBy(desc(staffLog.createdAt), desc(staffLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(staffLog).where(where),
  ]);
  return pageOf(rows, total?.value ?? 0, page, STAFF_LOG_PAGE_SIZE);
}

/**
 * Everyone who has a line in the log, by their latest address: the person filter's choices. One
 * index probe per person (a loose scan of staff_log_actor_idx), so it costs the team's size, not
 * the log's.
 */
export async function listStaffLogActors(db: Database): Promise<{ id: string; email: string }[]> {
  const result = await rowsOf<{ id: string; email: string }>(
    db.execute(sql`
    with recursive actors(id) as (
      (select actor_id from ${staffLog} order by actor_id limit 1)
      union all
      select (select l.actor_id from ${staffLog} l where l.actor_id > a.id order by l.actor_id limit 1)
      from actors a where a.id is not null
    )
    select a.id,
      (select l.actor_email from ${staffLog} l where l.actor_id = a.id order by l.created_at desc limit 1) as email
    from actors a where a.id is not null
  `),
  );
  return result.sort((a, b) => a.email.localeCompare(b.email));
}

export const STAFF_LOG_EXPORT_BATCH = 500;

/** Every line the filter matches, newest first, in keyset batches (the CSV download streams them). */
export function staffLogBatches(db: Database, filter: StaffLogFilter): AsyncGenerator<StaffLogEntry[]> {
  const where = filterOf(filter);
  return keysetBatches(
    (cursor: { at: Date; id: string } | null) =>
      db
        .select(entryColumns)
        .from(staffLog)
        .where(
          cursor
            ? and(
                where,
                lte(staffLog.createdAt, cursor.at),
                or(lt(staffLog.createdAt, cursor.at), lt(staffLog.id, cursor.id)),
              )
            : where,
        )
        .orderBy(desc(staffLog.createdAt), desc(staffLog.id))
        .limit(STAFF_LOG_EXPORT_BATCH),
    (last) => ({ at: last.createdAt, id: last.id }),
    STAFF_LOG_EXPORT_BATCH,
  );
}

/**
 * The entries the purge removes (lib/data/retention.ts): older than the retention by the app's
 * clock and by the database's, whose trigger refuses to delete a younger one.
 */
export function staffLogDue(now: Date): SQL {
  const before = new Date(now.getTime() - RETENTION_DAYS.staffLog * 86_400_000);
  return and(
    lt(staffLog.createdAt, before),
    lt(staffLog.createdAt, sql`now() - make_interval(days => ${RETENTION_DAYS.staffLog})`),
  )!;
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/dnevnik: a page of the log and everyone who appears in it. */
export async function readStaffLogPage(
  filter: StaffLogFilter,
  page: number,
): Promise<{ entries: Page<StaffLogEntry>; actors: { id: string; email: string }[] }> {
  const db = await getDb();
  const [entries, actors] = await Promise.all([listStaffLog(db, filter, page), listStaffLogActors(db)]);
  return { entries, actors };
}

/** /admin/dnevnik/export: the filtered log in batches. */
export async function* readStaffLogBatches(filter: StaffLogFilter): AsyncGenerator<StaffLogEntry[]> {
  yield* staffLogBatches(await getDb(), filter);
}
