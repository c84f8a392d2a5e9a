import { UsersIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';
import type { DirectoryMember } from '@/lib/data/members';
import { pageScript } from '@/lib/i18n/page-script';
import { labelsIn } from '@/lib/i18n/text-template';
import { threadPath } from '@/lib/members/message-thread';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';
import { MAX_DIRECTORY_QUERY, type DirectoryTypeFilter } from '@/lib/members/search';

import { DirectoryMemberCard, type DirectoryCardView } from './directory-card';
import { ClearSearchLink, MemberSearchForm } from './search-form';
import { FilterSelect } from '@/components/ui/select';

// The spec's filter order (all, individual, startup, company), under the member types' own names.
const TYPE_FILTER_OPTIONS = (['individual', 'startup', 'company'] as const).map((value) => ({
  value,
  label: memberTypeLabel(value),
}));

/** Search and member type, in the URL (see MemberSearchForm). */
export async function DirectoryFilters({ query, type }: { query: string; type: DirectoryTypeFilter }) {
  const { t, href } = await pageScript();
  return (
    <MemberSearchForm
      action={href('/members/directory')}
      label="Pretraga članova"
      id="directory"
      query={query}
      placeholder="Ime, delatnost, industrija…"
      maxLength={MAX_DIRECTORY_QUERY}
      columnsClassName="sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
    >
      <FilterSelect
        id="directory-type"
        name="tip"
        label={t('Tip člana')}
        allLabel={t('Svi')}
        defaultValue={type}
        options={labelsIn(t, TYPE_FILTER_OPTIONS)}
      />
    </MemberSearchForm>
  );
}

/**
 * A member's card (spec §2): picture, Mentor and type badges, what they do, industry, bio, offers,
 * seeks, stage, contact; what the member wrote is shown in the page's script too.
 */
export async function DirectoryCard({ member, isSelf }: { member: DirectoryMember; isSelf: boolean }) {
  const { script, t, href } = await pageScript();
  const name = t(member.fullName);
  const details: [string, string | null][] = [
    ['Industrija', member.industry],
    ['O meni', member.bio],
    ['Nudi', member.whatTheyOffer],
    ['Traži', member.whatTheySeek],
    ['Faza', member.startupStage ? startupStageLabel(member.startupStage) : null],
  ];
  const card: DirectoryCardView = {
    id: member.id,
    name,
    picture: member.profileImage,
    mentor: member.isMentor ? t('Mentor') : null,
    memberType: t(memberTypeLabel(member.memberType)),
    whatTheyDo: member.whatTheyDo ? t(member.whatTheyDo) : null,
    details: details.flatMap(([label, value]) => (value ? [[t(label), t(value)] as [string, string]] : [])),
    action: isSelf
      ? { href: href('/members/profile'), text: t('Vaš profil'), own: true }
      : {
          href: href(threadPath(member.id)),
          text: t('Kontaktiraj'),
          own: false,
          label: `${t('Kontaktiraj')}: ${name}`,
        },
    linkedinUrl: member.linkedinUrl,
  };
  return <DirectoryMemberCard card={card} script={script} />;
}

export async function DirectoryEmptyState({ filtered }: { filtered: boolean }) {
  const { t, href } = await pageScript();
  return (
    <EmptyState
      icon={UsersIcon}
      title={t('Nema pronađenih članova')}
      description={t(
        filtered
          ? 'Pokušajte sa drugim pojmom za pretragu ili drugim tipom člana.'
          : 'Direktorijum je još prazan. Uskoro će se ovde pojaviti članovi zajednice.',
      )}
    >
      {filtered ? <ClearSearchLink href={href('/members/directory')} /> : null}
    </EmptyState>
  );
}
