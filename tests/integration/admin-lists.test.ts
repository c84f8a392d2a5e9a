import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { INBOX_KINDS } from '@/lib/admin/inbox';
import { csvStream } from '@/lib/csv';
import { ADMIN_POSTS_PAGE_SIZE, queryAdminPosts } from '@/lib/data/admin-blog';
import { ADMIN_MEMBERS_PAGE_SIZE, countMembersByStatus, listMembersForAdmin } from '@/lib/data/admin-members';
import { countOutboxByStatus, OUTBOX_PAGE_SIZE, queryOutbox, queryOutboxScreen } from '@/lib/data/admin-outbox';
import {
  INBOX_EXPORT_BATCH,
  INBOX_PAGE_SIZE,
  inboxExport,
  queryInbox,
  queryInboxScreen,
  queryUnhandledCounts,
} from '@/lib/data/inbox';
import {
  blogPosts,
  contactMessages,
  eventRegistrations,
  joinApplications,
  mailOutbox,
  memberProfiles,
  newsletterSubscribers,
  teamApplications,
} from '@/lib/db/schema';

import { BACKENDS, NO_SEED, rows, useTestDatabase } from './support/database';

/** A download read to its end, as text (the byte order mark kept). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Issue 47: the panel's lists are read one page at a time in SQL, their counts from `count(*)`. */
describe.each(BACKENDS)("the admin panel's lists page in SQL on %s", (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;
  const base = Date.UTC(2026, 0, 1);
  const minutes = (n: number) => new Date(base + n * 60_000);

  describe('inbox', () => {
    it('pages newest first, 20 a page: page 2 holds the next rows, a page past the end is empty', async () => {
      const inserted = await db()
        .insert(teamApplications)
        .values(
          Array.from({ length: 60 }, (_, index) => ({
            name: `Kandidat ${index}`,
            email: `kandidat${index}@primer.rs`,
            role: 'team',
            experience: 'Iskustvo',
            motivation: 'Motivacija',
            createdAt: minutes(index),
          })),
        )
        .returning({ id: teamApplications.id });
      const newestFirst = inserted.map((row) => row.id).reverse();
      const page = (number: number) => queryInbox(db(), { kind: 'team', status: 'all', search: '', page: number });

      const [first, second, third, past] = await Promise.all([page(1), page(2), page(3), page(9)]);
      expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, INBOX_PAGE_SIZE));
      expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(INBOX_PAGE_SIZE, 2 * INBOX_PAGE_SIZE));
      expect(third.items.map((item) => item.id)).toEqual(newestFirst.slice(2 * INBOX_PAGE_SIZE));
      expect(first).toMatchObject({ total: 60, pageCount: 3, page: 1 });
      expect(past).toMatchObject({ items: [], total: 60, page: 9 });

      // Handled ones leave the default (unhandled) list and its count.
      await db()
        .update(teamApplications)
        .set({ handledAt: new Date() })
        .where(inArray(teamApplications.id, newestFirst.slice(0, 10)));
      const unhandled = await queryInboxScreen(db(), { kind: 'team', status: 'unhandled', search: '', page: 1 });
      expect(unhandled.items[0]?.id).toBe(newestFirst[10]);
      expect(unhandled.total).toBe(50);
      expect(unhandled.unhandled.team).toBe(50);
      const handled = await queryInbox(db(), { kind: 'team', status: 'handled', search: '', page: 1 });
      expect(handled.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 10));
      expect(handled.total).toBe(10);
    });

    it('counts the unhandled of every kind as they really are', async () => {
      await db()
        .insert(newsletterSubscribers)
        .values(
          Array.from({ length: 7 }, (_, index) => ({
            firstName: 'Pretplatnik',
            lastName: String(index),
            email: `pretplatnik${index}@primer.rs`,
            mailbox: `pretplatnik${index}@primer.rs`,
            handledAt: index < 2 ? new Date() : null,
          })),
        );
      const real = {
        contact: await db().$count(contactMessages, isNull(contactMessages.handledAt)),
        join: await db().$count(joinApplications, isNull(joinApplications.handledAt)),
        team: await db().$count(teamApplications, isNull(teamApplications.handledAt)),
        registrations: await db().$count(eventRegistrations, isNull(eventRegistrations.handledAt)),
        newsletter: await db().$count(newsletterSubscribers, isNull(newsletterSubscribers.handledAt)),
      };
      expect(Object.keys(real).sort()).toEqual(INBOX_KINDS.map((kind) => kind.id).sort());
      expect(real.newsletter).toBeGreaterThanOrEqual(5);
      expect(await queryUnhandledCounts(db())).toEqual(real);
    });

    it('searches the stored folded text: Cyrillic and diacritics alike, every word somewhere, wildcards literal', async () => {
      const [marko, djordje, percent] = await db()
        .insert(contactMessages)
        .values([
          { name: 'Marko Petrović', email: 'marko@primer.rs', message: 'Zanima me saradnja na festivalu.' },
          { name: 'Ђорђе Јовановић', email: 'djole@primer.rs', message: 'Питање о чланству.' },
          { name: 'Popust', email: 'popust@primer.rs', message: 'Dajemo 50% popusta_danas' },
        ])
        .returning({ id: contactMessages.id });
      const ids = async (search: string) =>
        (await queryInbox(db(), { kind: 'contact', status: 'all', search, page: 1 })).items.map((item) => item.id);

      expect(await ids('марко')).toEqual([marko!.id]);
      expect(await ids('MARKO petrovic')).toEqual([marko!.id]);
      expect(await ids('đorđe')).toEqual([djordje!.id]);
      expect(await ids('djordje clanstvu')).toEqual([djordje!.id]);
      // Every word, each in any field: name and message.
      expect(await ids('marko festival')).toEqual([marko!.id]);
      expect(await ids('marko clanstvu')).toEqual([]);
      expect(await ids('50%')).toEqual([percent!.id]);
      expect(await ids('0%p')).toEqual([]);
      expect(await ids('popusta_')).toEqual([percent!.id]);
      const found = await queryInbox(db(), { kind: 'contact', status: 'all', search: 'primer.rs', page: 1 });
      expect(found.total).toBe(await db().$count(contactMessages, sql`${contactMessages.email} like '%primer.rs%'`));
    });

    it('exports every matching row once, newest first, in batches of 500, with the header', async () => {
      // 1,200 rows: more than two batches, with ties (the same instant) and instants apart by microseconds.
      await db().execute(sql`
        insert into ${eventRegistrations} (event_title, first_name, last_name, email, created_at)
        select 'Veliki skup', 'Gost', 'Broj ' || n, 'gost' || n || '@primer.rs',
               timestamptz '2026-03-01 10:00:00+00' + ((n / 3) * interval '1 millisecond') + ((n % 2) * interval '1 microsecond')
        from generate_series(1, 1200) as n`);
      const expected = (
        await rows<{ email: string }>(
          db(),
          sql`select email from ${eventRegistrations} order by created_at desc, id desc`,
        )
      ).map((row) => row.email);
      expect(expected).toHaveLength(1200);

      const exported = inboxExport(db(), { kind: 'registrations', status: 'all', search: 'veliki skup' });
      const batchSizes: number[] = [];
      const counted = (async function* () {
        for await (const batch of exported.batches) {
          batchSizes.push(batch.length);
          yield batch;
        }
      })();
      const text = await readAll(csvStream(exported.header, counted));
      expect(batchSizes).toEqual([INBOX_EXPORT_BATCH, INBOX_EXPORT_BATCH, 200]);

      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(
        'Primljeno,Obrađeno,Ime i prezime,Email,Događaj,Datum događaja,Telefon,Kompanija,Pozicija,Poruka',
      );
      const emails = lines.slice(1).map((line) => line.split(',')[3]);
      expect(emails).toEqual(expected);
      expect(new Set(emails).size).toBe(1200);
    });

    it('exports more than 10,000 rows: no cap', async () => {
      await db().execute(sql`
        insert into ${joinApplications} (name, email, about, contribute, expect, created_at)
        select 'Prijava ' || n, 'prijava' || n || '@primer.rs', 'O meni', 'Znanje', 'Druženje', timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second'
        from generate_series(1, 10050) as n`);
      const exported = inboxExport(db(), { kind: 'join', status: 'all', search: '' });
      const text = await readAll(csvStream(exported.header, exported.batches));
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(1 + (await db().$count(joinApplications)));
      expect(lines.length).toBeGreaterThan(10_001);
    }, 120_000);
  });

  describe('outbox', () => {
    it('pages newest first, 20 a page, and counts each state with one GROUP BY', async () => {
      const statuses = ['pending', 'sent', 'failed'] as const;
      const inserted = await db()
        .insert(mailOutbox)
        .values(
          Array.from({ length: 55 }, (_, index) => ({
            toAddresses: [`primalac${index}@primer.rs`],
            subject: `Poruka ${index}`,
            textBody: 'Tekst',
            template: 'contact.notify',
            status: statuses[index % 3],
            createdAt: new Date(Date.UTC(2030, 0, 1) + index * 1000),
          })),
        )
        .returning({ id: mailOutbox.id, status: mailOutbox.status });
      const newestFirst = inserted.reverse();
      const all = await db().select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
      expect(all.slice(0, 55).map((row) => row.id)).toEqual(newestFirst.map((row) => row.id));

      const second = await queryOutbox(db(), { filter: 'all', page: 2 });
      expect(second.items.map((item) => item.id)).toEqual(
        newestFirst.slice(OUTBOX_PAGE_SIZE, 2 * OUTBOX_PAGE_SIZE).map((row) => row.id),
      );
      const failed = newestFirst.filter((row) => row.status === 'failed').map((row) => row.id);
      const failedPage = await queryOutbox(db(), { filter: 'failed', page: 1 });
      expect(failedPage.items.map((item) => item.id)).toEqual(failed.slice(0, OUTBOX_PAGE_SIZE));

      const real = {
        pending: await db().$count(mailOutbox, eq(mailOutbox.status, 'pending')),
        sent: await db().$count(mailOutbox, eq(mailOutbox.status, 'sent')),
        failed: await db().$count(mailOutbox, eq(mailOutbox.status, 'failed')),
        all: await db().$count(mailOutbox),
      };
      expect(await countOutboxByStatus(db())).toEqual(real);
      const screen = await queryOutboxScreen(db(), { filter: 'sent', page: 1 });
      expect(screen).toMatchObject({ counts: real, total: real.sent });
    });
  });

  describe("members ('Članovi')", () => {
    it('pages each standing, 20 a page, with counts from one GROUP BY', async () => {
      const inserted = await db()
        .insert(memberProfiles)
        .values(
          Array.from({ length: 45 }, (_, index) => ({
            email: `odobren${index}@primer.rs`,
            fullName: `Odobreni Član ${index}`,
            memberType: 'individual',
            approvalStatus: 'approved',
            createdAt: minutes(index),
          })),
        )
        .returning({ id: memberProfiles.id });
      const newestFirst = inserted.map((row) => row.id).reverse();
      const page = (number: number) => listMembersForAdmin(db(), { status: 'approved', query: '', page: number });
      const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);
      expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, ADMIN_MEMBERS_PAGE_SIZE));
      expect(second.items.map((item) => item.id)).toEqual(
        newestFirst.slice(ADMIN_MEMBERS_PAGE_SIZE, 2 * ADMIN_MEMBERS_PAGE_SIZE),
      );
      expect(third.items).toHaveLength(5);
      expect(first).toMatchObject({ total: 45, pageCount: 3 });

      const real = await rows<{ status: string; value: number }>(
        db(),
        sql`select approval_status as status, count(*)::int as value from ${memberProfiles} group by 1`,
      );
      const counts = await countMembersByStatus(db());
      for (const row of real) expect(counts[row.status as keyof typeof counts]).toBe(row.value);
      expect(counts.approved).toBe(45);
    });

    it('searches the whole query as a substring of name, e-mail, what they do, industry or phone', async () => {
      const [ana] = await db()
        .insert(memberProfiles)
        .values([
          {
            email: 'ana.search@primer.rs',
            fullName: 'Ana Šarić',
            memberType: 'startup',
            approvalStatus: 'suspended',
            whatTheyDo: 'Čačanska rakija',
            industry: 'Zdravstvo',
            phone: '+381 64 555 1234',
          },
        ])
        .returning({ id: memberProfiles.id });
      const ids = async (query: string) =>
        (await listMembersForAdmin(db(), { status: 'suspended', query, page: 1 })).items.map((item) => item.id);
      for (const query of ['ана шарић', 'ANA SARIC', 'cacanska', 'zdravst', '555 1234', 'ana.search@']) {
        expect(await ids(query), query).toEqual([ana!.id]);
      }
      // The whole query, not each word: the words in another order find nothing.
      expect(await ids('saric ana')).toEqual([]);
      expect(await ids('ana rakija')).toEqual([]);
      expect(await ids('')).toContain(ana!.id);
      const found = await listMembersForAdmin(db(), { status: 'suspended', query: 'šarić', page: 1 });
      expect(found.total).toBe(1);
    });
  });

  describe('blog tab', () => {
    it('pages the posts newest change first, 20 a page, with their total; the first page can show fewer', async () => {
      const inserted = await db()
        .insert(blogPosts)
        .values(
          Array.from({ length: 45 }, (_, index) => ({
            title: `Post ${index}`,
            slug: `admin-lista-${index}`,
            updatedAt: minutes(index),
            createdAt: minutes(index),
          })),
        )
        .returning({ id: blogPosts.id });
      const newestFirst = inserted.map((row) => row.id).reverse();
      const total = await db().$count(blogPosts);
      const [five, first, second] = await Promise.all([
        queryAdminPosts(db(), { page: 1, shown: 5 }),
        queryAdminPosts(db(), { page: 1 }),
        queryAdminPosts(db(), { page: 2 }),
      ]);
      expect(five.items.map((post) => post.id)).toEqual(newestFirst.slice(0, 5));
      expect(first.items.map((post) => post.id)).toEqual(newestFirst.slice(0, ADMIN_POSTS_PAGE_SIZE));
      expect(second.items.map((post) => post.id)).toEqual(
        newestFirst.slice(ADMIN_POSTS_PAGE_SIZE, 2 * ADMIN_POSTS_PAGE_SIZE),
      );
      expect(first).toMatchObject({ total, pageCount: Math.ceil(total / ADMIN_POSTS_PAGE_SIZE) });
      expect(five.total).toBe(total);
    });
  });
});
