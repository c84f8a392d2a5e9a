import 'server-only';

import { aliasedTable, and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { memberBlocks, memberProfiles, mentorshipConnections } from '@/lib/db/schema';
import { countsOf, rowsOf } from '@/lib/db/rows';
import { MENTORSHIP_PAGE_SIZE, type ConnectionStatus } from '@/lib/members/mentorship';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { directoryMember, foldedSearch, listedMember } from './member-conditions';

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
  /** Their notification setting: whether mentorship mails reach them. */
  mentorshipEmails: boolean;
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

const listedMentor = and(directoryMember, eq(memberProfiles.isMentor, true));
const listedMenteeFor = (me: string) =>
  and(directoryMember, eq(memberProfiles.seekingMentor, true), ne(memberProfiles.id, me));

async function membersPage(db: Database, where: SQL | undefined, page: number): Promise<Page<MentorshipMember>> {
  const { limit, offset } = pageWindow(page, MENTORSHIP_PAGE_SIZE);
  const [rows, [totals]] = await Promise.all([
    db
      .select(memberColumns)
      .from(memberProfiles)
      .where(where)
      .orderBy(asc(memberProfiles.fullName), asc(memberProfiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(memberProfiles).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, activeMentees: Number(row.activeMentees) }));
  return pageOf(items, totals?.value ?? 0, page, MENTORSHIP_PAGE_SIZE);
}

/**
 * One page of the mentors (spec §7: is_mentor and active), by name, searched in SQL (spec §5: the
 * query as one substring of the folded name, what they do or industry: `mentor_search`).
 */
export function listMentors(db: Database, query: string, page: number): Promise<Page<MentorshipMember>> {
  return membersPage(db, and(listedMentor, foldedSearch(memberProfiles.mentorSearch, query)), page);
}

/**
 * One page of the members seeking a mentor, except the caller (§7), by name, searched in SQL
 * (spec §5: name, what they do, what they seek: `mentee_search`).
 */
export function listMentees(db: Database, me: string, query: string, page: number): Promise<Page<MentorshipMember>> {
  return membersPage(db, and(listedMenteeFor(me), foldedSearch(memberProfiles.menteeSearch, query)), page);
}

const ownConnection = (me: string) =>
  or(eq(mentorshipConnections.mentorId, me), eq(mentorshipConnections.menteeId, me));

/** The tabs' counts (spec: "Mentori (count)"): the whole lists, whatever the search, in one statement. */
export function mentorshipCounts(
  db: Database,
  me: string,
): Promise<{ mentors: number; mentees: number; connections: number }> {
  return countsOf(db, {
    mentors: db.select({ value: count() }).from(memberProfiles).where(listedMentor),
    mentees: db.select({ value: count() }).from(memberProfiles).where(listedMenteeFor(me)),
    connections: db.select({ value: count() }).from(mentorshipConnections).where(ownConnection(me)),
  });
}

/** Of these mentors, those the caller already asked or learns from: their open connection's status. */
export async function openMentorshipsWith(
  db: Database,
  me: string,
  mentorIds: readonly string[],
): Promise<Map<string, 'pending' | 'active'>> {
  if (mentorIds.length === 0) return new Map();
  const rows = await db
    .select({ mentorId: mentorshipConnections.mentorId, status: mentorshipConnections.status })
    .from(mentorshipConnections)
    .where(
      and(
        eq(mentorshipConnections.menteeId, me),
        inArray(mentorshipConnections.mentorId, [...mentorIds]),
        inArray(mentorshipConnections.status, ['pending', 'active']),
      ),
    );
  return new Map(rows.map((row) => [row.mentorId, row.status as 'pending' | 'active']));
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
    mentorshipEmails: table.mentorshipEmails,
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

/** One page of the connections where the caller is mentor or mentee (§7), newest first. */
export async function listConnections(db: Database, me: string, page: number): Promise<Page<MentorshipConnection>> {
  const { limit, offset } = pageWindow(page, MENTORSHIP_PAGE_SIZE);
  const [rows, [totals]] = await Promise.all([
    connectionsQuery(db)
      .where(ownConnection(me))
      .orderBy(desc(mentorshipConnections.createdAt), desc(mentorshipConnections.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(mentorshipConnections).where(ownConnection(me)),
  ]);
  const items = rows.map((row) => ({ ...row, status: row.status as ConnectionStatus }));
  return pageOf(items, totals?.value ?? 0, page, MENTORSHIP_PAGE_SIZE);
}

/** One connection the caller is part of; null for anyone else's. */
export async function findOwnConnection(db: Database, me: string, id: string): Promise<MentorshipConnection | null> {
  const [row] = await connectionsQuery(db).where(and(eq(mentorshipConnections.id, id), ownConnection(me)));
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
    const [self] = await rowsOf<{ mentor_capacity: number | null }>(
      tx.execute(sql`select mentor_capacity from member_profiles where id = ${me} for update`),
    );
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

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

export interface MentorshipPage {
  /** The open tab's list (only that one is read). */
  mentors: Page<MentorshipMember> | null;
  mentees: Page<MentorshipMember> | null;
  connections: Page<MentorshipConnection> | null;
  /** The tabs' counts, of the whole lists. */
  counts: { mentors: number; mentees: number; connections: number };
  flags: { isMentor: boolean; seekingMentor: boolean };
  /** The member's pending or active mentorships with the mentors shown. */
  openWith: Map<string, 'pending' | 'active'>;
}

/** /members/mentorship: the open tab's page, the tabs' counts and the member's own flags. */
export async function readMentorshipPage(
  memberId: string,
  { tab, query, page }: { tab: 'mentors' | 'mentees' | 'connections'; query: string; page: number },
): Promise<MentorshipPage> {
  const db = await getDb();
  const [mentors, mentees, connections, counts, flags] = await Promise.all([
    tab === 'mentors' ? listMentors(db, query, page) : null,
    tab === 'mentees' ? listMentees(db, memberId, query, page) : null,
    tab === 'connections' ? listConnections(db, memberId, page) : null,
    mentorshipCounts(db, memberId),
    mentorshipFlagsOf(db, memberId),
  ]);
  const openWith = await openMentorshipsWith(db, memberId, mentors?.items.map((mentor) => mentor.id) ?? []);
  return { mentors, mentees, connections, counts, flags, openWith };
}
