import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles } from '@/lib/db/schema';

/** What access decisions need of a member's profile (spec platform §6). */
export interface MemberAccessProfile {
  id: string;
  userId: string | null;
  email: string;
  fullName: string;
  approvalStatus: string;
  isActive: boolean;
}

/** The profile of a signed-in account, or null when it has none. */
export async function findMemberAccessProfile(db: Database, userId: string): Promise<MemberAccessProfile | null> {
  const [row] = await db
    .select({
      id: memberProfiles.id,
      userId: memberProfiles.userId,
      email: memberProfiles.email,
      fullName: memberProfiles.fullName,
      approvalStatus: memberProfiles.approvalStatus,
      isActive: memberProfiles.isActive,
    })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, userId));
  return row ?? null;
}
