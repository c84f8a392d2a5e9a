import 'server-only';

import { aliasedTable, and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberBlocks, memberMessages, memberProfiles, messageReports } from '@/lib/db/schema';

import { listedMember } from './members';

/**
 * One-to-one messages between approved, active members (spec platform §2 /members/messages,
 * §3 member_message, §4). Every function takes the caller's member id and only ever reads or
 * changes messages the caller sent or received.
 */

export interface ChatPartner {
  id: string;
  fullName: string;
  profileImage: string | null;
  memberType: string;
}

export interface Conversation {
  partner: ChatPartner;
  lastMessageAt: Date;
  lastMessageText: string;
  lastMessageMine: boolean;
  unread: number;
}

export interface ChatMessage {
  id: string;
  fromMemberId: string;
  toMemberId: string;
  text: string;
  isRead: boolean;
  createdAt: Date;
}

const partnerColumns = {
  id: memberProfiles.id,
  fullName: memberProfiles.fullName,
  profileImage: memberProfiles.profileImage,
  memberType: memberProfiles.memberType,
};


/** An approved, active member one may talk to; null for anyone else (pending, rejected, inactive, unknown). */
export async function findChatPartner(db: Database, id: string): Promise<ChatPartner | null> {
  const [row] = await db.select(partnerColumns).from(memberProfiles).where(and(eq(memberProfiles.id, id), listedMember));
  return row ?? null;
}

/** Who blocked whom between two members. */
export async function blockStateBetween(db: Database, me: string, other: string): Promise<{ iBlocked: boolean; blockedMe: boolean }> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, other)),
        and(eq(memberBlocks.blockerId, other), eq(memberBlocks.blockedId, me)),
      ),
    );
  return { iBlocked: rows.some((row) => row.blockerId === me), blockedMe: rows.some((row) => row.blockerId === other) };
}

/**
 * The partner of a new or continued conversation, or null when it cannot be (spec §8 'Nije moguće
 * pokrenuti konverzaciju sa ovim članom.'): oneself, a member who is not approved and active, or
 * a block in either direction (a member who blocked someone unblocks before writing to them).
 */
export async function messagingPartner(db: Database, me: string, otherId: string): Promise<ChatPartner | null> {
  if (otherId === me) return null;
  const partner = await findChatPartner(db, otherId);
  if (!partner) return null;
  const blocks = await blockStateBetween(db, me, otherId);
  return blocks.iBlocked || blocks.blockedMe ? null : partner;
}

export async function insertMessage(db: Database, from: string, to: string, text: string, now: Date): Promise<ChatMessage> {
  const [row] = await db
    .insert(memberMessages)
    .values({ fromMemberId: from, toMemberId: to, messageText: text, createdAt: now })
    .returning();
  return { id: row.id, fromMemberId: row.fromMemberId, toMemberId: row.toMemberId, text: row.messageText, isRead: row.isRead, createdAt: row.createdAt };
}

/**
 * The caller's conversations, most recent first: each partner once, with the real time and text of
 * the last message (the spec used the current time) and the number of unread messages from them.
 */
export async function listConversations(db: Database, me: string): Promise<Conversation[]> {
  const partnerId = sql<string>`case when ${memberMessages.fromMemberId} = ${me} then ${memberMessages.toMemberId} else ${memberMessages.fromMemberId} end`;
  const summary = db
    .select({
      partnerId: partnerId.as('partner_id'),
      lastMessageAt: sql<Date>`max(${memberMessages.createdAt})`.as('last_message_at'),
      unread: sql<number>`count(*) filter (where ${memberMessages.toMemberId} = ${me} and not ${memberMessages.isRead})`.as('unread'),
    })
    .from(memberMessages)
    .where(or(eq(memberMessages.fromMemberId, me), eq(memberMessages.toMemberId, me)))
    .groupBy(partnerId)
    .as('summary');
  const rows = await db
    .select({ partner: partnerColumns, lastMessageAt: summary.lastMessageAt, unread: summary.unread })
    .from(summary)
    .innerJoin(memberProfiles, eq(memberProfiles.id, summary.partnerId))
    .where(listedMember)
    .orderBy(sql`${summary.lastMessageAt} desc`);
  if (rows.length === 0) return [];

  const partnerIds = rows.map((row) => row.partner.id);
  const latest = await db
    .selectDistinctOn([partnerId], { partnerId, text: memberMessages.messageText, fromMemberId: memberMessages.fromMemberId })
    .from(memberMessages)
    .where(
      or(
        and(eq(memberMessages.fromMemberId, me), inArray(memberMessages.toMemberId, partnerIds)),
        and(eq(memberMessages.toMemberId, me), inArray(memberMessages.fromMemberId, partnerIds)),
      ),
    )
    .orderBy(partnerId, sql`${memberMessages.createdAt} desc`, sql`${memberMessages.id} desc`);
  const lastByPartner = new Map(latest.map((row) => [row.partnerId, row]));

  return rows.map((row) => ({
    partner: row.partner,
    lastMessageAt: new Date(row.lastMessageAt),
    lastMessageText: lastByPartner.get(row.partner.id)?.text ?? '',
    lastMessageMine: lastByPartner.get(row.partner.id)?.fromMemberId === me,
    unread: Number(row.unread),
  }));
}

/**
 * The thread between the caller and one partner, oldest first. `since` (polling) keeps messages at
 * or after that instant: inclusive, because two messages can share a millisecond; the client drops
 * the ones it already has.
 */
export async function listThread(db: Database, me: string, partner: string, since?: Date): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(memberMessages)
    .where(
      and(
        or(
          and(eq(memberMessages.fromMemberId, me), eq(memberMessages.toMemberId, partner)),
          and(eq(memberMessages.fromMemberId, partner), eq(memberMessages.toMemberId, me)),
        ),
        since ? gte(memberMessages.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(memberMessages.createdAt), asc(memberMessages.id));
  return rows.map((row) => ({
    id: row.id,
    fromMemberId: row.fromMemberId,
    toMemberId: row.toMemberId,
    text: row.messageText,
    isRead: row.isRead,
    createdAt: row.createdAt,
  }));
}

/** Marks the partner's unread messages to the caller read (spec §4); returns how many changed. */
export async function markThreadRead(db: Database, me: string, partner: string): Promise<number> {
  const rows = await db
    .update(memberMessages)
    .set({ isRead: true })
    .where(and(eq(memberMessages.toMemberId, me), eq(memberMessages.fromMemberId, partner), eq(memberMessages.isRead, false)))
    .returning({ id: memberMessages.id });
  return rows.length;
}

export async function blockMember(db: Database, me: string, other: string): Promise<void> {
  await db.insert(memberBlocks).values({ blockerId: me, blockedId: other }).onConflictDoNothing();
}

export async function unblockMember(db: Database, me: string, other: string): Promise<void> {
  await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, other)));
}

export interface ReportedMessage {
  reportId: string;
  messageId: string;
  messageText: string;
  sentAt: Date;
  sender: { id: string; fullName: string; email: string };
}

/**
 * Reports a message the caller received; null when no such message was addressed to them, and
 * 'duplicate' (nothing stored) when they already reported it.
 */
export async function reportReceivedMessage(
  db: Database,
  me: string,
  messageId: string,
  reason: string | null,
  now: Date,
): Promise<ReportedMessage | 'duplicate' | null> {
  const sender = aliasedTable(memberProfiles, 'sender');
  const [message] = await db
    .select({ id: memberMessages.id, text: memberMessages.messageText, createdAt: memberMessages.createdAt, senderId: sender.id, senderName: sender.fullName, senderEmail: sender.email })
    .from(memberMessages)
    .innerJoin(sender, eq(sender.id, memberMessages.fromMemberId))
    .where(and(eq(memberMessages.id, messageId), eq(memberMessages.toMemberId, me)));
  if (!message) return null;
  const [report] = await db
    .insert(messageReports)
    .values({ messageId, reporterId: me, messageText: message.text, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!report) return 'duplicate';
  return {
    reportId: report.id,
    messageId,
    messageText: message.text,
    sentAt: message.createdAt,
    sender: { id: message.senderId, fullName: message.senderName, email: message.senderEmail },
  };
}

/** A member due for the daily digest, with what it tells them. */
export interface DigestRecipient {
  memberId: string;
  email: string;
  fullName: string;
  unread: number;
  senders: string[];
}

/**
 * Claims the members who get today's digest and stamps `message_digest_sent_at` in the same
 * statement: approved, active members with unread messages that arrived since their last digest
 * and have waited at least `minWaitMinutes` (they may read them live first), at most once per 24
 * hours. The UPDATE re-checks the stamp under the row lock, so two runs never both claim a member.
 */
export async function claimDigestRecipients(db: Database, now: Date, minWaitMinutes: number): Promise<DigestRecipient[]> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const waitedSince = new Date(now.getTime() - minWaitMinutes * 60 * 1000);
  const result = (await db.execute(sql`
    with due as (
      select p.id, count(m.id)::int as unread,
        (array_agg(distinct s.full_name))[1:5] as senders
      from member_profiles p
      join member_messages m on m.to_member_id = p.id and not m.is_read
        and m.created_at > coalesce(p.message_digest_sent_at, '-infinity'::timestamptz)
        and m.created_at <= ${waitedSince.toISOString()}::timestamptz
      join member_profiles s on s.id = m.from_member_id and s.approval_status = 'approved' and s.is_active
      where p.approval_status = 'approved' and p.is_active
        and (p.message_digest_sent_at is null or p.message_digest_sent_at <= ${dayAgo.toISOString()}::timestamptz)
      group by p.id
    )
    update member_profiles set message_digest_sent_at = ${now.toISOString()}::timestamptz
    from due
    where member_profiles.id = due.id
      and (member_profiles.message_digest_sent_at is null or member_profiles.message_digest_sent_at <= ${dayAgo.toISOString()}::timestamptz)
    returning member_profiles.id as member_id, member_profiles.email, member_profiles.full_name, due.unread, due.senders
  `)) as unknown as { rows: { member_id: string; email: string; full_name: string; unread: number; senders: string[] }[] };
  return result.rows.map((row) => ({ memberId: row.member_id, email: row.email, fullName: row.full_name, unread: Number(row.unread), senders: row.senders ?? [] }));
}
