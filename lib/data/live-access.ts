import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles } from '@/lib/db/schema';

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
