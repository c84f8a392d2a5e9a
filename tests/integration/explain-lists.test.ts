import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { BlogCategory } from '@/lib/blog/categories';
import * as adminBlog from '@/lib/data/admin-blog';
import * as adminMembers from '@/lib/data/admin-members';
import * as adminOutbox from '@/lib/data/admin-outbox';
import * as blog from '@/lib/data/blog';
import * as registrations from '@/lib/data/event-registrations';
import * as events from '@/lib/data/events';
import * as inbox from '@/lib/data/inbox';
import * as mentorship from '@/lib/data/member-mentorship';
import * as messages from '@/lib/data/member-messages';
import * as requests from '@/lib/data/ads';
import * as resources from '@/lib/data/member-resources';
import * as members from '@/lib/data/members';
import * as moderation from '@/lib/data/moderation';
import type { Database } from '@/lib/db/connection';
import { eventRegistrations, memberMessages, memberProfiles } from '@/lib/db/schema';
import { seedLargeDataSet, type LargeDataSetSizes } from '@/lib/db/seed-large';
import { DEMO_MEMBER_EMAILS } from '@/lib/db/seed-members';

import { BACKENDS, FULL_SEED, rows, useTestDatabase } from './support/database';
import {
  explain,
  isPlannable,
  isPlannerSetting,
  plannerRowCounts,
  recordQueries,
  sequentialScans,
  type CapturedQuery,
} from './support/large-data';

/**
 * Issue 47: every query behind a page uses an index on the tables that grow. Each list function
 * runs on a reduced large data set (the tables below above 10,000 rows, the rest small) through a
 * Drizzle instance that records its statements; each statement is planned with its parameters
 * (`EXPLAIN (FORMAT JSON)`, after the seed's VACUUM ANALYZE has marked every page all-visible) and the test fails when a plan reads a table of more
 * than 10,000 rows with a sequential scan.
 *
 * To cover a new list: add one line to LISTS.
 */

const SEQ_SCAN_LIMIT = 10_000;

/** Big enough for the rule (above 10,000 rows), small enough for PGlite in a few minutes. */
const TEST_SIZES: Partial<LargeDataSetSizes> = {
  posts: 10_100,
  cyrillicPosts: 2_000,
  members: 600,
  pendingMembers: 20,
  ads: 10_100,
  messages: 10_200,
  conversations: 1_500,
  hubConversations: 120,
  mentorships: 150,
  events: 60,
  registrations: 10_100,
  contactMessages: 10_100,
  joinApplications: 200,
  teamApplications: 200,
  subscribers: 10_100,
};

/** Tables the reduced set makes large: the rule must really apply to each of them. */
const LARGE_TABLES = [
  'blog_posts',
  'ads',
  'member_messages',
  'event_registrations',
  'contact_messages',
  'newsletter_subscribers',
];

interface Fixtures {
  now: Date;
  /** The demo member with many conversations, and the partner of their longest thread. */
  hub: string;
  partner: string;
  /** The event with the most registrations. */
  bigEvent: string;
  category: BlogCategory;
  /** A word many posts, ads and submissions hold (folded or not). */
  word: string;
  /** A word in a few percent of the posts (the generated posts draw on a small vocabulary). */
  rareWord: string;
  slug: string;
}

interface ListEntry {
  name: string;
  run(db: Database, fx: Fixtures): Promise<unknown>;
}

/** Every list function behind a page, with representative arguments (a later page where there are pages). */
const LISTS: ListEntry[] = [
  // Blog (public): the index and its pages, a category, search, the feed, a post's neighbours.
  { name: 'blog.queryPublishedPostPage', run: (db) => blog.queryPublishedPostPage(db, 3) },
  { name: 'blog.queryPublishedPostPage (category)', run: (db, fx) => blog.queryPublishedPostPage(db, 2, fx.category) },
  { name: 'blog.queryBlogStats', run: (db) => blog.queryBlogStats(db) },
  { name: 'blog.queryNewestPosts (rss)', run: (db) => blog.queryNewestPosts(db, 50) },
  { name: 'blog.queryNewestPosts (featured)', run: (db) => blog.queryNewestPosts(db, 3, { featured: true }) },
  { name: 'blog.querySearchPosts', run: (db, fx) => blog.querySearchPosts(db, fx.rareWord, 2) },
  { name: 'blog.querySearchPosts (two words)', run: (db) => blog.querySearchPosts(db, 'novi tržiš') },
  // A word in most posts: a scan of the table is priced cheaper, and costs 16 × the index.
  { name: 'blog.querySearchPosts (common word)', run: (db, fx) => blog.querySearchPosts(db, fx.word) },
  { name: 'blog.queryPublishedPost', run: (db, fx) => blog.queryPublishedPost(db, fx.slug) },
  { name: 'blog.queryAdjacentPosts', run: (db, fx) => blog.queryAdjacentPosts(db, fx.slug) },
  {
    name: 'blog.queryRelatedPosts',
    run: (db, fx) => blog.queryRelatedPosts(db, { slug: fx.slug, category: fx.category }),
  },
  // Events (public and admin).
  { name: 'events.queryUpcomingEvents', run: (db, fx) => events.queryUpcomingEvents(db, 1, fx.now) },
  { name: 'events.queryPastEvents', run: (db, fx) => events.queryPastEvents(db, 2, fx.now) },
  { name: 'events.queryCalendarEvents', run: (db, fx) => events.queryCalendarEvents(db, fx.now) },
  { name: 'events.queryFeedEvents', run: (db, fx) => events.queryFeedEvents(db, fx.now) },
  { name: 'events.queryAdminEvents', run: (db) => events.queryAdminEvents(db, 1) },
  {
    name: 'event-registrations.queryEventRegistrants',
    run: (db, fx) => registrations.queryEventRegistrants(db, fx.bigEvent, 3),
  },
  // Members platform.
  { name: 'members.listDirectoryPage', run: (db) => members.listDirectoryPage(db, { query: '', type: 'all' }, 2) },
  {
    name: 'members.listDirectoryPage (search)',
    run: (db) => members.listDirectoryPage(db, { query: 'petrović', type: 'all' }, 1),
  },
  { name: 'members.memberBadgeCounts', run: (db, fx) => members.memberBadgeCounts(db, fx.hub, fx.now) },
  { name: 'members.countUnreadMessages', run: (db, fx) => members.countUnreadMessages(db, fx.hub) },
  {
    name: 'ads.listVisibleAds',
    run: (db, fx) => requests.listVisibleAds(db, fx.now, { query: '', type: 'all', category: 'all' }, 2),
  },
  {
    name: 'ads.listVisibleAds (search)',
    run: (db, fx) => requests.listVisibleAds(db, fx.now, { query: fx.word, type: 'all', category: 'all' }, 1),
  },
  {
    name: 'ads.listOwnAds',
    run: (db, fx) => requests.listOwnAds(db, fx.hub, { query: '', type: 'all', category: 'all' }, 1),
  },
  {
    name: 'member-resources.listActiveResources',
    run: (db, fx) => resources.listActiveResources(db, { query: fx.word, type: 'all', category: 'all' }, 1),
  },
  { name: 'member-mentorship.listMentors', run: (db) => mentorship.listMentors(db, '', 1) },
  { name: 'member-mentorship.listMentees', run: (db, fx) => mentorship.listMentees(db, fx.hub, '', 1) },
  { name: 'member-mentorship.listConnections', run: (db, fx) => mentorship.listConnections(db, fx.hub, 1) },
  { name: 'member-mentorship.mentorshipCounts', run: (db, fx) => mentorship.mentorshipCounts(db, fx.hub) },
  { name: 'member-messages.listConversationPage', run: (db, fx) => messages.listConversationPage(db, fx.hub, 2) },
  { name: 'member-messages.listThreadPage', run: (db, fx) => messages.listThreadPage(db, fx.hub, fx.partner) },
  // Admin panel.
  {
    name: 'admin-members.listMembersForAdmin',
    run: (db) => adminMembers.listMembersForAdmin(db, { status: 'approved', query: '', page: 2 }),
  },
  {
    name: 'admin-members.listMembersForAdmin (search)',
    run: (db) => adminMembers.listMembersForAdmin(db, { status: 'approved', query: 'jovanović', page: 1 }),
  },
  { name: 'admin-blog.queryAdminPosts', run: (db) => adminBlog.queryAdminPosts(db, { page: 2 }) },
  { name: 'moderation.listReports', run: (db) => moderation.listReports(db, 'open', 1) },
  {
    name: 'inbox.queryInboxScreen (contact, search)',
    run: (db) => inbox.queryInboxScreen(db, { kind: 'contact', status: 'all', search: 'petrović', page: 1 }),
  },
  { name: 'admin-members.countMembersByStatus', run: (db) => adminMembers.countMembersByStatus(db) },
  { name: 'admin-members.adminPanelCounts', run: (db) => adminMembers.adminPanelCounts(db) },
  {
    name: 'admin-outbox.queryOutboxScreen',
    run: (db) => adminOutbox.queryOutboxScreen(db, { filter: 'all', page: 1 }),
  },
  {
    name: 'inbox.queryInboxScreen (contact, unhandled)',
    run: (db) => inbox.queryInboxScreen(db, { kind: 'contact', status: 'unhandled', search: '', page: 2 }),
  },
  {
    name: 'inbox.queryInboxScreen (newsletter, all)',
    run: (db) => inbox.queryInboxScreen(db, { kind: 'newsletter', status: 'all', search: '', page: 3 }),
  },
  {
    name: 'inbox.queryInboxScreen (registrations, search)',
    run: (db) => inbox.queryInboxScreen(db, { kind: 'registrations', status: 'all', search: 'marko', page: 1 }),
  },
  { name: 'inbox.queryUnhandledCounts', run: (db) => inbox.queryUnhandledCounts(db) },
];

async function fixturesOf(db: Database, now: Date): Promise<Fixtures> {
  const [hub] = await db
    .select({ id: memberProfiles.id })
    .from(memberProfiles)
    .where(eq(memberProfiles.email, DEMO_MEMBER_EMAILS.startup));
  const [partner] = await db
    .select({ id: memberMessages.toMemberId, messages: sql<number>`count(*)::int` })
    .from(memberMessages)
    .where(eq(memberMessages.fromMemberId, hub!.id))
    .groupBy(memberMessages.toMemberId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const [bigEvent] = await db
    .select({ id: eventRegistrations.eventId })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const [post] = await rows<{ slug: string; category: string }>(
    db,
    sql`select slug, category from blog_posts where published and category = 'Marketing & Prodaja' order by created_at limit 1 offset 100`,
  );
  return {
    now,
    hub: hub!.id,
    partner: partner!.id,
    bigEvent: bigEvent!.id!,
    category: 'Marketing & Prodaja',
    word: 'tržište',
    rareWord: 'kolumna',
    slug: post!.slug,
  };
}

for (const backend of BACKENDS) {
  describe(`list queries use indexes on the large data set (${backend})`, () => {
    const database = useTestDatabase(backend, FULL_SEED);
    const now = new Date();
    let fixtures: Fixtures;
    let rowCounts: Map<string, number>;
    let recorder: ReturnType<typeof recordQueries>;

    beforeAll(async () => {
      await seedLargeDataSet(database.db, { scale: 0.02, sizes: TEST_SIZES, postWords: 20, textScale: 0.15, now });
      rowCounts = await plannerRowCounts(database.db);
      fixtures = await fixturesOf(database.db, now);
      recorder = recordQueries(database.handle);
    }, 600_000);

    /** `table (rows)` for every sequential scan of a large table in the plans of these statements. */
    async function largeSeqScans(queries: CapturedQuery[]): Promise<string[]> {
      const found: string[] = [];
      const settings: string[] = [];
      for (const query of queries) {
        if (isPlannerSetting(query)) settings.push(query.sql);
        if (!isPlannable(query)) continue;
        const plan = await explain(database.handle, query, settings);
        for (const table of sequentialScans(plan)) {
          const tuples = rowCounts.get(table) ?? 0;
          if (tuples > SEQ_SCAN_LIMIT) found.push(`${table} (${Math.round(tuples)} rows) in: ${query.sql}`);
        }
      }
      return found;
    }

    it('has the tables the rule covers above 10,000 rows, with planner statistics', () => {
      for (const table of LARGE_TABLES) expect(rowCounts.get(table), table).toBeGreaterThan(SEQ_SCAN_LIMIT);
    });

    it('catches a sequential scan of a large table (the check itself works)', async () => {
      const found = await largeSeqScans([
        { sql: 'select id from member_messages where message_text like $1', params: ['%posao%'] },
      ]);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^member_messages /);
    });

    for (const entry of LISTS) {
      it(`${entry.name} reads no large table sequentially`, async () => {
        recorder.take();
        await entry.run(recorder.db, fixtures);
        const queries = recorder.take();
        expect(queries.filter(isPlannable).length, 'the function ran no statement').toBeGreaterThan(0);
        expect(await largeSeqScans(queries)).toEqual([]);
      });
    }
  });
}
