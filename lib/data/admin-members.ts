import 'server-only';

import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import { cache } from 'react';

import { getDb, type Database } from '@/lib/db/client';
import { countsOf } from '@/lib/db/rows';
import {
  ads,
  knowledgeResources,
  memberDecisions,
  memberMessages,
  memberProfiles,
  mentorshipConnections,
  messageReports,
} from '@/lib/db/schema';
import { hostedDemoAccountsCount } from '@/lib/data/accounts';
import { pendingEventSubmissionsCount } from '@/lib/data/event-submissions';
import { addressConfirmed, pendingMembersCount } from '@/lib/data/members';
import { APPROVAL_STATUSES, type ApprovalStatus, type MemberDecisionKind } from '@/lib/domain/enums';
import { memberDecisionTransition } from '@/lib/members/decisions';
import { substringPattern } from '@/lib/members/search';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { getAccessMemo, topicKey } from '@/lib/cache/access-memo';

/**
 * The admin's 'Članovi' tab (docs/admin.md): every member by standing, one member's record, and
 * the decisions that move a member between standings, each kept in `member_decisions`.
 */

export interface AdminMemberCard {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  memberType: string;
  startupStage: string | null;
  industry: string | null;
  bio: string | null;
  whatTheyDo: string | null;
  linkedinUrl: string | null;
  approvalStatus: string;
  createdAt: Date;
}

const cardColumns = {
  id: memberProfiles.id,
  fullName: memberProfiles.fullName,
  email: memberProfiles.email,
  phone: memberProfiles.phone,
  memberType: memberProfiles.memberType,
  startupStage: memberProfiles.startupStage,
  industry: memberProfiles.industry,
  bio: memberProfiles.bio,
  whatTheyDo: memberProfiles.whatTheyDo,
  linkedinUrl: memberProfiles.linkedinUrl,
  approvalStatus: memberProfiles.approvalStatus,
  createdAt: memberProfiles.createdAt,
};

/**
 * The panel's own figures, in one statement: the badges of 'Članovi' (applications waiting, with a
 * confirmed address) and 'Predlozi' (proposals waiting), and the hosted demo accounts it warns about.
 */
export type AdminPanelCounts = Record<'pendingMembers' | 'pendingSubmissions' | 'demoAccounts', number>;

export async function adminPanelCounts(db: Database): Promise<AdminPanelCounts> {
  return countsOf(db, {
    pendingMembers: pendingMembersCount(db),
    pendingSubmissions: pendingEventSubmissionsCount(db),
    demoAccounts: hostedDemoAccountsCount(db),
  });
}

export type MemberStatusCounts = Record<ApprovalStatus, number>;

export async function countMembersByStatus(db: Database): Promise<MemberStatusCounts> {
  const rows = await db
    .select({ status: memberProfiles.approvalStatus, value: count() })
    .from(memberProfiles)
    .where(addressConfirmed)
    .groupBy(memberProfiles.approvalStatus);
  const counts = Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, 0])) as MemberStatusCounts;
  for (const row of rows) if (row.status in counts) counts[row.status as ApprovalStatus] = row.value;
  return counts;
}

/** Members on one page of a standing's list. */
export const ADMIN_MEMBERS_PAGE_SIZE = 20;

/**
 * One page of the members of one standing, newest first (spec §7 for pending), matching the
 * search: the whole query, folded (case, diacritics, script), as a substring of the name, e-mail,
 * what they do, industry or phone, on the stored `admin_search` with its trigram index. Without a
 * search the total is the standing's count: `statusTotal` when the caller has it (the tab's
 * counts), else counted.
 */
export async function listMembersForAdmin(
  db: Database,
  filter: { status: ApprovalStatus; query: string; page: number; pageSize?: number },
  statusTotal?: Promise<number>,
): Promise<Page<AdminMemberCard>> {
  const pageSize = filter.pageSize ?? ADMIN_MEMBERS_PAGE_SIZE;
  const pattern = substringPattern(filter.query);
  if (pattern === false) return pageOf([], 0, filter.page, pageSize);
  const where = and(
    eq(memberProfiles.approvalStatus, filter.status),
    addressConfirmed,
    pattern === null ? undefined : like(memberProfiles.adminSearch, pattern),
  );
  const { limit, offset } = pageWindow(filter.page, pageSize);
  const counted = async () => (await db.select({ value: count() }).from(memberProfiles).where(where))[0]?.value ?? 0;
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(memberProfiles)
      .where(where)
      // The order of member_profiles_approval_created_idx (status, created_at desc nulls last).
      .orderBy(sql`${memberProfiles.createdAt} desc nulls last`, sql`${memberProfiles.id} desc`)
      .limit(limit)
      .offset(offset),
    pattern === null && statusTotal ? statusTotal : counted(),
  ]);
  return pageOf(rows, total, filter.page, pageSize);
}

export interface MemberDecisionEntry {
  id: string;
  decision: MemberDecisionKind;
  note: string | null;
  decidedByEmail: string;
  createdAt: Date;
}

export interface MemberActivityCounts {
  ads: number;
  messagesSent: number;
  mentorships: number;
  resources: number;
  reportsAgainst: number;
}

export interface AdminMemberRecord {
  profile: typeof memberProfiles.$inferSelect;
  activity: MemberActivityCounts;
  decisions: MemberDecisionEntry[];
}

/** One member for the detail page: the whole profile, what they did on the platform, every decision. */
export async function getMemberRecord(db: Database, memberId: string): Promise<AdminMemberRecord | null> {
  const [profile] = await db.select().from(memberProfiles).where(eq(memberProfiles.id, memberId));
  if (!profile) return null;
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [adCount, messagesSent, mentorships, resources, reportsAgainst, decisions] = await Promise.all([
    countOf(db.select({ value: count() }).from(ads).where(eq(ads.memberId, memberId))),
    countOf(db.select({ value: count() }).from(memberMessages).where(eq(memberMessages.fromMemberId, memberId))),
    countOf(
      db
        .select({ value: count() })
        .from(mentorshipConnections)
        .where(or(eq(mentorshipConnections.mentorId, memberId), eq(mentorshipConnections.menteeId, memberId))),
    ),
    countOf(db.select({ value: count() }).from(knowledgeResources).where(eq(knowledgeResources.uploadedBy, memberId))),
    countOf(db.select({ value: count() }).from(messageReports).where(eq(messageReports.reportedMemberId, memberId))),
    listMemberDecisions(db, memberId),
  ]);
  return { profile, activity: { ads: adCount, messagesSent, mentorships, resources, reportsAgainst }, decisions };
}

export async function listMemberDecisions(db: Database, memberId: string): Promise<MemberDecisionEntry[]> {
  const rows = await db
    .select({
      id: memberDecisions.id,
      decision: memberDecisions.decision,
      note: memberDecisions.note,
      decidedByEmail: memberDecisions.decidedByEmail,
      createdAt: memberDecisions.createdAt,
    })
    .from(memberDecisions)
    .where(eq(memberDecisions.memberId, memberId))
    .orderBy(desc(memberDecisions.createdAt), desc(memberDecisions.id));
  return rows.map((row) => ({ ...row, decision: row.decision as MemberDecisionKind }));
}

/** The reason given with the member's current suspension, for their status page. */
export async function currentSuspensionReason(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ note: memberDecisions.note })
    .from(memberDecisions)
    .where(and(eq(memberDecisions.memberId, memberId), eq(memberDecisions.decision, 'suspended')))
    .orderBy(desc(memberDecisions.createdAt))
    .limit(1);
  return row?.note ?? null;
}

export interface MemberDecisionInput {
  memberId: string;
  decision: MemberDecisionKind;
  note: string | null;
  admin: { id: string; email: string };
  now: Date;
  reportId?: string | null;
}

/**
 * Moves a member from the standing the decision starts from to the one it leads to
 * (`lib/members/decisions.ts`), stamps `approved_by`/`approved_at` (spec §4: who decided, when) and
 * records the decision, in one transaction. The update only matches the starting standing, so two
 * admins cannot both decide; null when the member was not in it. Returns the member to notify.
 */
export async function recordMemberDecision(
  db: Database,
  input: MemberDecisionInput,
): Promise<{ email: string; fullName: string } | null> {
  const transition = memberDecisionTransition(input.decision);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(memberProfiles)
      .set({ approvalStatus: transition.to, approvedBy: input.admin.id, approvedAt: input.now, updatedAt: input.now })
      .where(
        and(
          eq(memberProfiles.id, input.memberId),
          eq(memberProfiles.approvalStatus, transition.from),
          addressConfirmed,
        ),
      )
      .returning({ email: memberProfiles.email, fullName: memberProfiles.fullName });
    if (!member) return null;
    await tx.insert(memberDecisions).values({
      memberId: input.memberId,
      decision: input.decision,
      note: input.note,
      decidedBy: input.admin.id,
      decidedByEmail: input.admin.email,
      reportId: input.reportId ?? null,
      createdAt: input.now,
    });
    return member;
  });
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/**
 * The panel's own figures (its badges and the demo-account warning), remembered in the access memo
 * until a change of what they count is announced (docs/architecture.md "Access memo"). For an
 * admin's page only: the figures are the same for every admin.
 */
export const readAdminPanelCounts = cache(async (): Promise<AdminPanelCounts> =>
  getAccessMemo().remember(topicKey('panel', 'counts'), async () => adminPanelCounts(await getDb())),
);

export interface AdminMembersTab {
  counts: MemberStatusCounts;
  list: Page<AdminMemberCard>;
}

/**
 * /admin?tab=members: the counts per standing, remembered in the access memo with the panel's
 * figures (a `GROUP BY` over every profile and its account, 12 ms for 5,000 members on PostgreSQL;
 * a profile's standing, an account's confirmation, a profile added or deleted announce 'changed'),
 * and one page of the standing, whose total without a search is its count.
 */
export async function readAdminMembersTab(filter: {
  status: ApprovalStatus;
  query: string;
  page: number;
}): Promise<AdminMembersTab> {
  const db = await getDb();
  const counts = getAccessMemo().remember(topicKey('panel', 'members'), () => countMembersByStatus(db));
  const [all, list] = await Promise.all([
    counts,
    listMembersForAdmin(
      db,
      filter,
      counts.then((byStatus) => byStatus[filter.status]),
    ),
  ]);
  return { counts: all, list };
}

/** /admin/members/[id]: one member's record, or null. */
export async function readMemberRecord(memberId: string): Promise<AdminMemberRecord | null> {
  return getMemberRecord(await getDb(), memberId);
}

/** /members/suspended: why the member was suspended, or null. */
export async function readSuspensionReason(memberId: string): Promise<string | null> {
  return currentSuspensionReason(await getDb(), memberId);
}
