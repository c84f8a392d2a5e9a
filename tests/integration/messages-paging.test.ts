import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  blockMember,
  countConversations,
  listConversationPage,
  listConversations,
  listThread,
  listThreadPage,
  hasUnreadFrom,
  markThreadRead,
  type MessageBubble,
} from '@/lib/data/member-messages';
import type { Database } from '@/lib/db/connection';
import { memberMessages, memberProfiles } from '@/lib/db/schema';
import { CONVERSATIONS_PER_PAGE, THREAD_PAGE_SIZE } from '@/lib/members/message-thread';

import { BACKENDS, NO_SEED, rows, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

/**
 * The conversation list and long threads at a community's size (issue 47): a page of 30
 * conversations ordered by the last message with a count, a thread's newest 50 and the older ones
 * on request (keyset on time, then id), the hidden and blocked rules as before, and the queries on
 * the thread indexes, never a scan of member_messages.
 */
describe.each(BACKENDS)('conversations and threads in pages on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;
  const base = Date.parse('2026-11-01T08:00:00Z');
  let serial = 0;

  async function addMembers(count: number, approvalStatus = 'approved'): Promise<string[]> {
    const values = Array.from({ length: count }, () => {
      serial += 1;
      return {
        email: `clan.${serial}@primer.rs`,
        fullName: `Član ${String(serial).padStart(4, '0')}`,
        memberType: 'individual',
        approvalStatus,
      };
    });
    const inserted = await db().insert(memberProfiles).values(values).returning({ id: memberProfiles.id });
    return inserted.map((row) => row.id);
  }

  async function send(from: string, to: string, text: string, at: number, isRead = false): Promise<string> {
    const inserted = await db()
      .insert(memberMessages)
      .values({ fromMemberId: from, toMemberId: to, messageText: text, createdAt: new Date(at), isRead })
      .returning({ id: memberMessages.id });
    return firstOf(inserted).id;
  }

  describe('the conversation list', () => {
    let me: string;
    let partners: string[];

    beforeAll(async () => {
      me = firstOf(await addMembers(1));
      partners = await addMembers(75);
      // Partner i's conversation: a message from me, then i % 3 unread ones from them or (every
      // fourth partner) a last message from me; the last message of partner i is at minute 10 * i.
      for (const [i, partner] of partners.entries()) {
        await send(me, partner, `Zdravo ${i}`, base + (10 * i - 5) * 60_000);
        if (i % 4 === 0) {
          await send(partner, me, `Odgovor ${i}`, base + (10 * i - 3) * 60_000, true);
          await send(me, partner, `Poslednja moja ${i}`, base + 10 * i * 60_000);
        } else {
          for (let k = 0; k < Math.max(1, i % 3); k += 1) {
            await send(partner, me, `Od ${i} broj ${k}`, base + (10 * i - 2 + k) * 60_000, i % 3 === 0);
          }
        }
      }
    });

    /** What the list should show for partner i: last text, mine, unread. */
    function expected(i: number) {
      if (i % 4 === 0) return { text: `Poslednja moja ${i}`, mine: true, unread: 0 };
      const count = Math.max(1, i % 3);
      return { text: `Od ${i} broj ${count - 1}`, mine: false, unread: i % 3 === 0 ? 0 : count };
    }

    it('shows 30 conversations a page in last-message order, the rest on later pages, each once, with a count', async () => {
      expect(CONVERSATIONS_PER_PAGE).toBe(30);
      const pages = await Promise.all([1, 2, 3].map((page) => listConversationPage(db(), me, page)));
      expect(pages.map((page) => [page.items.length, page.total, page.pageCount])).toEqual([
        [30, 75, 3],
        [30, 75, 3],
        [15, 75, 3],
      ]);
      const shown = pages.flatMap((page) => page.items.map((item) => item.partner.id));
      expect(shown).toEqual([...partners].reverse());
      for (const item of pages.flatMap((page) => page.items)) {
        const i = partners.indexOf(item.partner.id);
        const want = expected(i);
        expect({
          text: item.lastMessageText,
          mine: item.lastMessageMine,
          unread: item.unread,
          at: item.lastMessageAt.toISOString(),
        }).toEqual({
          ...want,
          at: new Date(base + (i % 4 === 0 ? 10 * i : 10 * i - 2 + Math.max(1, i % 3) - 1) * 60_000).toISOString(),
        });
      }
    });

    it('a page past the end is empty and still knows the total', async () => {
      const past = await listConversationPage(db(), me, 4);
      expect(past).toMatchObject({ items: [], total: 75, page: 4, pageCount: 3 });
      expect(await countConversations(db(), me)).toBe(75);
    });

    it('a new message moves its conversation to the top of page 1, and the pages stay disjoint', async () => {
      const oldest = partners[0]!;
      await send(oldest, me, 'Opet ja', base + 1000 * 60_000);
      const [first, second, third] = await Promise.all([1, 2, 3].map((page) => listConversationPage(db(), me, page)));
      expect(first!.items[0]).toMatchObject({ partner: { id: oldest }, lastMessageText: 'Opet ja', unread: 1 });
      const ids = [first!, second!, third!].flatMap((page) => page.items.map((item) => item.partner.id));
      expect(new Set(ids).size).toBe(75);
      expect(ids).toHaveLength(75);
      expect(await markThreadRead(db(), me, oldest)).toBe(1);
      expect((await listConversations(db(), me, { limit: 1, offset: 0 }))[0]).toMatchObject({ unread: 0 });
    });

    it('hidden messages and members who are not listed are left out, and counted out; a block changes nothing', async () => {
      const [quiet, pending] = [await addMembers(1), await addMembers(1, 'pending')].map((ids) => ids[0]!);
      const hiddenOnly = await send(quiet!, me, 'Sakrivena', base + 2000 * 60_000);
      await db().update(memberMessages).set({ hiddenAt: new Date() }).where(eq(memberMessages.id, hiddenOnly));
      await send(pending!, me, 'Na čekanju', base + 2001 * 60_000);
      expect(await countConversations(db(), me)).toBe(75);
      expect((await listConversationPage(db(), me, 1)).items.map((item) => item.partner.id)).not.toContain(quiet);

      // A hidden last message: the one before it is the conversation's last.
      const partner = partners[10]!;
      const hiddenLast = await send(me, partner, 'Sakrivena poslednja', base + 3000 * 60_000);
      await db().update(memberMessages).set({ hiddenAt: new Date() }).where(eq(memberMessages.id, hiddenLast));
      const everything = await listConversations(db(), me, { limit: 100, offset: 0 });
      expect(everything).toHaveLength(75);
      expect(everything.find((item) => item.partner.id === partner)?.lastMessageText).toBe(expected(10).text);

      // Blocking does not take a conversation off the list (as before paging).
      await blockMember(db(), me, partners[74]!);
      expect((await listConversationPage(db(), me, 1)).items.map((item) => item.partner.id)).toContain(partners[74]);
      expect(await countConversations(db(), me)).toBe(75);
    });

    it('a member with no conversations has none, and a count of 0', async () => {
      const [nobody] = await addMembers(1);
      expect(await listConversationPage(db(), nobody!, 1)).toMatchObject({ items: [], total: 0, pageCount: 1 });
    });
  });

  describe('a long thread', () => {
    let me: string;
    let partner: string;
    let all: string[];

    beforeAll(async () => {
      const pair = await addMembers(2);
      me = pair[0]!;
      partner = pair[1]!;
      all = [];
      // 130 messages, both ways; every seventh shares its time with the one before (ties broken by id).
      let at = base;
      for (let k = 0; k < 130; k += 1) {
        if (k % 7 !== 0) at += 60_000;
        const [from, to] = k % 3 === 0 ? [partner, me] : [me, partner];
        all.push(await send(from, to, `Poruka ${k}`, at, k < 100));
      }
      // The thread's order is (time, id): sort the ids the same way the SQL does.
      const ordered = await rows<{ id: string }>(
        db(),
        sql`select id from member_messages where id in (${sql.join(
          all.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by created_at, id`,
      );
      all = ordered.map((row) => row.id);
    });

    const ids = (messages: readonly MessageBubble[]) => messages.map((message) => message.id);

    it('shows the newest 50, and the older ones 50 at a time before the oldest shown, none lost or repeated', async () => {
      expect(THREAD_PAGE_SIZE).toBe(50);
      const newest = await listThreadPage(db(), me, partner);
      expect(ids(newest.messages)).toEqual(all.slice(80));
      expect(newest.olderThan).toBe(all[80]);
      const older = await listThreadPage(db(), me, partner, newest.olderThan);
      expect(ids(older.messages)).toEqual(all.slice(30, 80));
      expect(older.olderThan).toBe(all[30]);
      const oldest = await listThreadPage(db(), me, partner, older.olderThan);
      expect(ids(oldest.messages)).toEqual(all.slice(0, 30));
      expect(oldest.olderThan).toBeNull();
      // The partner reads the same pages.
      expect(ids((await listThreadPage(db(), partner, me)).messages)).toEqual(all.slice(80));
    });

    it('messages arriving meanwhile do not shift the older pages', async () => {
      const newest = await listThreadPage(db(), me, partner);
      const later = await send(partner, me, 'Nova', base + 1000 * 60_000);
      const older = await listThreadPage(db(), me, partner, newest.olderThan);
      expect(ids(older.messages)).toEqual(all.slice(30, 80));
      expect((await listThreadPage(db(), me, partner)).messages.at(-1)?.id).toBe(later);
      all.push(later);
    });

    it('a hidden message keeps its place on its page, without its text; a cursor from another thread or an unknown id gives nothing', async () => {
      const hidden = all[50]!;
      await db().update(memberMessages).set({ hiddenAt: new Date() }).where(eq(memberMessages.id, hidden));
      const newest = await listThreadPage(db(), me, partner);
      const older = await listThreadPage(db(), me, partner, newest.olderThan);
      expect(ids(older.messages)).toEqual(all.slice(31, 81));
      expect(older.messages.filter((message) => message.hidden)).toEqual([
        expect.objectContaining({ id: hidden, text: '', hidden: true }),
      ]);
      await db().update(memberMessages).set({ hiddenAt: null }).where(eq(memberMessages.id, hidden));

      const [stranger] = await addMembers(1);
      const foreign = await send(stranger!, me, 'Druga nit', base);
      expect(await listThread(db(), me, partner, { before: foreign })).toEqual([]);
      expect(await listThread(db(), me, partner, { before: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
      // A third member reads nothing of the thread, with or without a cursor.
      expect(await listThread(db(), stranger!, partner, { before: all[100] })).toEqual([]);
      expect(await listThread(db(), stranger!, me)).toHaveLength(1);
    });

    it("knows of the partner's unread messages anywhere in the thread, not only on the page shown", async () => {
      // Only messages 100..129 were stored unread, the partner's among them; read them all.
      expect(await hasUnreadFrom(db(), me, partner)).toBe(true);
      await markThreadRead(db(), me, partner);
      expect(await hasUnreadFrom(db(), me, partner)).toBe(false);
      // An old unread one, outside the newest 50, still counts.
      await db()
        .update(memberMessages)
        .set({ isRead: false })
        .where(inArray(memberMessages.id, [all[3]!]));
      expect(await hasUnreadFrom(db(), me, partner)).toBe(true);
      // My own unread messages (100..129) are the partner's to read, not mine.
      expect(await hasUnreadFrom(db(), partner, me)).toBe(true);
      await markThreadRead(db(), partner, me);
      expect(await hasUnreadFrom(db(), partner, me)).toBe(false);
    });
  });

  describe('the queries use the thread indexes', () => {
    let me: string;
    let partner: string;

    beforeAll(async () => {
      await db().execute(sql`
        insert into member_profiles (email, full_name, member_type, approval_status)
        select 'masa.' || g || '@primer.rs', 'Masa ' || g, 'individual', 'approved' from generate_series(1, 1500) g`);
      await db().execute(sql`
        with bulk as (
          select id, row_number() over (order by email) as n from member_profiles where email like 'masa.%'
        )
        insert into member_messages (from_member_id, to_member_id, message_text, is_read, created_at)
        select a.id, b.id, 'Poruka ' || g, g % 5 = 0, now() - g * interval '1 minute'
        from generate_series(1, 30000) g
        join bulk a on a.n = g % 1500 + 1
        join bulk b on b.n = (g * 7 + 3) % 1500 + 1
        where a.id <> b.id`);
      await db().execute(sql`analyze member_messages`);
      await db().execute(sql`analyze member_profiles`);
      const [pair] = await rows<{ from_member_id: string; to_member_id: string }>(
        db(),
        sql`select from_member_id, to_member_id from member_messages m
          join member_profiles p on p.id = m.from_member_id and p.email like 'masa.%' limit 1`,
      );
      me = pair!.from_member_id;
      partner = pair!.to_member_id;
    });

    /** The plans of every statement `read` runs, as text (EXPLAIN before each, with the same parameters). */
    async function plansOf(read: (db: Database) => Promise<unknown>): Promise<string[]> {
      const plans: string[] = [];
      const explaining = new Proxy(db(), {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver);
          return async (query: SQL) => {
            const result = (await target.execute(sql`explain ${query}`)) as unknown as {
              rows: Record<string, string>[];
            };
            plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
            return { rows: [] };
          };
        },
      });
      await read(explaining);
      return plans;
    }

    // member_profiles (5,000 rows at a community's size) may be hashed whole when the planner
    // finds it cheaper than one lookup per partner; the messages never.
    it('the list, its count and a thread page (newest and older) read the messages by the thread indexes, never a scan', async () => {
      const [cursor] = await listThread(db(), me, partner, { limit: 1 });
      const plans = [
        ...(await plansOf((explaining) => listConversations(explaining, me, { limit: 30, offset: 30 }))),
        ...(await plansOf((explaining) => countConversations(explaining, me))),
        ...(await plansOf((explaining) => listThread(explaining, me, partner))),
        ...(await plansOf((explaining) => listThread(explaining, me, partner, { before: cursor!.id }))),
      ];
      expect(plans).toHaveLength(4);
      for (const plan of plans) {
        expect(plan).not.toMatch(/Seq Scan on member_messages/);
        expect(plan).toMatch(/member_messages_(received_)?thread_idx/);
      }
    });
  });
});
