import 'server-only';

import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { ads, memberPointsLedger, memberProfiles } from '@/lib/db/schema';
import { countsOf, returnedRow, rowsOf } from '@/lib/db/rows';
import {
  AD_CATEGORY_LABELS,
  AD_DAILY_LIMIT,
  AD_POINTS,
  type AdCategory,
  adExpiryFrom,
  type AdFilters,
  ADS_PAGE_SIZE,
  type AdType,
} from '@/lib/members/ads';
import { categoriesMatching } from '@/lib/members/search';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import type { AdValues } from '@/lib/validation/ads';

import { foldedSearch, listedMember, visibleAd } from './member-conditions';

/** An ad as the list shows it (spec §3 member_request plus the poster's name, picture and type). */
export interface Ad {
  id: string;
  memberId: string;
  requestType: AdType;
  category: AdCategory;
  title: string;
  description: string;
  tags: string[];
  isActive: boolean;
  expiresAt: Date;
  createdAt: Date;
  /** When a moderator closed it (`hidden_at`): only its owner still sees it, and cannot renew it. */
  closedByModeratorAt: Date | null;
  poster: { fullName: string; profileImage: string | null; memberType: string };
}

const adColumns = {
  id: ads.id,
  memberId: ads.memberId,
  requestType: ads.requestType,
  category: ads.category,
  title: ads.title,
  description: ads.description,
  tags: ads.tags,
  isActive: ads.isActive,
  expiresAt: ads.expiresAt,
  createdAt: ads.createdAt,
  closedByModeratorAt: ads.hiddenAt,
  posterName: memberProfiles.fullName,
  posterImage: memberProfiles.profileImage,
  posterType: memberProfiles.memberType,
};

type AdRow = Omit<Ad, 'poster' | 'requestType' | 'category'> & {
  requestType: string;
  category: string;
  posterName: string;
  posterImage: string | null;
  posterType: string;
};

function toAd({ posterName, posterImage, posterType, ...row }: AdRow): Ad {
  return {
    ...row,
    requestType: row.requestType as AdType,
    category: row.category as AdCategory,
    poster: { fullName: posterName, profileImage: posterImage, memberType: posterType },
  };
}

/**
 * The page's filters in SQL (spec §5): type and category by equality; the search as one substring
 * of the folded title or description (`search_text`, trigram index) or a category whose key or
 * Serbian label holds it (matched in code, lib/members/search.ts).
 */
function adFilterCondition(filters: AdFilters) {
  return and(
    filters.type === 'all' ? undefined : eq(ads.requestType, filters.type),
    filters.category === 'all' ? undefined : eq(ads.category, filters.category),
    foldedSearch(ads.searchText, filters.query, {
      column: ads.category,
      keys: categoriesMatching(AD_CATEGORY_LABELS, filters.query),
    }),
  );
}

async function adsPage(db: Database, where: SQL | undefined, page: number): Promise<Page<Ad>> {
  const { limit, offset } = pageWindow(page, ADS_PAGE_SIZE);
  const [rows, { total }] = await Promise.all([
    db
      .select(adColumns)
      .from(ads)
      .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
      .where(where)
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(limit)
      .offset(offset),
    countsOf(db, {
      total: db
        .select({ value: count() })
        .from(ads)
        .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
        .where(where),
    }),
  ]);
  return pageOf(rows.map(toAd), total, page, ADS_PAGE_SIZE);
}

/**
 * One page of the ads every member sees, newest first, narrowed by the page's filters in SQL
 * (`ads_visible_created_idx` serves the order), with their total.
 */
export function listVisibleAds(db: Database, now: Date, filters: AdFilters, page: number): Promise<Page<Ad>> {
  return adsPage(db, and(visibleAd(now), adFilterCondition(filters)), page);
}

/** One page of one member's ads, also closed and expired ones, so the owner can renew or delete them. */
export function listOwnAds(db: Database, memberId: string, filters: AdFilters, page: number): Promise<Page<Ad>> {
  return adsPage(db, and(eq(ads.memberId, memberId), adFilterCondition(filters)), page);
}

/**
 * Posts an ad and awards its points in one transaction (spec §7: award_points after posting). The
 * ledger's unique key (member, activity, ad id) means one ad earns its points once.
 */
export async function createAd(
  db: Database,
  memberId: string,
  values: AdValues,
  now: Date,
): Promise<{ id: string; pointsAwarded: number } | null> {
  return db.transaction(async (tx) => {
    // The member's row lock serialises their simultaneous posts, so the cap cannot be raced past.
    // Counted from the points ledger, which keeps a deleted ad's entry: deleting does not free a slot.
    await tx.execute(sql`select id from member_profiles where id = ${memberId} for update`);
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const posted = await tx.$count(
      memberPointsLedger,
      and(
        eq(memberPointsLedger.memberId, memberId),
        eq(memberPointsLedger.activityType, 'request_posted'),
        gt(memberPointsLedger.createdAt, since),
      ),
    );
    if (posted >= AD_DAILY_LIMIT) return null;
    const row = returnedRow(
      await tx
        .insert(ads)
        .values({ memberId, ...values, isActive: true, expiresAt: adExpiryFrom(now), createdAt: now, updatedAt: now })
        .returning({ id: ads.id }),
    );
    const pointsAwarded = await awardAdPoints(tx, memberId, row.id, values.title);
    return { id: row.id, pointsAwarded };
  });
}

/** award_points(member, 'request_posted', 10, description, ad id): the points actually added (0 when already given). */
export async function awardAdPoints(db: Database, memberId: string, adId: string, title: string): Promise<number> {
  const result = await rowsOf<{ added: number }>(
    db.execute(
      sql`select public.award_points(${memberId}::uuid, 'request_posted', ${AD_POINTS}, ${`Objavljen oglas: ${title}`.slice(0, 200)}, ${adId}::uuid) as added`,
    ),
  );
  return Number(result[0]?.added ?? 0);
}

/** The owner's condition: every change below touches only the caller's own ad; false when none matched. */
const ownAd = (memberId: string, id: string) => and(eq(ads.id, id), eq(ads.memberId, memberId));

export async function updateOwnAd(
  db: Database,
  memberId: string,
  id: string,
  values: AdValues,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(ads)
    .set({ ...values, updatedAt: now })
    .where(ownAd(memberId, id))
    .returning({ id: ads.id });
  return rows.length > 0;
}

/** Shows the ad again for another 60 days from now (also reopens a closed one, unless an admin closed it). */
export async function renewOwnAd(db: Database, memberId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ads)
    .set({ isActive: true, expiresAt: adExpiryFrom(now), expiryWarnedAt: null, updatedAt: now })
    .where(and(ownAd(memberId, id), isNull(ads.hiddenAt)))
    .returning({ id: ads.id });
  return rows.length > 0;
}

/** When a moderator closed the caller's own ad `id`; null when it is not theirs or no moderator closed it. */
export async function moderatorClosureOfOwnAd(db: Database, memberId: string, id: string): Promise<Date | null> {
  const [row] = await db.select({ closedAt: ads.hiddenAt }).from(ads).where(ownAd(memberId, id));
  return row?.closedAt ?? null;
}

export async function closeOwnAd(db: Database, memberId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ads)
    .set({ isActive: false, updatedAt: now })
    .where(ownAd(memberId, id))
    .returning({ id: ads.id });
  return rows.length > 0;
}

export async function deleteOwnAd(db: Database, memberId: string, id: string): Promise<boolean> {
  const rows = await db.delete(ads).where(ownAd(memberId, id)).returning({ id: ads.id });
  return rows.length > 0;
}

/** An ad about to expire, with its owner, for the warning mail. */
export interface ExpiringAd {
  id: string;
  title: string;
  expiresAt: Date;
  owner: { fullName: string; email: string };
}

/**
 * Claims the open ads of listed members that expire within `warnDays` and were not warned yet,
 * stamping `expiry_warned_at` in the same UPDATE, so overlapping runs or instances never warn
 * twice. Renewal clears the stamp, so the renewed ad is warned again before its new expiry.
 */
export async function claimExpiringAds(
  db: Database,
  now: Date,
  warnDays: number,
  limit: number,
): Promise<ExpiringAd[]> {
  const horizon = new Date(now.getTime() + warnDays * 24 * 60 * 60 * 1000);
  const due = and(
    eq(memberProfiles.id, ads.memberId),
    listedMember,
    eq(ads.isActive, true),
    gt(ads.expiresAt, now),
    lte(ads.expiresAt, horizon),
    isNull(ads.expiryWarnedAt),
    isNull(ads.hiddenAt),
  );
  // At most `limit` ads per claim: the caller works through a backlog in bounded batches.
  const batch = db
    .select({ id: ads.id })
    .from(ads)
    .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
    .where(due)
    .limit(limit);
  const rows = await db
    .update(ads)
    .set({ expiryWarnedAt: now })
    .from(memberProfiles)
    .where(and(due, inArray(ads.id, batch)))
    .returning({
      id: ads.id,
      title: ads.title,
      expiresAt: ads.expiresAt,
      fullName: memberProfiles.fullName,
      email: memberProfiles.email,
    });
  return rows.map(({ fullName, email, ...ad }) => ({ ...ad, owner: { fullName, email } }));
}

/** The ad a renewal link names, if it is still open and its owner listed (for the link's page). */
export async function findRenewableAd(db: Database, id: string): Promise<{ title: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ title: ads.title, expiresAt: ads.expiresAt })
    .from(ads)
    .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
    .where(and(eq(ads.id, id), eq(ads.isActive, true), isNull(ads.hiddenAt), listedMember));
  return row ?? null;
}

/** The ad a renewal link names if a moderator closed it: its title and when (the link's page says so). */
export async function findModeratorClosedAd(
  db: Database,
  id: string,
): Promise<{ title: string; closedAt: Date } | null> {
  const [row] = await db
    .select({ title: ads.title, closedAt: ads.hiddenAt })
    .from(ads)
    .where(and(eq(ads.id, id), isNotNull(ads.hiddenAt)));
  return row?.closedAt ? { title: row.title, closedAt: row.closedAt } : null;
}

/**
 * Renews the ad a signed renewal link names (no sign-in: the link is the proof). Only an open ad
 * of a listed member: a closed ad stays closed, whatever old mail is clicked.
 */
export async function renewAdFromLink(db: Database, id: string, now: Date): Promise<{ title: string } | null> {
  const renewable = await findRenewableAd(db, id);
  if (!renewable) return null;
  const rows = await db
    .update(ads)
    .set({ expiresAt: adExpiryFrom(now), expiryWarnedAt: null, updatedAt: now })
    .where(and(eq(ads.id, id), eq(ads.isActive, true)))
    .returning({ title: ads.title });
  return rows[0] ?? null;
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /members/requests: a page of the ads every member sees, or with `mine` of the member's own. */
export async function readAdsPage(
  memberId: string,
  { mine, filters, page }: { mine: boolean; filters: AdFilters; page: number },
): Promise<Page<Ad>> {
  const db = await getDb();
  return mine ? listOwnAds(db, memberId, filters, page) : listVisibleAds(db, new Date(), filters, page);
}
