import 'server-only';

import { and, asc, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { cache } from 'react';

import type { Script } from '@/lib/domain/enums';
import { getDb, type Database } from '@/lib/db/client';
import { countsOf } from '@/lib/db/rows';
import {
  ads,
  appUsers,
  knowledgeResources,
  memberMessages,
  memberPointsLedger,
  memberProfiles,
  mentorshipConnections,
} from '@/lib/db/schema';
import { DIRECTORY_PAGE_SIZE, type DirectoryFilter } from '@/lib/members/search';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import type { MemberCompleteSignUpValues, MemberProfileValues } from '@/lib/validation/members';

import { getAccessMemo, topicKey } from '@/lib/cache/access-memo';
import { directoryMember, foldedSearch, listedMember, visibleAd } from './member-conditions';

/**
 * Member profiles: who is listed, the counters of the navigation and dashboard, the member's own
 * profile, the directory, and the admin's approval. Every read of another member goes through
 * `listedMember`, so pending, rejected and deactivated members appear nowhere.
 */

/** An ad counts while its owner keeps it open, it has not expired, and its owner is listed. */
function activeAdsCount(db: Database, now: Date) {
  return db
    .select({ value: count() })
    .from(ads)
    .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
    .where(visibleAd(now));
}

function unreadMessagesCount(db: Database, memberId: string) {
  // Only from members the conversation list shows (approved and active), so the badge matches it.
  return db
    .select({ value: count() })
    .from(memberMessages)
    .innerJoin(memberProfiles, eq(memberProfiles.id, memberMessages.fromMemberId))
    .where(
      and(
        eq(memberMessages.toMemberId, memberId),
        eq(memberMessages.isRead, false),
        isNull(memberMessages.hiddenAt),
        listedMember,
      ),
    );
}

export async function countUnreadMessages(db: Database, memberId: string): Promise<number> {
  const [row] = await unreadMessagesCount(db, memberId);
  return row?.value ?? 0;
}

/** When the next open ad expires (ms since the epoch; 0 when none is open). */
function nextAdExpiry(db: Database, now: Date) {
  return db
    .select({ value: sql<number>`coalesce(floor(extract(epoch from min(${ads.expiresAt})) * 1000), 0)` })
    .from(ads)
    .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
    .where(visibleAd(now));
}

/** 'Ukupno članova' on the dashboard: approved, active members (pending applicants are not members yet). */
function listedMembersCount(db: Database) {
  return db.select({ value: count() }).from(memberProfiles).where(listedMember);
}

export interface MemberBadgeCounts {
  activeRequests: number;
  unreadMessages: number;
  /** The dashboard's member total, counted with the badges (one statement for the whole members area). */
  listedMembers: number;
  /** When they were counted (ISO): the live stream brings what arrives after this moment. */
  countedAt: string;
  /** When the open ads' count changes with no write (the next open ad's expiry, ms since the epoch), or null. */
  changesAt: number | null;
}

/** The badges of the members navigation and the dashboard's tiles, in one statement. */
export async function memberBadgeCounts(db: Database, memberId: string, now: Date): Promise<MemberBadgeCounts> {
  const { nextExpiry, ...counts } = await countsOf(db, {
    activeRequests: activeAdsCount(db, now),
    unreadMessages: unreadMessagesCount(db, memberId),
    listedMembers: listedMembersCount(db),
    nextExpiry: nextAdExpiry(db, now),
  });
  return { ...counts, countedAt: now.toISOString(), changesAt: nextExpiry > 0 ? nextExpiry : null };
}

export interface MemberDashboardStats {
  totalMembers: number;
  activeRequests: number;
  unreadMessages: number;
  /** The real number of upcoming active events (the spec's original always showed 0). */
  upcomingEvents: number;
}

/**
 * The dashboard's tiles, from the counters the navigation beside it has already counted and the
 * number of upcoming events (the page passes the total of the public cached first page,
 * `listUpcomingEvents(1)`).
 */
export function memberDashboardStats(badges: MemberBadgeCounts, upcomingEvents: number): MemberDashboardStats {
  return {
    totalMembers: badges.listedMembers,
    activeRequests: badges.activeRequests,
    unreadMessages: badges.unreadMessages,
    upcomingEvents,
  };
}

// ---------- The member's own profile ----------

export type MemberProfileRow = typeof memberProfiles.$inferSelect;

export async function findProfileByUserId(db: Database, userId: string): Promise<MemberProfileRow | null> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row ?? null;
}

type NewProfile = MemberCompleteSignUpValues & { userId: string; email: string };

/**
 * The pending profile of a sign-up (spec §7: upsert on e-mail, pending, active). The upsert only
 * claims a profile that belongs to nobody yet (e.g. one the team created) or to this account:
 * signing up with the address another member's profile uses never takes that profile over.
 * Returns the profile's id, or null when the address belongs to another account's profile.
 */
export async function upsertPendingProfile(db: Database, profile: NewProfile, now: Date): Promise<string | null> {
  const values = {
    userId: profile.userId,
    email: profile.email,
    fullName: profile.fullName,
    memberType: profile.memberType,
    startupStage: profile.startupStage,
    industry: profile.industry,
    bio: profile.bio,
    whatTheyDo: profile.whatTheyDo,
    linkedinUrl: profile.linkedinUrl,
    phone: profile.phone,
    approvalStatus: 'pending',
    isActive: true,
  };
  const [row] = await db
    .insert(memberProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: memberProfiles.email,
      set: { ...values, approvedBy: null, approvedAt: null, updatedAt: now },
      setWhere: or(isNull(memberProfiles.userId), eq(memberProfiles.userId, profile.userId)),
    })
    .returning({ id: memberProfiles.id });
  return row?.id ?? null;
}

function profileColumns(values: MemberProfileValues) {
  return {
    fullName: values.fullName,
    email: values.email,
    bio: values.bio,
    memberType: values.memberType,
    startupStage: values.startupStage,
    industry: values.industry,
    whatTheyDo: values.whatTheyDo,
    whatTheyOffer: values.whatTheyOffer,
    whatTheySeek: values.whatTheySeek,
    linkedinUrl: values.linkedinUrl,
    websiteUrl: values.websiteUrl,
    phone: values.phone,
    profileImage: values.profileImage,
    isMentor: values.isMentor,
    seekingMentor: values.seekingMentor,
    hideFromDirectory: values.hideFromDirectory,
    mentorCapacity: values.mentorCapacity,
  };
}

/** Profile page, create mode: a new profile for this account, pending approval like every sign-up. */
export async function createOwnProfile(
  db: Database,
  userId: string,
  values: MemberProfileValues,
): Promise<string | null> {
  const [row] = await db
    .insert(memberProfiles)
    .values({ ...profileColumns(values), userId, approvalStatus: 'pending', isActive: true })
    .onConflictDoNothing()
    .returning({ id: memberProfiles.id });
  return row?.id ?? null;
}

/** Profile page, edit mode: only ever the caller's own row (keyed by their account, never by a submitted id). */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  values: MemberProfileValues,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberProfiles)
    .set({ ...profileColumns(values), updatedAt: now })
    .where(eq(memberProfiles.userId, userId))
    .returning({ id: memberProfiles.id });
  return rows.length > 0;
}

/** Whether another profile already uses this e-mail (the column is unique). */
export async function profileEmailTaken(db: Database, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberProfiles.id })
    .from(memberProfiles)
    .where(
      and(
        eq(memberProfiles.email, email),
        or(isNull(memberProfiles.userId), sql`${memberProfiles.userId} <> ${exceptUserId}`),
      ),
    );
  return Boolean(row);
}

/**
 * Whether the profile using this e-mail belongs to an account with another address: a sign-up's
 * profile could never claim it. (The address's own account answers 'exists' elsewhere.)
 */
export async function profileEmailBound(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberProfiles.id })
    .from(memberProfiles)
    .innerJoin(appUsers, eq(appUsers.id, memberProfiles.userId))
    .where(and(eq(memberProfiles.email, email), ne(appUsers.email, email.toLowerCase())));
  return Boolean(row);
}

// ---------- Directory ----------

export interface DirectoryMember {
  id: string;
  fullName: string;
  memberType: string;
  startupStage: string | null;
  industry: string | null;
  bio: string | null;
  whatTheyDo: string | null;
  whatTheyOffer: string | null;
  whatTheySeek: string | null;
  linkedinUrl: string | null;
  profileImage: string | null;
  isMentor: boolean;
}

const directoryColumns = {
  id: memberProfiles.id,
  fullName: memberProfiles.fullName,
  memberType: memberProfiles.memberType,
  startupStage: memberProfiles.startupStage,
  industry: memberProfiles.industry,
  bio: memberProfiles.bio,
  whatTheyDo: memberProfiles.whatTheyDo,
  whatTheyOffer: memberProfiles.whatTheyOffer,
  whatTheySeek: memberProfiles.whatTheySeek,
  linkedinUrl: memberProfiles.linkedinUrl,
  profileImage: memberProfiles.profileImage,
  isMentor: memberProfiles.isMentor,
};

/** One page of the directory, and how many members it lists in all ('Pronađeno X od Y članova'). */
export interface DirectoryPage extends Page<DirectoryMember> {
  /** Every member the directory lists, whatever the search (Y). */
  listed: number;
}

/**
 * One page of the directory (spec §7: active profiles by created_at descending; the id breaks
 * ties), searched and filtered in SQL: the query as one substring of the folded name, what they do,
 * industry or bio (`directory_search`, trigram index), the type by equality. The order is served by
 * `member_profiles_directory_order_idx`, the totals are two counts.
 */
export async function listDirectoryPage(db: Database, filter: DirectoryFilter, page: number): Promise<DirectoryPage> {
  const where = and(
    directoryMember,
    filter.type === 'all' ? undefined : eq(memberProfiles.memberType, filter.type),
    foldedSearch(memberProfiles.directorySearch, filter.query),
  );
  const { limit, offset } = pageWindow(page, DIRECTORY_PAGE_SIZE);
  const [items, { found, listed }] = await Promise.all([
    db
      .select(directoryColumns)
      .from(memberProfiles)
      .where(where)
      .orderBy(desc(memberProfiles.createdAt), asc(memberProfiles.id))
      .limit(limit)
      .offset(offset),
    countsOf(db, {
      found: db.select({ value: count() }).from(memberProfiles).where(where),
      listed: db.select({ value: count() }).from(memberProfiles).where(directoryMember),
    }),
  ]);
  return { ...pageOf(items, found, page, DIRECTORY_PAGE_SIZE), listed };
}

// ---------- Admin approval (the rest is in admin-members.ts) ----------

/**
 * A profile whose local account (if it has one) has confirmed its address. Before that nobody
 * proved the applicant owns the address, so the admins neither count, see nor decide it.
 */
export const addressConfirmed = sql`not exists (select 1 from ${appUsers} where ${appUsers.id} = ${memberProfiles.userId} and ${appUsers.emailConfirmedAt} is null)`;

export function pendingMembersCount(db: Database) {
  return db
    .select({ value: count() })
    .from(memberProfiles)
    .where(and(eq(memberProfiles.approvalStatus, 'pending'), addressConfirmed));
}

// ---------- Export and deletion ----------

/** Everything stored about one member, for their JSON download (GDPR-style access). */
export async function exportMemberData(db: Database, memberId: string) {
  const [profile] = await db.select().from(memberProfiles).where(eq(memberProfiles.id, memberId));
  const [requests, messagesSent, messagesReceived, connections, points, resources] = await Promise.all([
    db.select().from(ads).where(eq(ads.memberId, memberId)).orderBy(asc(ads.createdAt)),
    db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.fromMemberId, memberId))
      .orderBy(asc(memberMessages.createdAt)),
    db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.toMemberId, memberId))
      .orderBy(asc(memberMessages.createdAt)),
    db
      .select()
      .from(mentorshipConnections)
      .where(or(eq(mentorshipConnections.mentorId, memberId), eq(mentorshipConnections.menteeId, memberId)))
      .orderBy(asc(mentorshipConnections.createdAt)),
    db
      .select()
      .from(memberPointsLedger)
      .where(eq(memberPointsLedger.memberId, memberId))
      .orderBy(asc(memberPointsLedger.createdAt)),
    db
      .select()
      .from(knowledgeResources)
      .where(eq(knowledgeResources.uploadedBy, memberId))
      .orderBy(asc(knowledgeResources.createdAt)),
  ]);
  if (!profile) return null;
  // Which admin approved them is the team's record, not the member's data.
  const ownProfile: Partial<MemberProfileRow> = { ...profile };
  delete ownProfile.approvedBy;
  delete ownProfile.messageDigestSentAt;
  return {
    profile: ownProfile,
    requests,
    messagesSent,
    messagesReceived,
    mentorshipConnections: connections,
    points,
    resources,
  };
}

/**
 * Deletes a member (docs/members.md): the profile goes, and with it (foreign keys, on delete
 * cascade) their ads, every message they sent or received, their mentorship connections, blocks,
 * reports they filed and points. Resources they uploaded stay, without an uploader. Reports others
 * filed about their messages keep the reported text for the admins. The local account goes too
 * when `deleteAccount` (the caller keeps an admin's account, so the admin keeps the panel).
 */
export async function deleteMemberAndAccount(
  db: Database,
  member: { memberId: string; userId: string; deleteAccount: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(memberProfiles)
      .where(and(eq(memberProfiles.id, member.memberId), eq(memberProfiles.userId, member.userId)));
    if (member.deleteAccount) await tx.delete(appUsers).where(eq(appUsers.id, member.userId));
  });
}

/** A member's notification settings (profile page, 'Obaveštenja'). */
export interface NotificationSettings {
  digestEmails: boolean;
  mentorshipEmails: boolean;
  /** The newsletter's issues (issue 51): on for members who joined since it exists, off before. */
  newsletterEmails: boolean;
  /** The script of the member's mails (issue 52); `enqueueMail` reads it. */
  script: Script;
}

/** Changes the settings of one member (the caller's own id, or the one a signed link names). */
export async function updateNotificationSettings(
  db: Database,
  memberId: string,
  settings: Partial<NotificationSettings>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberProfiles)
    .set({ ...settings, updatedAt: now })
    .where(eq(memberProfiles.id, memberId))
    .returning({ id: memberProfiles.id });
  return rows.length > 0;
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/**
 * The members navigation's badges, asked once per request (the layout and the dashboard both show
 * them) and remembered in the access memo until an ad or a message changes, or the next open ad
 * expires (docs/architecture.md "Access memo").
 */
export const readMemberBadgeCounts = cache(async (memberId: string): Promise<MemberBadgeCounts> => {
  const db = await getDb();
  return getAccessMemo().remember(
    topicKey('badges', memberId),
    () => memberBadgeCounts(db, memberId, new Date()),
    (counts) => counts.changesAt,
  );
});

/** /members/directory: one page of the directory. */
export async function readDirectoryPage(filter: DirectoryFilter, page: number): Promise<DirectoryPage> {
  return listDirectoryPage(await getDb(), filter, page);
}

/** /members/profile: the signed-in account's own profile, or null. */
export async function readOwnProfile(userId: string): Promise<MemberProfileRow | null> {
  return findProfileByUserId(await getDb(), userId);
}

/** /members/profile/export: everything stored about the member, or null. */
export async function readMemberExport(memberId: string): ReturnType<typeof exportMemberData> {
  return exportMemberData(await getDb(), memberId);
}
