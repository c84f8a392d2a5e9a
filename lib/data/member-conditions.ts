import { and, eq, gt, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { ads, memberProfiles } from '@/lib/db/schema';
import { substringPattern } from '@/lib/members/search';

/**
 * The conditions every read of members and their ads shares (lib/data/members.ts,
 * ads.ts, member-mentorship.ts, member-messages.ts, moderation.ts). They sit below
 * those files so that none of them imports another for a condition: the data layer has no cycles
 * (docs/architecture.md, "Layers").
 */

/** Approved and active: the only members other members ever see. */
export const listedMember = and(eq(memberProfiles.approvalStatus, 'approved'), eq(memberProfiles.isActive, true));

/** Listed and not hidden by their own choice: the directory and the mentorship lists. */
export const directoryMember = and(listedMember, eq(memberProfiles.hideFromDirectory, false));

/** Shown to members: open, not expired, not closed by an admin, posted by an approved, active member. */
export function visibleAd(now: Date) {
  return and(eq(ads.isActive, true), gt(ads.expiresAt, now), isNull(ads.hiddenAt), listedMember);
}

/**
 * A search over a `search_fields` column (docs/architecture.md, "Search"): `column like '%query%'`
 * on the folded query, the rule `matchesSearch` states (lib/members/search.ts), served by the
 * column's trigram index. With `categories`, the categories the query names by key or Serbian label
 * (matched in code) count too. Undefined for an empty query: no condition.
 */
export function foldedSearch(
  column: AnyPgColumn,
  query: string,
  categories?: { column: AnyPgColumn; keys: readonly string[] },
): SQL | undefined {
  const pattern = substringPattern(query);
  if (pattern === null) return undefined;
  const text = pattern === false ? sql`false` : like(column, pattern);
  return categories && categories.keys.length > 0 ? or(text, inArray(categories.column, [...categories.keys])) : text;
}
