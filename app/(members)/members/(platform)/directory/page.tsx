import type { Metadata } from 'next';

import { DirectoryCard, DirectoryEmptyState, DirectoryFilters } from '@/components/members/directory';
import { getDirectoryMembers, requireMember } from '@/lib/auth/member';
import { formatNumber } from '@/lib/format/number';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { directoryTypeFrom, filterDirectory, MAX_DIRECTORY_QUERY } from '@/lib/members/search';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: 'Direktorijum' };

/** /members/directory (spec §2): listed members, searched and filtered through the URL (?q=…&tip=…). */
export default async function DirectoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember();
  const params = await searchParams;
  const query = (firstParam(params.q) ?? '').trim().slice(0, MAX_DIRECTORY_QUERY);
  const type = directoryTypeFrom(firstParam(params.tip));
  const members = await getDirectoryMembers();
  const found = filterDirectory(members, { query, type });

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">Direktorijum članova</h1>
        <p className="text-muted-foreground">Povežite se sa startapima, preduzećima i pojedincima iz zajednice.</p>
      </header>
      <DirectoryFilters query={query} type={type} />
      <p role="status" className="text-sm text-muted-foreground">
        Pronađeno {formatNumber(found.length)} od {formatCount(members.length, COUNTED.ofMembers)}
      </p>
      {found.length === 0 ? (
        <DirectoryEmptyState filtered={query !== '' || type !== 'all'} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {found.map((item) => (
            <li key={item.id} className="grid">
              <DirectoryCard member={item} isSelf={item.id === member.id} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
