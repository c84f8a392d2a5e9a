import 'server-only';

import { aliasedTable, and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberBlocks, memberProfiles, mentorshipConnections } from '@/lib/db/schema';
import type { ConnectionStatus } from '@/lib/members/mentorship';

import { directoryMember, listedMember } from './members';

/** Mentors, mentees and connections (spec platform §2 /members/mentorship, §3, §4, §7). */

export interface MentorshipMember {
  id: string;
  fullName: string;
  profileImage: string | null;
  memberType: string;
  whatTheyDo: string | null;
  whatTheySeek: string | null;
  industry: string | null;
  mentorCapacity: number | null;
  activeMentees: number;
}

export interface MentorshipConnection {
  id: string;
  status: ConnectionStatus;
  focusAreas: string[];
  notes: string | null;
  createdAt: Date;
  mentor: ConnectionParty;
  mentee: ConnectionParty;
}

export interface ConnectionParty {
  id: string;
  fullName: string;
  email: string;
  profileImage: string | null;
  whatTheyDo: string | null;
}

// Spelled out: Drizzle leaves single-table columns unqualified, and a bare "id" would mean c.id here.
const activeMentees = sql<number>`(select count(*)::int from mentorship_connections c where c.mentor_id = member_profiles.id and c.status = 'active')`;

const memberColumns = {
  id: memberProfiles.id,
  fullName: memberProfiles.fullName,
  profileImage: memberProfiles.profileImage,
  memberType: memberProfiles.memberType,
  whatTheyDo: memberProfiles.whatTheyDo,
  whatTheySeek: memberProfiles.whatTheySeek,
  industry: memberProfiles.industry,
  mentorCapacity: memberProfiles.mentorCapacity,
  activeMentees,
};

/** Mentors (spec §7: is_mentor and active), by name. */
export async function listMentors(db: Database): Promise<MentorshipMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberProfiles)
    .where(and(directoryMember, eq(memberProfiles.isMentor, true)))
    .orderBy(memberProfiles.fullName);
  return rows.map((row) => ({ ...row, activeMentees: Number(row.activeMentees) }));
}

/** Members seeking a mentor, except the caller (§7), by name. */
export async function listMentees(db: Database, me: string): Promise<MentorshipMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberProfiles)
    .where(and(directoryMember, eq(memberProfiles.seekingMentor, true), ne(memberProfiles.id, me)))
    .orderBy(memberProfiles.fullName);
  return rows.map((row) => ({ ...row, activeMentees: Number(row.activeMentees) }));
}

const mentor = aliasedTable(memberProfiles, 'mentor');
const mentee = aliasedTable(memberProfiles, 'mentee');

function partyColumns(table: typeof mentor) {
  return {
    id: table.id,
    fullName: table.fullName,
    email: table.email,
    profileImage: table.profileImage,
    whatTheyDo: table.whatTheyDo,
  };
}

const connectionColumns = {
  id: mentorshipConnections.id,
  status: mentorshipConnections.status,
  focusAreas: mentorshipConnections.focusAreas,
  notes: mentorshipConnections.notes,
  createdAt: mentorshipConnections.createdAt,
  mentor: partyColumns(mentor),
  mentee: partyColumns(mentee),
};

function connectionsQuery(db: Database) {
  return db
    .select(connectionColumns)
    .from(mentorshipConnections)
    .innerJoin(mentor, eq(mentor.id, mentorshipConnections.mentorId))
    .innerJoin(mentee, eq(mentee.id, mentorshipConnections.menteeId));
}

/** Connections where the caller is mentor or mentee (§7), newest first. */
export async function listConnections(db: Database, me: string): Promise<MentorshipConnection[]> {
  const rows = await connectionsQuery(db)
    .where(or(eq(mentorshipConnections.mentorId, me), eq(mentorshipConnections.menteeId, me)))
    .orderBy(desc(mentorshipConnections.createdAt));
  return rows.map((row) => ({ ...row, status: row.status as ConnectionStatus }));
}

/** One connection the caller is part of; null for anyone else's. */
export async function findOwnConnection(db: Database, me: string, id: string): Promise<MentorshipConnection | null> {
  const [row] = await connectionsQuery(db).where(
    and(
      eq(mentorshipConnections.id, id),
      or(eq(mentorshipConnections.mentorId, me), eq(mentorshipConnections.menteeId, me)),
    ),
  );
  return row ? { ...row, status: row.status as ConnectionStatus } : null;
}

/** What the request rules need to know about a requester and a would-be mentor. */
export async function mentorshipRequestFacts(db: Database, me: string, mentorId: string) {
  const [requester] = await db
    .select({ id: memberProfiles.id, seekingMentor: memberProfiles.seekingMentor })
    .from(memberProfiles)
    .where(eq(memberProfiles.id, me));
  const [chosen] = await db
    .select({
      id: memberProfiles.id,
      isMentor: memberProfiles.isMentor,
      capacity: memberProfiles.mentorCapacity,
      activeMentees,
    })
    .from(memberProfiles)
    .where(and(eq(memberProfiles.id, mentorId), listedMember));
  const [open] = await db
    .select({ total: count() })
    .from(mentorshipConnections)
    .where(
      and(
        eq(mentorshipConnections.mentorId, mentorId),
        eq(mentorshipConnections.menteeId, me),
        inArray(mentorshipConnections.status, ['pending', 'active']),
      ),
    );
  // A block either way stops requests both ways (docs/members.md): the blocked member's notes never reach the blocker.
  const [block] = await db
    .select({ total: count() })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, mentorId)),
        and(eq(memberBlocks.blockerId, mentorId), eq(memberBlocks.blockedId, me)),
      ),
    );
  return {
    requester: { id: me, seekingMentor: requester?.seekingMentor ?? false },
    mentor: chosen ? { ...chosen, activeMentees: Number(chosen.activeMentees) } : null,
    hasOpenConnection: (open?.total ?? 0) > 0,
    blocked: (block?.total ?? 0) > 0,
  };
}

/**
 * A pending request from mentee to mentor; null when an open one already exists. The partial
 * unique index on open pairs decides, so of two simultaneous requests exactly one row is stored.
 */
export async function insertMentorshipRequest(
  db: Database,
  input: { mentorId: string; menteeId: string; focusAreas: string[]; notes: string | null; now: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(mentorshipConnections)
    .values({
      mentorId: input.mentorId,
      menteeId: input.menteeId,
      focusAreas: input.focusAreas,
      notes: input.notes,
      status: 'pending',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({
      target: [mentorshipConnections.mentorId, mentorshipConnections.menteeId],
      where: sql`status in ('pending', 'active')`,
    })
    .returning({ id: mentorshipConnections.id });
  return row?.id ?? null;
}

/**
 * The mentor accepts a pending request (spec §4, §6: only the mentor of a pending connection).
 * Capacity is re-checked in the same statement, so two acceptances cannot overfill a mentor.
 */
export async function acceptConnectionAsMentor(
  db: Database,
  me: string,
  id: string,
  now: Date,
): Promise<'accepted' | 'full' | null> {
  return db.transaction(async (tx) => {
    // Lock the mentor's row: acceptances of one mentor run one after another.
    const [self] = await tx
      .execute(sql`select mentor_capacity from member_profiles where id = ${me} for update`)
      .then((result) => (result as unknown as { rows: { mentor_capacity: number | null }[] }).rows);
    const [connection] = await tx
      .select({ id: mentorshipConnections.id })
      .from(mentorshipConnections)
      .where(
        and(
          eq(mentorshipConnections.id, id),
          eq(mentorshipConnections.mentorId, me),
          eq(mentorshipConnections.status, 'pending'),
        ),
      );
    if (!connection) return null;
    if (self?.mentor_capacity !== null && self?.mentor_capacity !== undefined) {
      const [active] = await tx
        .select({ total: count() })
        .from(mentorshipConnections)
        .where(and(eq(mentorshipConnections.mentorId, me), eq(mentorshipConnections.status, 'active')));
      if ((active?.total ?? 0) >= self.mentor_capacity) return 'full';
    }
    await tx
      .update(mentorshipConnections)
      .set({ status: 'active', updatedAt: now })
      .where(eq(mentorshipConnections.id, id));
    return 'accepted';
  });
}

/** Either side closes a pending or active connection as completed or cancelled; false when it is not theirs or already closed. */
export async function closeOwnConnection(
  db: Database,
  me: string,
  id: string,
  outcome: 'completed' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(mentorshipConnections)
    .set({ status: outcome, updatedAt: now })
    .where(
      and(
        eq(mentorshipConnections.id, id),
        or(eq(mentorshipConnections.mentorId, me), eq(mentorshipConnections.menteeId, me)),
        // Only an active mentorship can be completed; a pending request can only be cancelled.
        outcome === 'completed'
          ? eq(mentorshipConnections.status, 'active')
          : inArray(mentorshipConnections.status, ['pending', 'active']),
      ),
    )
    .returning({ id: mentorshipConnections.id });
  return rows.length > 0;
}

/** The viewer's own mentorship flags, for what the lists offer them. */
export async function mentorshipFlagsOf(
  db: Database,
  me: string,
): Promise<{ isMentor: boolean; seekingMentor: boolean }> {
  const [row] = await db
    .select({ isMentor: memberProfiles.isMentor, seekingMentor: memberProfiles.seekingMentor })
    .from(memberProfiles)
    .where(eq(memberProfiles.id, me));
  return row ?? { isMentor: false, seekingMentor: false };
}
