import 'server-only';

import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberBlocks, memberMessages, memberProfiles } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';

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

export interface MessageBubble {
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
  const [row] = await db
    .select(partnerColumns)
    .from(memberProfiles)
    .where(and(eq(memberProfiles.id, id), listedMember));
  return row ?? null;
}

/** Who blocked whom between two members. */
export async function blockStateBetween(
  db: Database,
  me: string,
  other: string,
): Promise<{ iBlocked: boolean; blockedMe: boolean }> {
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

export async function insertMessage(
  db: Database,
  from: string,
  to: string,
  text: string,
  now: Date,
): Promise<MessageBubble> {
  const row = returnedRow(
    await db
      .insert(memberMessages)
      .values({ fromMemberId: from, toMemberId: to, messageText: text, createdAt: now })
      .returning(),
  );
  return {
    id: row.id,
    fromMemberId: row.fromMemberId,
    toMemberId: row.toMemberId,
    text: row.messageText,
    isRead: row.isRead,
    createdAt: row.createdAt,
  };
}

/**
 * The caller's conversations, most recent first: each listed partner once, with the real time and
 * text of the last message (the spec used the current time) and the number of unread messages
 * from them. One statement, so `me` is bound the same way in the grouping and the filter.
 */
export async function listConversations(db: Database, me: string): Promise<Conversation[]> {
  const result = (await db.execute(sql`
    with mine as (
      select m.id, m.from_member_id, m.to_member_id, m.message_text, m.is_read, m.created_at,
        case when m.from_member_id = ${me}::uuid then m.to_member_id else m.from_member_id end as partner_id
      from ${memberMessages} m
      where (m.from_member_id = ${me}::uuid or m.to_member_id = ${me}::uuid) and m.hidden_at is null
    ), summary as (
      select partner_id, max(created_at) as last_message_at,
        (count(*) filter (where to_member_id = ${me}::uuid and not is_read))::int as unread
      from mine group by partner_id
    ), latest as (
      select distinct on (partner_id) partner_id, message_text, from_member_id
      from mine order by partner_id, created_at desc, id desc
    )
    select p.id, p.full_name, p.profile_image, p.member_type, s.last_message_at, s.unread, l.message_text, l.from_member_id
    from summary s
    join latest l on l.partner_id = s.partner_id
    join ${memberProfiles} p on p.id = s.partner_id
    where p.approval_status = 'approved' and p.is_active
    order by s.last_message_at desc
  `)) as unknown as {
    rows: {
      id: string;
      full_name: string;
      profile_image: string | null;
      member_type: string;
      last_message_at: Date | string;
      unread: number;
      message_text: string;
      from_member_id: string;
    }[];
  };
  return result.rows.map((row) => ({
    partner: { id: row.id, fullName: row.full_name, profileImage: row.profile_image, memberType: row.member_type },
    lastMessageAt: new Date(row.last_message_at),
    lastMessageText: row.message_text,
    lastMessageMine: row.from_member_id === me,
    unread: Number(row.unread),
  }));
}

/** The thread between the caller and one partner, oldest first. */
export async function listThread(db: Database, me: string, partner: string): Promise<MessageBubble[]> {
  const rows = await db
    .select()
    .from(memberMessages)
    .where(
      and(
        or(
          and(eq(memberMessages.fromMemberId, me), eq(memberMessages.toMemberId, partner)),
          and(eq(memberMessages.fromMemberId, partner), eq(memberMessages.toMemberId, me)),
        ),
        isNull(memberMessages.hiddenAt),
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

/** A message as the caller's live stream sends it: the other side of it, and whether the caller wrote it. */
export interface LiveMessage {
  id: string;
  fromMemberId: string;
  toMemberId: string;
  text: string;
  createdAt: Date;
}

const liveColumns = {
  id: memberMessages.id,
  fromMemberId: memberMessages.fromMemberId,
  toMemberId: memberMessages.toMemberId,
  text: memberMessages.messageText,
  createdAt: memberMessages.createdAt,
};

/** One message by id (a notification names it); null when it is gone. */
export async function findLiveMessage(db: Database, id: string): Promise<LiveMessage | null> {
  const [row] = await db
    .select(liveColumns)
    .from(memberMessages)
    .where(and(eq(memberMessages.id, id), isNull(memberMessages.hiddenAt)));
  return row ?? null;
}

/** When the caller's message `id` (sent or received) was written; null for anyone else's or an unknown id. */
export async function messageTimeOf(db: Database, me: string, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: memberMessages.createdAt })
    .from(memberMessages)
    .where(and(eq(memberMessages.id, id), or(eq(memberMessages.fromMemberId, me), eq(memberMessages.toMemberId, me))));
  return row?.createdAt ?? null;
}

/**
 * The caller's messages (sent and received, every thread) written at or after `since`, oldest
 * first, at most `limit`: what a reconnecting live stream sends again.
 */
export async function listMessagesSince(db: Database, me: string, since: Date, limit: number): Promise<LiveMessage[]> {
  return db
    .select(liveColumns)
    .from(memberMessages)
    .where(
      and(
        or(eq(memberMessages.fromMemberId, me), eq(memberMessages.toMemberId, me)),
        gte(memberMessages.createdAt, since),
        isNull(memberMessages.hiddenAt),
      ),
    )
    .orderBy(asc(memberMessages.createdAt), asc(memberMessages.id))
    .limit(limit);
}

/** Marks the partner's unread messages to the caller read (spec §4); returns how many changed. */
export async function markThreadRead(db: Database, me: string, partner: string): Promise<number> {
  const rows = await db
    .update(memberMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(memberMessages.toMemberId, me),
        eq(memberMessages.fromMemberId, partner),
        eq(memberMessages.isRead, false),
      ),
    )
    .returning({ id: memberMessages.id });
  return rows.length;
}

export async function blockMember(db: Database, me: string, other: string): Promise<void> {
  await db.insert(memberBlocks).values({ blockerId: me, blockedId: other }).onConflictDoNothing();
}

export async function unblockMember(db: Database, me: string, other: string): Promise<void> {
  await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, other)));
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
 * hours, unless they turned the digest off (`digest_emails`). The UPDATE re-checks the stamp under the row lock, so two runs never both claim a member.
 */
export async function claimDigestRecipients(
  db: Database,
  now: Date,
  minWaitMinutes: number,
): Promise<DigestRecipient[]> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const waitedSince = new Date(now.getTime() - minWaitMinutes * 60 * 1000);
  const result = (await db.execute(sql`
    with due as (
      select p.id, count(m.id)::int as unread,
        (array_agg(distinct s.full_name))[1:5] as senders
      from member_profiles p
      join member_messages m on m.to_member_id = p.id and not m.is_read and m.hidden_at is null
        and m.created_at > coalesce(p.message_digest_sent_at, '-infinity'::timestamptz)
        and m.created_at <= ${waitedSince.toISOString()}::timestamptz
      join member_profiles s on s.id = m.from_member_id and s.approval_status = 'approved' and s.is_active
      where p.approval_status = 'approved' and p.is_active and p.digest_emails
        and (p.message_digest_sent_at is null or p.message_digest_sent_at <= ${dayAgo.toISOString()}::timestamptz)
      group by p.id
    )
    update member_profiles set message_digest_sent_at = ${now.toISOString()}::timestamptz
    from due
    where member_profiles.id = due.id
      and (member_profiles.message_digest_sent_at is null or member_profiles.message_digest_sent_at <= ${dayAgo.toISOString()}::timestamptz)
    returning member_profiles.id as member_id, member_profiles.email, member_profiles.full_name, due.unread, due.senders
  `)) as unknown as {
    rows: { member_id: string; email: string; full_name: string; unread: number; senders: string[] }[];
  };
  return result.rows.map((row) => ({
    memberId: row.member_id,
    email: row.email,
    fullName: row.full_name,
    unread: Number(row.unread),
    senders: row.senders ?? [],
  }));
}
