import 'server-only';

import { and, asc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { memberBlocks, memberMessages, memberProfiles } from '@/lib/db/schema';
import { returnedRow, rowsOf } from '@/lib/db/rows';
import { CONVERSATIONS_PER_PAGE, THREAD_PAGE_SIZE } from '@/lib/members/message-thread';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { getAccessMemo, topicKey } from '@/lib/cache/access-memo';
import { listedMember } from './member-conditions';

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
  /** Empty for a message a moderator hid: its text never leaves the server. */
  text: string;
  isRead: boolean;
  createdAt: Date;
  /** A moderator hid it: the thread shows a placeholder in its place, for both members. */
  hidden: boolean;
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
    hidden: false,
  };
}

/**
 * The caller's partners who have at least one message with them that is not hidden (sent or
 * received), each once: read through the two thread indexes, (from, to, created_at) for the sent
 * side and (to, from, created_at) for the received side, so it costs the caller's own messages,
 * never the table.
 */
function partnersOf(me: string) {
  return sql`
    select m.to_member_id as partner_id from ${memberMessages} m
    where m.from_member_id = ${me}::uuid and m.hidden_at is null
    union
    select m.from_member_id from ${memberMessages} m
    where m.to_member_id = ${me}::uuid and m.hidden_at is null`;
}

/** The newest message that is not hidden from `from` to `to` (a LATERAL's side), by the thread index read backwards. */
function newestOneWay(from: SQL, to: SQL) {
  return sql`(select m.id, m.created_at from ${memberMessages} m
    where m.from_member_id = ${from} and m.to_member_id = ${to} and m.hidden_at is null
    order by m.created_at desc, m.id desc limit 1)`;
}

/**
 * One page of the caller's conversations, most recent first (the last message's time, then its
 * id, so pages never overlap): each listed partner (approved, active; a block changes nothing here)
 * once, with the real time and text of the last message that is not hidden (the spec used the
 * current time) and the number of unread messages from them. One statement: the partners, each
 * one's last message by a LATERAL over the two thread indexes, the page cut, and only then the
 * page's texts and unread counts.
 */
export async function listConversations(
  db: Database,
  me: string,
  window: { limit: number; offset: number } = pageWindow(1, CONVERSATIONS_PER_PAGE),
): Promise<Conversation[]> {
  const partner = sql`partners.partner_id`;
  const result = await rowsOf<{
    id: string;
    full_name: string;
    profile_image: string | null;
    member_type: string;
    last_message_at: Date | string;
    unread: number;
    message_text: string;
    from_member_id: string;
  }>(
    db.execute(sql`
    with partners as (${partnersOf(me)}),
    latest as (
      select partners.partner_id, last.id, last.created_at
      from partners
      join ${memberProfiles} p on p.id = partners.partner_id and p.approval_status = 'approved' and p.is_active
      cross join lateral (
        select both_ways.id, both_ways.created_at from (
          ${newestOneWay(sql`${me}::uuid`, partner)}
          union all
          ${newestOneWay(partner, sql`${me}::uuid`)}
        ) both_ways
        order by both_ways.created_at desc, both_ways.id desc limit 1
      ) last
      order by last.created_at desc, last.id desc
      limit ${window.limit} offset ${window.offset}
    )
    select p.id, p.full_name, p.profile_image, p.member_type, m.created_at as last_message_at,
      m.message_text, m.from_member_id,
      (select count(*)::int from ${memberMessages} u
        where u.from_member_id = latest.partner_id and u.to_member_id = ${me}::uuid
          and not u.is_read and u.hidden_at is null) as unread
    from latest
    join ${memberMessages} m on m.id = latest.id
    join ${memberProfiles} p on p.id = latest.partner_id
    order by latest.created_at desc, latest.id desc
  `),
  );
  return result.map((row) => ({
    partner: { id: row.id, fullName: row.full_name, profileImage: row.profile_image, memberType: row.member_type },
    lastMessageAt: new Date(row.last_message_at),
    lastMessageText: row.message_text,
    lastMessageMine: row.from_member_id === me,
    unread: Number(row.unread),
  }));
}

/** How many conversations `listConversations` has for the caller, all pages together (a count). */
export async function countConversations(db: Database, me: string): Promise<number> {
  const result = await rowsOf<{ total: number }>(
    db.execute(sql`
    with partners as (${partnersOf(me)})
    select count(*)::int as total
    from partners
    join ${memberProfiles} p on p.id = partners.partner_id and p.approval_status = 'approved' and p.is_active
  `),
  );
  return Number(result[0]?.total ?? 0);
}

/**
 * Page `page` of the caller's conversations (`CONVERSATIONS_PER_PAGE` each) with the total. Two
 * statements: a page past the end still learns the total (and so the pager's last page).
 */
export async function listConversationPage(db: Database, me: string, page: number): Promise<Page<Conversation>> {
  const [items, total] = await Promise.all([
    listConversations(db, me, pageWindow(page, CONVERSATIONS_PER_PAGE)),
    countConversations(db, me),
  ]);
  return pageOf(items, total, page, CONVERSATIONS_PER_PAGE);
}

/**
 * The newest `limit` messages of the thread between the caller and one partner (a message a
 * moderator hid comes with `hidden` and without its text, so both members see where it was),
 * oldest first; with `before` (a message id of this thread), the `limit` written before that
 * message, keyset on (created_at, id), so nothing is skipped or repeated however many arrive
 * meanwhile. An id that is not a message of this thread gives nothing. Each direction is read by
 * its own index backwards and stops at `limit`, so a long thread costs one page.
 */
export async function listThread(
  db: Database,
  me: string,
  partner: string,
  { before = null, limit = THREAD_PAGE_SIZE }: { before?: string | null; limit?: number } = {},
): Promise<MessageBubble[]> {
  const cursor = before
    ? sql`with cursor as (
        select c.created_at, c.id from ${memberMessages} c
        where c.id = ${before}::uuid
          and ((c.from_member_id = ${me}::uuid and c.to_member_id = ${partner}::uuid)
            or (c.from_member_id = ${partner}::uuid and c.to_member_id = ${me}::uuid))
      )`
    : sql``;
  // The first condition lets the index bound created_at; the second breaks ties by id.
  const older = before
    ? sql`and m.created_at <= (select created_at from cursor)
        and (m.created_at, m.id) < (select created_at, id from cursor)`
    : sql``;
  const oneWay = (from: string, to: string) => sql`(
    select m.id, m.from_member_id, m.to_member_id, m.is_read, m.created_at,
      case when m.hidden_at is null then m.message_text else '' end as message_text,
      m.hidden_at is not null as hidden
    from ${memberMessages} m
    where m.from_member_id = ${from}::uuid and m.to_member_id = ${to}::uuid ${older}
    order by m.created_at desc, m.id desc limit ${limit})`;
  const result = await rowsOf<{
    id: string;
    from_member_id: string;
    to_member_id: string;
    message_text: string;
    is_read: boolean;
    created_at: Date | string;
    hidden: boolean;
  }>(
    db.execute(sql`
    ${cursor}
    select * from (${oneWay(me, partner)} union all ${oneWay(partner, me)}) both_ways
    order by both_ways.created_at desc, both_ways.id desc limit ${limit}
  `),
  );
  return result.reverse().map((row) => ({
    id: row.id,
    fromMemberId: row.from_member_id,
    toMemberId: row.to_member_id,
    text: row.hidden ? '' : row.message_text,
    isRead: row.is_read,
    createdAt: new Date(row.created_at),
    hidden: row.hidden,
  }));
}

/** A thread's page as the screen shows it: its messages, oldest first, and the cursor of the older ones if any. */
export interface ThreadPage {
  messages: MessageBubble[];
  /** The id of the oldest message shown when older ones exist (`?starije=<id>` reads them), else null. */
  olderThan: string | null;
}

/** `THREAD_PAGE_SIZE` messages of a thread (the newest, or those before `before`), one more read to know whether older ones exist. */
export async function listThreadPage(
  db: Database,
  me: string,
  partner: string,
  before: string | null = null,
): Promise<ThreadPage> {
  const rows = await listThread(db, me, partner, { before, limit: THREAD_PAGE_SIZE + 1 });
  const messages = rows.length > THREAD_PAGE_SIZE ? rows.slice(1) : rows;
  return { messages, olderThan: rows.length > THREAD_PAGE_SIZE ? (messages[0]?.id ?? null) : null };
}

/** Whether the partner's messages to the caller (not hidden) include unread ones, wherever they are in the thread. */
export async function hasUnreadFrom(db: Database, me: string, partner: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberMessages.id })
    .from(memberMessages)
    .where(
      and(
        eq(memberMessages.fromMemberId, partner),
        eq(memberMessages.toMemberId, me),
        eq(memberMessages.isRead, false),
        isNull(memberMessages.hiddenAt),
      ),
    )
    .limit(1);
  return row !== undefined;
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
  limit: number,
): Promise<DigestRecipient[]> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const waitedSince = new Date(now.getTime() - minWaitMinutes * 60 * 1000);
  const result = await rowsOf<{
    member_id: string;
    email: string;
    full_name: string;
    unread: number;
    senders: string[];
  }>(
    db.execute(sql`
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
      -- At most the limit of members per claim: the caller works through a backlog in bounded batches.
      limit ${limit}
    )
    update member_profiles set message_digest_sent_at = ${now.toISOString()}::timestamptz
    from due
    where member_profiles.id = due.id
      and (member_profiles.message_digest_sent_at is null or member_profiles.message_digest_sent_at <= ${dayAgo.toISOString()}::timestamptz)
    returning member_profiles.id as member_id, member_profiles.email, member_profiles.full_name, due.unread, due.senders
  `),
  );
  return result.map((row) => ({
    memberId: row.member_id,
    email: row.email,
    fullName: row.full_name,
    unread: Number(row.unread),
    senders: row.senders ?? [],
  }));
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/**
 * A page of the member's conversations, newest first, with their total. The first page is
 * remembered in the access memo until a message or a partner's name changes (docs/architecture.md
 * "Access memo"): it is what the messages page shows on every opened thread and on each refresh
 * after a mark or a live message, and it is 30 rows however many conversations there are. Later
 * pages are read per request: rarer, and one entry per page and member would crowd the memo.
 */
export async function readConversationPage(memberId: string, page: number): Promise<Page<Conversation>> {
  const db = await getDb();
  if (page !== 1) return listConversationPage(db, memberId, page);
  return getAccessMemo().remember(topicKey('conversations', memberId), () => listConversationPage(db, memberId, 1));
}

export interface MessagesPage {
  conversations: Page<Conversation>;
  /** The conversation asked for with `?to=`, when that member can be written to (a member who blocked us cannot be found by a link). */
  open: ChatPartner | null;
  blocks: { iBlocked: boolean; blockedMe: boolean } | null;
  thread: ThreadPage | null;
  unreadFromPartner: boolean;
}

/**
 * /members/messages: a page of the conversation list and, with `partnerId` (a valid id, not the
 * member's own), that conversation: its newest messages, or those before `olderThan`.
 */
export async function readMessagesPage(
  memberId: string,
  { partnerId, page, olderThan }: { partnerId: string | null; page: number; olderThan: string | null },
): Promise<MessagesPage> {
  const db = await getDb();
  const partner = partnerId ? await findChatPartner(db, partnerId) : null;
  const blocks = partner ? await blockStateBetween(db, memberId, partner.id) : null;
  const open = partner && blocks && !blocks.blockedMe ? partner : null;
  const [conversations, thread, unreadFromPartner] = await Promise.all([
    readConversationPage(memberId, page),
    open ? listThreadPage(db, memberId, open.id, olderThan) : null,
    open ? hasUnreadFrom(db, memberId, open.id) : false,
  ]);
  return { conversations, open, blocks, thread, unreadFromPartner };
}
