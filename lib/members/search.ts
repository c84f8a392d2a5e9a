import { foldSearchText } from '@/lib/format/fold';

/**
 * Directory search (spec §5): substring matching in the one search fold (lib/format/fold), so
 * 'djordje' finds 'Đorđe', 'cacak' finds 'Čačak' and 'Марко' finds 'Marko'. Pure, so the same
 * rule can run anywhere and is unit-tested.
 */

/** True when the query is empty or appears in any of the fields (nulls are skipped). */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = foldSearchText(query);
  if (needle === '') return true;
  return fields.some((field) => field != null && foldSearchText(field).includes(needle));
}

/** What the directory searches (spec §5): name, what they do, industry, bio. */
export function directorySearchFields(member: {
  fullName: string;
  whatTheyDo: string | null;
  industry: string | null;
  bio: string | null;
}) {
  return [member.fullName, member.whatTheyDo, member.industry, member.bio];
}

/** The directory's type filter (spec §2): all, or one member type. */
export const DIRECTORY_TYPE_FILTERS = ['all', 'individual', 'startup', 'company'] as const;
export type DirectoryTypeFilter = (typeof DIRECTORY_TYPE_FILTERS)[number];

export function directoryTypeFrom(value: string | undefined): DirectoryTypeFilter {
  return (DIRECTORY_TYPE_FILTERS as readonly string[]).includes(value ?? '') ? (value as DirectoryTypeFilter) : 'all';
}

/** Longest query read from the URL; anything longer is cut. */
export const MAX_DIRECTORY_QUERY = 100;

/** The members a search and a type filter leave, in their original order. */
export function filterDirectory<
  M extends {
    memberType: string;
    fullName: string;
    whatTheyDo: string | null;
    industry: string | null;
    bio: string | null;
  },
>(members: readonly M[], filter: { query: string; type: DirectoryTypeFilter }): M[] {
  return members.filter(
    (member) =>
      (filter.type === 'all' || member.memberType === filter.type) &&
      matchesSearch(filter.query, directorySearchFields(member)),
  );
}
