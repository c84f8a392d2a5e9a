import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { readTimeMinutes } from '@/lib/blog/read-time';
import { slugify } from '@/lib/blog/slug';
import { AD_CATEGORIES, AD_TYPES, BLOG_CATEGORIES, INDUSTRIES, MEMBER_TYPES, STARTUP_STAGES } from '@/lib/domain/enums';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { foldSearchText } from '@/lib/format/fold';
import { AD_POINTS, adExpiryFrom } from '@/lib/members/ads';
import { canonicalMailbox } from '@/lib/security/mailbox';

import type { Database } from './connection';
import {
  ads,
  blogPosts,
  contactMessages,
  eventRegistrations,
  events,
  joinApplications,
  memberMessages,
  memberProfiles,
  mentorshipConnections,
  newsletterSubscribers,
  siteSettings,
  teamApplications,
} from './schema';
import {
  article,
  asciiName,
  capitalize,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  paragraph,
  Random,
  sentence,
  TAGS,
  title,
  toCyrillic,
} from './seed-large-text';
import { DEMO_MEMBER_EMAILS } from './seed-members';
import { rowsOf } from './rows';

/**
 * The large data set (`npm run seed:large`, docs/performance.md "The large data set"): a community
 * after a few years, added on top of whatever the database holds, to measure and to look around.
 * Everything comes from one seeded random source, so two runs at one scale make the same rows
 * (except what the database fills itself). Dates are relative to `now` and stay inside what the
 * retention purge keeps (lib/data/retention.ts), so a first start has nothing to delete.
 */

/** How many rows of each kind scale 1 adds (the figures of issue 47). */
export const LARGE_DATA_SET_SIZES = {
  /** Published posts of about `postWords` words… */
  posts: 10_005,
  /** …of which this many are written in Cyrillic. */
  cyrillicPosts: 2_000,
  /** Approved members (plus `pendingMembers` waiting for a decision). */
  members: 5_004,
  pendingMembers: 120,
  ads: 20_004,
  messages: 200_004,
  conversations: 20_000,
  /** Conversations of the demo member ana.startup@demo.local (or of the first large member without the demo). */
  hubConversations: 300,
  mentorships: 2_002,
  events: 506,
  registrations: 29_946,
  contactMessages: 30_000,
  joinApplications: 10_000,
  teamApplications: 10_000,
  subscribers: 100_000,
} as const;

export type LargeDataSetSizes = { [K in keyof typeof LARGE_DATA_SET_SIZES]: number };

export interface LargeSeedOptions {
  /** 1: the sizes above; 0.05: a twentieth of each (at least one row of each). */
  scale: number;
  /** Sizes to use instead of the scaled ones (e.g. a test that needs one table above a threshold). */
  sizes?: Partial<LargeDataSetSizes>;
  /** Words per post (1,000 by default; a test that only needs rows may write fewer). */
  postWords?: number;
  /** Length of the other free texts (bios, ads, messages of the inbox) against the default: 0.2 writes a fifth. */
  textScale?: number;
  log?: (message: string) => void;
  now?: Date;
  seed?: number;
}

/** site_settings row written with the large data set: its presence makes a second run refuse. */
export const LARGE_SEEDED_SETTING_KEY = 'large_data_set_seeded_at';

export class LargeDataSetPresentError extends Error {
  constructor(seededAt: string | null) {
    super(
      `The large data set is already in this database (added ${seededAt ?? 'earlier'}); it is added once. ` +
        'Use a new DATA_DIR or database to make another.',
    );
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** Rows per INSERT: large enough to be fast, small enough for the bind-parameter limit. */
const BATCH_ROWS = 1_000;
const POST_BATCH_ROWS = 100;

export function largeDataSetSizes(scale: number, overrides: Partial<LargeDataSetSizes> = {}): LargeDataSetSizes {
  const scaled = Object.fromEntries(
    Object.entries(LARGE_DATA_SET_SIZES).map(([key, size]) => [key, Math.max(1, Math.round(size * scale))]),
  ) as LargeDataSetSizes;
  const sizes = { ...scaled, ...overrides };
  sizes.cyrillicPosts = Math.min(sizes.cyrillicPosts, sizes.posts);
  sizes.members = Math.max(sizes.members, 10);
  sizes.conversations = Math.min(sizes.conversations, sizes.messages);
  sizes.hubConversations = Math.min(sizes.hubConversations, sizes.conversations, sizes.members - 1);
  return sizes;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Stores rows `size` at a time as they are made, so a table of any size never sits in memory whole. */
async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Iterable<T['$inferInsert']>,
  size = BATCH_ROWS,
  afterBatch?: (batch: T['$inferInsert'][]) => Promise<void>,
): Promise<number> {
  let batch: T['$inferInsert'][] = [];
  let stored = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.insert(table).values(batch);
    await afterBatch?.(batch);
    stored += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= size) await flush();
  }
  await flush();
  return stored;
}

const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'eunet.rs', 'mts.rs', 'primer.rs', 'firma.co.rs'];
const POST_IMAGES = ['digitalizacija', 'finansiranje', 'osnivanje-doo', 'prvi-kupci', 'validacija-ideje'];
const EVENT_IMAGES = [
  '/images/events.svg',
  '/images/community.svg',
  '/images/about.svg',
  '/images/stories/story-2.svg',
];
const EVENT_KINDS = ['Wild Mixer', 'Startup radionica', 'Pitch veče', 'Kafa sa osnivačima', 'Meetup', 'Panel'];
const SOURCES = ['footer', 'blog', 'events', 'home'];

interface Person {
  first: string;
  last: string;
  /** As shown: Latin or, for some, Cyrillic. */
  fullName: string;
  cyrillic: boolean;
}

function person(r: TextRandom, cyrillicShare: number): Person {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const cyrillic = r.chance(cyrillicShare);
  const latin = `${first} ${last}`;
  return { first, last, fullName: cyrillic ? toCyrillic(latin) : latin, cyrillic };
}

/** A lower-case address no other row of its table has: the row's number is part of it. */
function addressOf(r: TextRandom, who: Person, number: number): string {
  const local = `${asciiName(foldSearchText(who.first))}.${asciiName(foldSearchText(who.last))}.${number}`;
  return `${local}@${r.pick(DOMAINS)}`;
}

function text(r: TextRandom, latin: string, cyrillicShare: number): string {
  return r.chance(cyrillicShare) ? toCyrillic(latin) : latin;
}

/** A moment between `from` and `to` (ms timestamps). */
function between(r: TextRandom, from: number, to: number): Date {
  return new Date(from + Math.floor(r.next() * Math.max(0, to - from)));
}

/** The random source, and how long free texts are (LargeSeedOptions.textScale). */
class TextRandom extends Random {
  constructor(
    seed: number,
    readonly textScale: number,
  ) {
    super(seed);
  }
}

/** A paragraph of `min` to `max` words, scaled by the source's `textScale`. */
function prose(r: TextRandom, min: number, max: number): string {
  return paragraph(r, Math.max(4, Math.round(r.int(min, max) * r.textScale)));
}

interface LargeMember {
  id: string;
  fullName: string;
  isMentor: boolean;
  seekingMentor: boolean;
}

/**
 * Adds the large data set in one transaction (all of it, or nothing when anything fails), then
 * runs VACUUM ANALYZE so the planner knows the new sizes. Refuses with `LargeDataSetPresentError` when
 * the set was already added: a second run would double every list. Returns the sizes it added.
 */
export async function seedLargeDataSet(db: Database, options: LargeSeedOptions): Promise<LargeDataSetSizes> {
  const sizes = largeDataSetSizes(options.scale, options.sizes);
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const postWords = options.postWords ?? 1_000;
  const r = new TextRandom(options.seed ?? 47, options.textScale ?? 1);

  const timed = async (label: string, work: () => Promise<number>) => {
    const started = Date.now();
    const count = await work();
    log(`${label}: ${count.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await db.transaction(async (tx) => {
    // Two runs at once: the second waits here for the first, then sees its marker.
    await tx.execute(sql`lock table site_settings in share row exclusive mode`);
    const [present] = await tx
      .select({ value: siteSettings.settingValue })
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, LARGE_SEEDED_SETTING_KEY));
    if (present) throw new LargeDataSetPresentError(present.value);

    // 1. Members. Each ad earns AD_POINTS (the ledger rows come with the ads), so the ads are
    //    dealt out first and each member starts with the points of their ads.
    const memberIds = Array.from({ length: sizes.members }, () => r.uuid());
    const adOwners = Array.from({ length: sizes.ads }, () => r.int(0, sizes.members - 1));
    const adsPerMember = new Array<number>(sizes.members).fill(0);
    for (const owner of adOwners) adsPerMember[owner] = (adsPerMember[owner] ?? 0) + 1;
    const members: LargeMember[] = [];
    await timed('members', () =>
      insertAll(tx, memberProfiles, largeMembers(r, sizes, memberIds, adsPerMember, nowMs, members)),
    );

    // The demo member is the hub of many conversations; without the demo, the first large member.
    const [demo] = await tx
      .select({ id: memberProfiles.id, fullName: memberProfiles.fullName })
      .from(memberProfiles)
      .where(eq(memberProfiles.email, DEMO_MEMBER_EMAILS.startup));
    const hub = demo?.id ?? memberIds[0]!;

    // 2. Ads, and their points in the ledger (as award_points writes them).
    await timed('ads', () =>
      insertAll(tx, ads, largeAds(r, adOwners, memberIds, nowMs), BATCH_ROWS, async (batch) => {
        const ids = batch.map((ad) => ad.id!);
        await tx.execute(sql`
          insert into member_points_ledger (member_id, activity_type, points, description, reference_id, created_at)
          select member_id, 'request_posted', ${AD_POINTS}, left('Objavljen oglas: ' || title, 200), id, created_at
          from ads where id in ${sql`(${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}
        `);
      }),
    );

    // 3. Conversations.
    await timed('messages', () => insertAll(tx, memberMessages, largeMessages(r, sizes, memberIds, hub, nowMs), 2_000));

    // 4. Mentorships.
    await timed('mentorships', () => insertAll(tx, mentorshipConnections, largeMentorships(r, sizes, members, nowMs)));

    // 5. Events and their registrations.
    const plan = planEvents(r, sizes, nowMs);
    await timed('events', () => insertAll(tx, events, plan.events));
    await timed('registrations', () => insertAll(tx, eventRegistrations, largeRegistrations(r, plan, nowMs)));

    // 6. Inbox: submissions and subscribers.
    await timed('contact messages', () =>
      insertAll(
        tx,
        contactMessages,
        submissions(r, sizes.contactMessages, nowMs, (who, email) => ({
          name: who.fullName,
          email,
          message: prose(r, 20, 80),
        })),
      ),
    );
    await timed('join applications', () =>
      insertAll(
        tx,
        joinApplications,
        submissions(r, sizes.joinApplications, nowMs, (who, email) => ({
          name: who.fullName,
          email,
          about: prose(r, 15, 40),
          contribute: sentence(r),
          expect: sentence(r),
        })),
      ),
    );
    await timed('team applications', () =>
      insertAll(
        tx,
        teamApplications,
        submissions(r, sizes.teamApplications, nowMs, (who, email) => ({
          name: who.fullName,
          email,
          phone: r.chance(0.6) ? `+3816${r.int(0, 9)}${r.int(1_000_000, 9_999_999)}` : null,
          role: r.pick(['Marketing', 'Organizacija događaja', 'Dizajn', 'Programiranje', 'Mentorstvo']),
          experience: prose(r, 15, 40),
          motivation: prose(r, 10, 30),
        })),
      ),
    );
    await timed('subscribers', () => insertAll(tx, newsletterSubscribers, largeSubscribers(r, sizes, nowMs)));

    // 7. The blog, last: its long texts are most of the work.
    await timed('posts', () => insertAll(tx, blogPosts, largePosts(r, sizes, postWords, nowMs), POST_BATCH_ROWS));

    await tx.insert(siteSettings).values({
      settingKey: LARGE_SEEDED_SETTING_KEY,
      settingValue: now.toISOString(),
      description: `Veliki skup podataka (npm run seed:large): ${JSON.stringify(sizes)}`,
    });
  });

  const started = Date.now();
  await vacuumUntilAllVisible(db);
  log(`vacuum analyze: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sizes;
}

const SETTLE_TIMEOUT_MS = 120_000;

/**
 * Statistics for the planner, and the visibility map that lets counts read an index alone
 * (autovacuum would do both later on PostgreSQL; PGlite has no autovacuum). VACUUM cannot mark
 * the pages of rows newer than the oldest snapshot open in the database (an autovacuum ANALYZE
 * begun during the seed, on a busy machine); the planner then prices an index-only scan at a heap
 * fetch per row and picks a sequential scan. So it runs again until every page of the large tables
 * is all-visible, and fails with their names if a snapshot stays open longer than two minutes.
 */
async function vacuumUntilAllVisible(db: Database): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await db.execute(sql`vacuum analyze`);
    const unsettled = await rowsOf<{ name: string }>(
      db.execute(
        sql`select relname as name from pg_class
            where relname in (${sql.join(
              LARGE_TABLES.map((table) => sql`${table}`),
              sql`, `,
            )}) and relallvisible < relpages`,
      ),
    );
    if (unsettled.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`not all-visible after VACUUM: ${unsettled.map((row) => row.name).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function* largeMembers(
  r: TextRandom,
  sizes: LargeDataSetSizes,
  ids: string[],
  adsPerMember: number[],
  nowMs: number,
  out: LargeMember[],
): Generator<typeof memberProfiles.$inferInsert> {
  const total = sizes.members + sizes.pendingMembers;
  for (let i = 0; i < total; i += 1) {
    const approved = i < sizes.members;
    const who = person(r, 0.2);
    const memberType = r.pick(MEMBER_TYPES);
    const isMentor = approved && r.chance(0.1);
    const seekingMentor = !isMentor && r.chance(0.25);
    const createdAt = approved ? between(r, nowMs - 4 * YEAR, nowMs - 2 * DAY) : between(r, nowMs - 20 * DAY, nowMs);
    const industry = r.chance(0.9) ? r.pick(INDUSTRIES) : null;
    const id = approved ? ids[i]! : r.uuid();
    const script = who.cyrillic ? 0.8 : 0;
    if (approved) out.push({ id, fullName: who.fullName, isMentor, seekingMentor });
    yield {
      id,
      email: addressOf(r, who, i + 1),
      fullName: who.fullName,
      phone: r.chance(0.4) ? `+3816${r.int(0, 9)}${r.int(1_000_000, 9_999_999)}` : null,
      bio: text(r, prose(r, 15, 45), script),
      whatTheyDo: text(r, sentence(r), script),
      whatTheyOffer: r.chance(0.8) ? text(r, sentence(r), script) : null,
      whatTheySeek: r.chance(0.8) ? text(r, sentence(r), script) : null,
      memberType,
      startupStage: memberType === 'startup' ? r.pick(STARTUP_STAGES) : null,
      industry,
      linkedinUrl: r.chance(0.5) ? `https://www.linkedin.com/in/clan-${i + 1}` : null,
      interests: r.some(TAGS, r.int(0, 4)),
      isMentor,
      seekingMentor,
      points: approved ? (adsPerMember[i] ?? 0) * AD_POINTS : 0,
      hideFromDirectory: r.chance(0.02),
      digestEmails: r.chance(0.85),
      approvalStatus: approved ? 'approved' : 'pending',
      approvedAt: approved ? new Date(createdAt.getTime() + r.int(1, 72) * HOUR) : null,
      createdAt,
      updatedAt: createdAt,
    };
  }
}

function* largeAds(
  r: TextRandom,
  owners: number[],
  memberIds: string[],
  nowMs: number,
): Generator<typeof ads.$inferInsert> {
  for (const owner of owners) {
    const createdAt = between(r, nowMs - 2 * YEAR, nowMs - HOUR);
    const expiresAt = adExpiryFrom(createdAt);
    // Expired ads were warned when their week came; ads in their last week are warned by the job.
    const warned = expiresAt.getTime() <= nowMs;
    yield {
      id: r.uuid(),
      memberId: memberIds[owner]!,
      requestType: r.pick(AD_TYPES),
      category: r.pick(AD_CATEGORIES),
      title: text(r, title(r), 0.15),
      description: text(r, prose(r, 20, 70), 0.15),
      tags: r.some(TAGS, r.int(0, 4)),
      isActive: !r.chance(0.1),
      expiresAt,
      expiryWarnedAt: warned ? new Date(expiresAt.getTime() - 7 * DAY) : null,
      hiddenAt: r.chance(0.002) ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
      updatedAt: createdAt,
    };
  }
}

/** Message counts per conversation: at least one each, the hub's first three long threads, the rest at random. */
function threadLengths(r: TextRandom, sizes: LargeDataSetSizes): number[] {
  const lengths = new Array<number>(sizes.conversations).fill(1);
  let left = sizes.messages - sizes.conversations;
  const long = [0.003, 0.002, 0.00125].map((share) => Math.round(sizes.messages * share));
  long.forEach((extra, index) => {
    if (index >= sizes.hubConversations) return;
    const add = Math.min(extra, left);
    lengths[index] = (lengths[index] ?? 1) + add;
    left -= add;
  });
  for (; left > 0; left -= 1) {
    const index = r.int(0, sizes.conversations - 1);
    lengths[index] = (lengths[index] ?? 1) + 1;
  }
  return lengths;
}

function* largeMessages(
  r: TextRandom,
  sizes: LargeDataSetSizes,
  memberIds: string[],
  hub: string,
  nowMs: number,
): Generator<typeof memberMessages.$inferInsert> {
  const lengths = threadLengths(r, sizes);
  const pairs = new Set<string>();
  const others = memberIds.filter((id) => id !== hub);
  for (let c = 0; c < sizes.conversations; c += 1) {
    let a: string;
    let b: string;
    do {
      a = c < sizes.hubConversations ? hub : r.pick(others);
      b = r.pick(others);
    } while (a === b || pairs.has(a < b ? `${a}|${b}` : `${b}|${a}`));
    pairs.add(a < b ? `${a}|${b}` : `${b}|${a}`);

    const length = lengths[c] ?? 1;
    const step = r.int(5, 240) * MINUTE;
    const span = length * step;
    // Recent conversations for the hub, so its list opens on live ones.
    const end =
      c < sizes.hubConversations
        ? between(r, nowMs - 30 * DAY, nowMs - HOUR)
        : between(r, nowMs - 2 * YEAR, nowMs - HOUR);
    let at = end.getTime() - span;
    let from = r.chance(0.5) ? a : b;
    const cyrillic = r.chance(0.15);
    for (let m = 0; m < length; m += 1) {
      if (r.chance(0.6)) from = from === a ? b : a;
      at += r.int(1, 2 * step);
      // The last messages of a recent conversation may still be unread by their recipient.
      const unread = m >= length - 2 && nowMs - at < 14 * DAY && r.chance(0.6);
      const words = r.chance(0.3) ? `${sentence(r)} ${sentence(r)}` : sentence(r);
      yield {
        fromMemberId: from,
        toMemberId: from === a ? b : a,
        messageText: cyrillic ? toCyrillic(words) : words,
        isRead: !unread,
        hiddenAt: r.chance(0.0005) ? new Date(at + HOUR) : null,
        createdAt: new Date(Math.min(at, nowMs - MINUTE)),
      };
    }
  }
}

function* largeMentorships(
  r: TextRandom,
  sizes: LargeDataSetSizes,
  members: LargeMember[],
  nowMs: number,
): Generator<typeof mentorshipConnections.$inferInsert> {
  const mentors = members.filter((member) => member.isMentor);
  const mentees = members.filter((member) => !member.isMentor);
  if (mentors.length === 0 || mentees.length === 0) return;
  const pairs = new Set<string>();
  const wanted = Math.min(sizes.mentorships, mentors.length * mentees.length);
  for (let i = 0; i < wanted; i += 1) {
    let mentor: LargeMember;
    let mentee: LargeMember;
    do {
      mentor = r.pick(mentors);
      mentee = r.pick(mentees);
    } while (pairs.has(`${mentor.id}|${mentee.id}`));
    pairs.add(`${mentor.id}|${mentee.id}`);
    const createdAt = between(r, nowMs - 3 * YEAR, nowMs - DAY);
    const roll = r.next();
    const status = roll < 0.35 ? 'active' : roll < 0.5 ? 'pending' : roll < 0.85 ? 'completed' : 'cancelled';
    yield {
      mentorId: mentor.id,
      menteeId: mentee.id,
      status,
      focusAreas: r.some(TAGS, r.int(1, 3)),
      notes: r.chance(0.7) ? sentence(r) : null,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : new Date(createdAt.getTime() + r.int(1, 60) * DAY),
    };
  }
}

interface EventPlan {
  events: (typeof events.$inferInsert)[];
  /** How many stored registrations each event gets (index as in `events`). */
  registrations: number[];
}

/**
 * Events from four years ago to eight months ahead. Registrations are stored for the active
 * events of the last 300 days and the upcoming ones (older ones the retention purge would delete);
 * three of those are the big ones with thousands. `current_participants` is the count of stored
 * registrations, and for older events a count from before their registrations were purged.
 */
function planEvents(r: TextRandom, sizes: LargeDataSetSizes, nowMs: number): EventPlan {
  const list: (typeof events.$inferInsert)[] = [];
  for (let i = 0; i < sizes.events; i += 1) {
    const date = between(r, nowMs - 4 * YEAR, nowMs + 240 * DAY);
    date.setUTCMinutes(0, 0, 0);
    date.setUTCHours(r.pick([8, 9, 15, 16, 17]));
    const city = r.pick(CITIES);
    const kind = r.pick(EVENT_KINDS);
    list.push({
      id: r.uuid(),
      title: `${kind} – ${city} #${i + 1}`,
      shortDescription: sentence(r),
      description: prose(r, 40, 120),
      eventDate: date,
      location:
        city === 'Online'
          ? 'Online'
          : `${city}, ${r.pick(['Cetinjska 15', 'Startap Centar', 'Kreativni Hub', 'Dorćol'])}`,
      imageUrl: r.pick(EVENT_IMAGES),
      isFeatured: r.chance(0.05),
      isActive: !r.chance(0.03),
      maxParticipants: r.chance(0.3) ? null : r.int(30, 200),
      createdAt: new Date(Math.min(date.getTime() - r.int(10, 60) * DAY, nowMs - DAY)),
      updatedAt: new Date(Math.min(date.getTime() - r.int(1, 9) * DAY, nowMs - DAY)),
    });
  }
  const open = list
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.isActive && event.eventDate!.getTime() > nowMs - 300 * DAY);
  const registrations = new Array<number>(list.length).fill(0);
  let left = sizes.registrations;
  // The big events: the first three upcoming ones (by position) take half of all registrations.
  const upcoming = open.filter(({ event }) => event.eventDate!.getTime() > nowMs);
  const big = (upcoming.length >= 3 ? upcoming : open).slice(0, 3);
  [0.22, 0.17, 0.11].forEach((share, n) => {
    const target = big[n];
    if (!target) return;
    const count = Math.min(left, Math.round(sizes.registrations * share));
    registrations[target.index] = count;
    left -= count;
  });
  const rest = open.filter((entry) => !big.includes(entry));
  const pool = rest.length > 0 ? rest : open;
  for (; left > 0 && pool.length > 0; left -= 1) {
    const { index } = r.pick(pool);
    registrations[index] = (registrations[index] ?? 0) + 1;
  }
  list.forEach((event, index) => {
    const stored = registrations[index] ?? 0;
    const recent = event.eventDate!.getTime() > nowMs - 300 * DAY;
    event.currentParticipants = stored > 0 || recent ? stored : r.int(10, event.maxParticipants ?? 80);
    // A full event: the registrations reached its limit.
    if (event.maxParticipants != null && event.currentParticipants > event.maxParticipants)
      event.maxParticipants = event.currentParticipants;
    if (big.some((entry) => entry.index === index)) event.maxParticipants = null;
  });
  return { events: list, registrations };
}

function* largeRegistrations(
  r: TextRandom,
  plan: EventPlan,
  nowMs: number,
): Generator<typeof eventRegistrations.$inferInsert> {
  let number = 0;
  for (const [index, event] of plan.events.entries()) {
    const count = plan.registrations[index] ?? 0;
    const startsAt = event.eventDate!.getTime();
    const eventDate = formatWeekdayDateTime(event.eventDate!);
    for (let i = 0; i < count; i += 1) {
      number += 1;
      const who = person(r, 0.1);
      const email = addressOf(r, who, number);
      const createdAt = between(r, Math.max(startsAt - 60 * DAY, nowMs - 330 * DAY), Math.min(startsAt, nowMs) - HOUR);
      yield {
        eventId: event.id!,
        eventTitle: event.title,
        eventDate,
        eventLocation: event.location ?? null,
        eventDescription: event.shortDescription ?? null,
        firstName: who.cyrillic ? toCyrillic(who.first) : who.first,
        lastName: who.cyrillic ? toCyrillic(who.last) : who.last,
        email,
        phone: r.chance(0.5) ? `+3816${r.int(0, 9)}${r.int(1_000_000, 9_999_999)}` : null,
        company: r.chance(0.4)
          ? `${capitalize(r.pick(['studio', 'agencija', 'laboratorija', 'radionica']))} ${who.last}`
          : null,
        position: r.chance(0.3) ? r.pick(['Osnivač', 'Direktorka', 'Programer', 'Student', 'Menadžerka']) : null,
        message: r.chance(0.2) ? sentence(r) : null,
        dedupeKey: `event:${event.id}:${canonicalMailbox(email)}`,
        handledAt: nowMs - createdAt.getTime() > 14 * DAY && r.chance(0.7) ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
      };
    }
  }
}

/** Submissions of the last eleven months (the purge keeps a year); older ones mostly handled. */
function* submissions<T extends object>(
  r: TextRandom,
  count: number,
  nowMs: number,
  make: (who: Person, email: string) => T,
): Generator<T & { createdAt: Date; handledAt: Date | null }> {
  for (let i = 0; i < count; i += 1) {
    const who = person(r, 0.15);
    const createdAt = between(r, nowMs - 330 * DAY, nowMs - MINUTE);
    const old = nowMs - createdAt.getTime() > 14 * DAY;
    const handled = r.chance(old ? 0.85 : 0.2);
    yield {
      ...make(who, addressOf(r, who, i + 1)),
      createdAt,
      handledAt: handled ? new Date(Math.min(createdAt.getTime() + r.int(1, 96) * HOUR, nowMs)) : null,
    };
  }
}

/**
 * Subscribers of three years; the unconfirmed and the unsubscribed ones are of the last 25 days
 * (the purge deletes them after 30). Addresses carry their row's number, so mailboxes are unique.
 */
function* largeSubscribers(
  r: TextRandom,
  sizes: LargeDataSetSizes,
  nowMs: number,
): Generator<typeof newsletterSubscribers.$inferInsert> {
  for (let i = 0; i < sizes.subscribers; i += 1) {
    const who = person(r, 0.1);
    const email = addressOf(r, who, i + 1).replace('@', r.chance(0.05) ? '+vesti@' : '@');
    const roll = r.next();
    const unconfirmed = roll < 0.03;
    const unsubscribed = !unconfirmed && roll < 0.06;
    const createdAt = unconfirmed ? between(r, nowMs - 25 * DAY, nowMs) : between(r, nowMs - 3 * YEAR, nowMs - DAY);
    yield {
      id: r.uuid(),
      firstName: who.cyrillic ? toCyrillic(who.first) : who.first,
      lastName: who.cyrillic ? toCyrillic(who.last) : who.last,
      email,
      mailbox: canonicalMailbox(email),
      source: r.pick(SOURCES),
      confirmedAt: unconfirmed ? null : new Date(createdAt.getTime() + r.int(1, 600) * MINUTE),
      confirmTokenHash: unconfirmed ? r.uuid().replaceAll('-', '') + r.uuid().replaceAll('-', '') : null,
      confirmSentAt: createdAt,
      unsubscribedAt: unsubscribed ? between(r, nowMs - 25 * DAY, nowMs) : null,
      unsubscribeToken: r.uuid(),
      handledAt: nowMs - createdAt.getTime() > 14 * DAY && r.chance(0.9) ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
    };
  }
}

function* largePosts(
  r: TextRandom,
  sizes: LargeDataSetSizes,
  words: number,
  nowMs: number,
): Generator<typeof blogPosts.$inferInsert> {
  // Cyrillic posts are spread over the years, not bunched at either end.
  const cyrillicEvery = sizes.posts / Math.max(1, sizes.cyrillicPosts);
  let cyrillicMade = 0;
  for (let i = 0; i < sizes.posts; i += 1) {
    const cyrillic = cyrillicMade < sizes.cyrillicPosts && i >= cyrillicMade * cyrillicEvery;
    if (cyrillic) cyrillicMade += 1;
    const heading = title(r);
    const lead = prose(r, 20, 35);
    const body = article(r, r.int(Math.round(words * 0.85), Math.round(words * 1.15)));
    const tags = r.some(TAGS, r.int(2, 5));
    const script = (value: string) => (cyrillic ? toCyrillic(value) : value);
    const publishDate = between(r, nowMs - 6 * YEAR, nowMs - HOUR);
    const createdAt = new Date(publishDate.getTime() - r.int(1, 72) * HOUR);
    const image = r.pick(POST_IMAGES);
    const content = script(body);
    yield {
      title: script(heading),
      slug: `${slugify(heading).slice(0, 60).replace(/-+$/, '')}-${i + 1}`,
      excerpt: script(lead),
      category: r.pick(BLOG_CATEGORIES),
      author: r.chance(0.3) ? 'Tim zajednice' : `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
      featured: r.chance(0.01),
      published: true,
      headerImage: `/images/blog/${image}.svg`,
      headerImageAlt: script(capitalize(`${r.pick(['ilustracija', 'fotografija'])}: ${heading.toLowerCase()}`)),
      tags: cyrillic ? tags.map(toCyrillic) : tags,
      content,
      publishDate,
      readTime: readTimeMinutes(content),
      metaDescription: script(lead).slice(0, 160),
      createdAt,
      updatedAt: createdAt,
    };
  }
}

/** The tables the large set fills. */
const LARGE_TABLES = [
  'blog_posts',
  'member_profiles',
  'ads',
  'member_messages',
  'mentorship_connections',
  'events',
  'event_registrations',
  'contact_messages',
  'join_applications',
  'team_applications',
  'newsletter_subscribers',
  'member_points_ledger',
] as const;

/** How many rows each table of the large set holds now (for the script's report). */
export async function largeTableSizes(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of LARGE_TABLES) {
    const result = await rowsOf<{ n: number }>(
      db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    counts[table] = Number(result[0]?.n ?? 0);
  }
  return counts;
}
