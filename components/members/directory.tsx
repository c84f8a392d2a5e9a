import Link from 'next/link';

import { LinkedinIcon, MessageSquareIcon, UsersIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import type { DirectoryMember } from '@/lib/data/members';
import { pageScript } from '@/lib/i18n/page-script';
import { labelsIn } from '@/lib/i18n/text-template';
import { threadPath } from '@/lib/members/message-thread';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';
import { MAX_DIRECTORY_QUERY, type DirectoryTypeFilter } from '@/lib/members/search';

import { MemberAvatar } from './member-avatar';
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

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-sm whitespace-pre-line">{value}</dd>
    </div>
  );
}

/**
 * A member's card (spec §2): picture, Mentor and type badges, what they do, industry, bio, offers,
 * seeks, stage, contact; what the member wrote is shown in the page's script too.
 */
export async function DirectoryCard({ member, isSelf }: { member: DirectoryMember; isSelf: boolean }) {
  const { script, t, href } = await pageScript();
  const name = t(member.fullName);
  const shown = (value: string | null) => (value ? t(value) : null);
  return (
    <Card className="grid content-start gap-4" aria-labelledby={`member-${member.id}`}>
      <div className="flex items-start gap-3">
        <MemberAvatar name={name} src={member.profileImage} script={script} />
        <div className="grid min-w-0 gap-1">
          <h2 id={`member-${member.id}`} className="truncate text-lg font-semibold">
            {name}
          </h2>
          <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
            {member.isMentor ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                {t('Mentor')}
              </span>
            ) : null}
            <span className="rounded-full bg-muted px-2 py-0.5">{t(memberTypeLabel(member.memberType))}</span>
          </div>
          {member.whatTheyDo ? <p className="text-sm text-muted-foreground">{t(member.whatTheyDo)}</p> : null}
        </div>
      </div>
      <dl className="grid gap-2">
        <Detail label={t('Industrija')} value={shown(member.industry)} />
        <Detail label={t('O meni')} value={shown(member.bio)} />
        <Detail label={t('Nudi')} value={shown(member.whatTheyOffer)} />
        <Detail label={t('Traži')} value={shown(member.whatTheySeek)} />
        <Detail label={t('Faza')} value={member.startupStage ? t(startupStageLabel(member.startupStage)) : null} />
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {isSelf ? (
          <Link href={href('/members/profile')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('Vaš profil')}
          </Link>
        ) : (
          <NavigationButton href={href(threadPath(member.id))} size="sm" label={`${t('Kontaktiraj')}: ${name}`}>
            <MessageSquareIcon aria-hidden />
            {t('Kontaktiraj')}
          </NavigationButton>
        )}
        {member.linkedinUrl ? (
          <a
            href={member.linkedinUrl}
            {...OPENS_IN_NEW_TAB}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`LinkedIn: ${name}`}
          >
            <LinkedinIcon aria-hidden />
            LinkedIn
          </a>
        ) : null}
      </div>
    </Card>
  );
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
