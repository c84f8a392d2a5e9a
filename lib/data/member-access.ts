import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles } from '@/lib/db/schema';
import type { Script } from '@/lib/i18n/script';

/** What access decisions need of a member's profile (spec platform §6). */
export interface MemberAccessProfile {
  id: string;
  userId: string | null;
  email: string;
  fullName: string;
  approvalStatus: string;
  isActive: boolean;
  /** The member's script (their settings): mails, and the platform from their next sign-in on. */
  script: Script;
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
      script: memberProfiles.script,
    })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, userId));
  return row ?? null;
}
