import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles } from '@/lib/db/schema';
import { log } from '@/lib/log';

/**
 * What open live-message streams ask again while they are open (docs/members.md "Live messages"):
 * which of these accounts still has a member profile that may read messages (approved and
 * active), by account id. One statement for every stream of an instance.
 */
export async function findReadingMembers(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  const readers = new Map<string, string>();
  for (let start = 0; start < userIds.length; start += 1_000) {
    const rows = await db
      .select({ userId: memberProfiles.userId, id: memberProfiles.id })
      .from(memberProfiles)
      .where(
        and(
          inArray(memberProfiles.userId, userIds.slice(start, start + 1_000)),
          eq(memberProfiles.approvalStatus, 'approved'),
          eq(memberProfiles.isActive, true),
        ),
      );
    for (const row of rows) if (row.userId) readers.set(row.userId, row.id);
  }
  return readers;
}

/**
 * Announces on `member_access` that sessions ended where no trigger sees it (Supabase's own
 * sessions live in its `auth` schema): every instance forgets its access memo and re-checks its
 * open live-message streams. Local sessions are rows of `app_sessions`, whose trigger announces.
 * Never fails.
 */
export async function announceSessionsEnded(db: Database): Promise<void> {
  try {
    await db.execute(sql`select pg_notify('member_access', 'changed')`);
  } catch (error) {
    // The sessions have ended anyway; the streams' periodic check closes them instead.
    log.warn('auth.sessions_ended_announcement_failed', { error });
  }
}
