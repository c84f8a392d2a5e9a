import type { Metadata } from 'next';

import {
  ConnectionCard,
  MenteeCard,
  MentorCard,
  MentorshipEmptyState,
  MentorshipSearchForm,
} from '@/components/members/mentorship/mentorship';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import { getRequestContext } from '@/lib/auth';
import { requireMember } from '@/lib/auth/member';
import { cleanQuery } from '@/lib/blog/search';
import { listConnections, listMentees, listMentors, mentorshipFlagsOf } from '@/lib/data/member-mentorship';
import { matchesMenteeQuery, matchesMentorQuery, MENTORSHIP_TABS, mentorshipTabFrom } from '@/lib/members/mentorship';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: 'Mentorstvo' };

/** /members/mentorship (spec §2): tabs Mentori, Traže mentora, Moje veze with counts; search on the first two. */
export default async function MentorshipPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember({ withoutProfile: 'profile' });
  const params = await searchParams;
  const tab = mentorshipTabFrom(firstParam(params.tab));
  // A mentor's request dialog opened by the address: the form without JavaScript.
  const requested = firstParam(params.request);
  const query = tab === 'connections' ? '' : cleanQuery(params.q);
  const ctx = await getRequestContext();
  // The counts are of the whole lists; the open tab is searched.
  const [mentors, mentees, connections, flags] = await Promise.all([
    listMentors(ctx.db),
    listMentees(ctx.db, member.id),
    listConnections(ctx.db, member.id),
    mentorshipFlagsOf(ctx.db, member.id),
  ]);
  const shownMentors = mentors.filter((mentor) => matchesMentorQuery(mentor, query));
  const shownMentees = mentees.filter((mentee) => matchesMenteeQuery(mentee, query));
  const openWith = new Map(
    connections
      .filter(
        (connection) =>
          connection.mentee.id === member.id && (connection.status === 'pending' || connection.status === 'active'),
      )
      .map((connection) => [connection.mentor.id, connection.status as 'pending' | 'active']),
  );
  const counts = { mentors: mentors.length, mentees: mentees.length, connections: connections.length };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">Mentorstvo</h1>
        <p className="text-muted-foreground">
          Pronađite mentora ili podelite svoje iskustvo sa članovima koji traže podršku.
        </p>
      </header>
      <LinkTabs
        label="Mentorstvo"
        idPrefix="mentorship"
        active={tab}
        tabs={MENTORSHIP_TABS.map((item) => ({
          id: item.id,
          // Spec: "Mentors (count)": the count is part of the tab's text and name.
          label: `${item.label} (${counts[item.id]})`,
          href: `/members/mentorship?tab=${item.id}`,
        }))}
      />
      <LinkTabPanel idPrefix="mentorship" active={tab} className="grid gap-4">
        {tab !== 'connections' ? <MentorshipSearchForm tab={tab} query={query} /> : null}
        {tab === 'mentors' ? (
          shownMentors.length === 0 ? (
            <MentorshipEmptyState
              text={query ? 'Nijedan mentor ne odgovara pretrazi.' : 'Još nema mentora na platformi.'}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {shownMentors.map((mentor) => (
                <li key={mentor.id} className="grid">
                  <MentorCard
                    mentor={mentor}
                    viewerId={member.id}
                    viewerSeeksMentor={flags.seekingMentor}
                    openStatus={openWith.get(mentor.id) ?? null}
                    requestOpen={mentor.id === requested}
                  />
                </li>
              ))}
            </ul>
          )
        ) : tab === 'mentees' ? (
          shownMentees.length === 0 ? (
            <MentorshipEmptyState
              text={query ? 'Nijedan član ne odgovara pretrazi.' : 'Trenutno niko ne traži mentora.'}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {shownMentees.map((mentee) => (
                <li key={mentee.id} className="grid">
                  <MenteeCard mentee={mentee} />
                </li>
              ))}
            </ul>
          )
        ) : connections.length === 0 ? (
          <MentorshipEmptyState text="Još nemate mentorskih veza. Pošaljite zahtev mentoru sa kartice Mentori." />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {connections.map((connection) => (
              <li key={connection.id} className="grid">
                <ConnectionCard connection={connection} viewerId={member.id} />
              </li>
            ))}
          </ul>
        )}
      </LinkTabPanel>
    </div>
  );
}
