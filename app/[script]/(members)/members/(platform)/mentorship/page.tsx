import type { Metadata } from 'next';

import {
  ConnectionCard,
  MenteeCard,
  menteeCardShared,
  MentorCard,
  mentorCardShared,
  MentorshipEmptyState,
  MentorshipSearchForm,
} from '@/components/members/mentorship/mentorship';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import { CardGrid } from '@/components/members/card-grid';
import { requireMember } from '@/lib/auth/member';
import { cleanQuery } from '@/lib/blog/search';
import { readMentorshipPage } from '@/lib/data/member-mentorship';
import { pageScript } from '@/lib/i18n/page-script';
import { MENTORSHIP_TABS, mentorshipTabFrom } from '@/lib/members/mentorship';
import { PAGE_PARAM, pageHref, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Mentorstvo') };
}

/**
 * /members/mentorship (spec §2): tabs Mentori, Traže mentora, Moje veze with counts; search on the
 * first two. The open tab is read one page at a time (`?strana=N`, `MENTORSHIP_PAGE_SIZE`), searched in SQL; the tabs'
 * counts are counts of the whole lists.
 */
export default async function MentorshipPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember({ withoutProfile: 'profile' });
  const { t, href } = await pageScript();
  const params = await searchParams;
  const tab = mentorshipTabFrom(firstParam(params.tab));
  // A mentor's request dialog opened by the address: the form without JavaScript.
  const requested = firstParam(params.request);
  const query = tab === 'connections' ? '' : cleanQuery(params.q);
  const page = pageNumberFrom(params[PAGE_PARAM]);
  // Only the open tab's list is read; the tabs' counts are of the whole lists.
  const { mentors, mentees, connections, counts, flags, openWith } = await readMentorshipPage(member.id, {
    tab,
    query,
    page,
  });
  // What the cards of a list share, built once: the page's payload carries it once.
  const mentorShared = await mentorCardShared({ query, page });
  const menteeShared = await menteeCardShared();
  const listQuery = { tab: tab === 'mentors' ? undefined : tab, q: query || undefined };
  const pager = {
    label: t('Stranice liste'),
    hrefFor: (number: number) => href(pageHref('/members/mentorship', listQuery, number)),
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('Mentorstvo')}</h1>
        <p className="text-muted-foreground">
          {t('Pronađite mentora ili podelite svoje iskustvo sa članovima koji traže podršku.')}
        </p>
      </header>
      <LinkTabs
        label={t('Mentorstvo')}
        idPrefix="mentorship"
        active={tab}
        tabs={MENTORSHIP_TABS.map((item) => ({
          id: item.id,
          // Spec: "Mentors (count)": the count is part of the tab's text and name.
          label: t(`${item.label} (${counts[item.id]})`),
          href: href(`/members/mentorship?tab=${item.id}`),
        }))}
      />
      <LinkTabPanel idPrefix="mentorship" active={tab} className="grid gap-4">
        {tab !== 'connections' ? <MentorshipSearchForm tab={tab} query={query} /> : null}
        {mentors ? (
          <CardGrid
            pager={pager}
            list={mentors}
            empty={
              <MentorshipEmptyState
                text={t(query ? 'Nijedan mentor ne odgovara pretrazi.' : 'Još nema mentora na platformi.')}
              />
            }
          >
            {(mentor) => (
              <MentorCard
                mentor={mentor}
                viewerId={member.id}
                viewerSeeksMentor={flags.seekingMentor}
                openStatus={openWith.get(mentor.id) ?? null}
                requestOpen={mentor.id === requested}
                shared={mentorShared}
              />
            )}
          </CardGrid>
        ) : null}
        {mentees ? (
          <CardGrid
            pager={pager}
            list={mentees}
            empty={
              <MentorshipEmptyState
                text={t(query ? 'Nijedan član ne odgovara pretrazi.' : 'Trenutno niko ne traži mentora.')}
              />
            }
          >
            {(mentee) => <MenteeCard mentee={mentee} shared={menteeShared} />}
          </CardGrid>
        ) : null}
        {connections ? (
          <CardGrid
            pager={pager}
            list={connections}
            empty={
              <MentorshipEmptyState
                text={t('Još nemate mentorskih veza. Pošaljite zahtev mentoru sa kartice Mentori.')}
              />
            }
          >
            {(connection) => <ConnectionCard connection={connection} viewerId={member.id} />}
          </CardGrid>
        ) : null}
      </LinkTabPanel>
    </div>
  );
}
