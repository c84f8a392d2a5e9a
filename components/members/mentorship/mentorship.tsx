import Link from 'next/link';

import { CheckIcon, GraduationCapIcon, MessageSquareIcon, XIcon } from '@/components/ui/icons';
import { MemberAvatar } from '@/components/members/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { acceptMentorship, closeMentorship, requestMentorship } from '@/lib/actions/member-mentorship';
import type { MentorshipConnection, MentorshipMember } from '@/lib/data/member-mentorship';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { CONNECTION_STATUS_LABELS, type MentorListPlace, type MentorshipTab } from '@/lib/members/mentorship';
import { threadPath } from '@/lib/members/message-thread';
import { memberTypeLabel } from '@/lib/members/options';
import { MENTORSHIP_MESSAGES } from '@/lib/validation/member-texts';

import { ActionButton } from '@/components/forms/action-button';
import { MemberSearchForm } from '@/components/members/search-form';

import { mentorshipRequestPropsIn } from './mentorship-request-in-script';
import { MentorshipRequestDialog } from './mentorship-request-dialog';

export async function MentorshipSearchForm({
  tab,
  query,
}: {
  tab: Exclude<MentorshipTab, 'connections'>;
  query: string;
}) {
  const { href } = await pageScript();
  return (
    <MemberSearchForm
      // A tab of its own: the field it was typed in does not carry its text to the other tab.
      key={tab}
      action={href('/members/mentorship')}
      label={tab === 'mentors' ? 'Pretraga mentora' : 'Pretraga članova koji traže mentora'}
      id="mentorship"
      query={query}
      placeholder={tab === 'mentors' ? 'Ime, delatnost, industrija…' : 'Ime, delatnost, šta traže…'}
      columnsClassName="sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <input type="hidden" name="tab" value={tab} />
    </MemberSearchForm>
  );
}

async function PersonHeader({ person }: { person: MentorshipMember }) {
  const { script, t } = await pageScript();
  const name = t(person.fullName);
  return (
    <div className="flex items-start gap-3">
      <MemberAvatar name={name} src={person.profileImage} size={48} script={script} />
      <div className="grid min-w-0 gap-0.5">
        <h2 id={`mentorship-${person.id}`} className="truncate text-lg font-semibold">
          {name}
        </h2>
        <p className="text-xs text-muted-foreground">
          {t(memberTypeLabel(person.memberType))}
          {person.industry ? ` · ${t(person.industry)}` : ''}
        </p>
        {person.whatTheyDo ? <p className="text-sm text-muted-foreground">{t(person.whatTheyDo)}</p> : null}
      </div>
    </div>
  );
}

interface MentorCardProps {
  mentor: MentorshipMember;
  viewerId: string;
  viewerSeeksMentor: boolean;
  /** Status of the viewer's open connection with this mentor, if any. */
  openStatus: 'pending' | 'active' | null;
  /** The request dialog is open (`?request=<mentor id>`). */
  requestOpen: boolean;
  /** The list's search and page, kept by the request dialog's address. */
  place: MentorListPlace;
}

/** A mentor with what the viewer may do: request (spec §5 rules), or see that a request is open. */
export async function MentorCard({
  mentor,
  viewerId,
  viewerSeeksMentor,
  openStatus,
  requestOpen,
  place,
}: MentorCardProps) {
  const { script, t, href } = await pageScript();
  const name = t(mentor.fullName);
  const full = mentor.mentorCapacity !== null && mentor.activeMentees >= mentor.mentorCapacity;
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`mentorship-${mentor.id}`}>
      <PersonHeader person={mentor} />
      {mentor.mentorCapacity !== null ? (
        <p className="text-xs text-muted-foreground">
          {t(
            `Slobodnih mesta: ${Math.max(mentor.mentorCapacity - mentor.activeMentees, 0)} od ${mentor.mentorCapacity}`,
          )}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {mentor.id === viewerId ? (
          <span className="text-sm text-muted-foreground">{t('Ovo ste vi')}</span>
        ) : openStatus ? (
          <span className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">
            {t(openStatus === 'pending' ? 'Zahtev poslat' : 'Vaš mentor')}
          </span>
        ) : !viewerSeeksMentor ? (
          <Link
            href={href('/members/profile')}
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('Označite u profilu da tražite mentora')}
          </Link>
        ) : full ? (
          <span className="text-sm text-muted-foreground">{t('Nema slobodnih mesta')}</span>
        ) : (
          <>
            {/* Spec: the request is sent by this one click; a message and focus areas are optional. */}
            <ActionButton
              action={requestMentorship}
              fields={{ mentorId: mentor.id }}
              fallbackError={t(MENTORSHIP_MESSAGES.requestFailed)}
              variant="default"
            >
              {t('Zatraži mentorstvo')}
            </ActionButton>
            <MentorshipRequestDialog
              mentor={{ id: mentor.id, fullName: name }}
              defaultOpen={requestOpen}
              place={place}
              script={script}
              {...mentorshipRequestPropsIn(script)}
            />
          </>
        )}
        {mentor.id !== viewerId ? (
          <Link
            href={href(threadPath(mentor.id))}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            // The name starts with the visible word (WCAG 2.5.3): a voice command 'Poruka' finds it.
            aria-label={t(`Poruka: ${mentor.fullName}`)}
          >
            <MessageSquareIcon aria-hidden />
            {t('Poruka')}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}

export async function MenteeCard({ mentee }: { mentee: MentorshipMember }) {
  const { t, href } = await pageScript();
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`mentorship-${mentee.id}`}>
      <PersonHeader person={mentee} />
      {mentee.whatTheySeek ? (
        <p className="text-sm">
          <span className="font-semibold">{t('Traži: ')}</span>
          {t(mentee.whatTheySeek)}
        </p>
      ) : null}
      <Link
        href={href(threadPath(mentee.id))}
        className={buttonVariants({ size: 'sm', className: 'mt-auto justify-self-start' })}
        aria-label={t(`Pošalji poruku: ${mentee.fullName}`)}
      >
        <MessageSquareIcon aria-hidden />
        {t('Pošalji poruku')}
      </Link>
    </Card>
  );
}

function closeConfirmLabel(status: MentorshipConnection['status'], asMentor: boolean): string {
  if (status !== 'pending') return 'Otkaži mentorstvo';
  return asMentor ? 'Odbij' : 'Otkaži zahtev';
}

/** A connection from the viewer's side; only the mentor of a pending one sees 'Prihvati' (spec §6). */
export async function ConnectionCard({ connection, viewerId }: { connection: MentorshipConnection; viewerId: string }) {
  const { script, t, href } = await pageScript();
  const asMentor = connection.mentor.id === viewerId;
  const other = asMentor ? connection.mentee : connection.mentor;
  const name = t(other.fullName);
  const open = connection.status === 'pending' || connection.status === 'active';
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`connection-${connection.id}`}>
      <div className="flex items-start gap-3">
        <MemberAvatar name={name} src={other.profileImage} size={48} script={script} />
        <div className="grid min-w-0 gap-0.5">
          <p className="text-xs font-semibold text-muted-foreground">{t(asMentor ? 'Vaš mentee' : 'Vaš mentor')}</p>
          <h2 id={`connection-${connection.id}`} className="truncate text-lg font-semibold">
            {name}
          </h2>
          {other.whatTheyDo ? <p className="text-sm text-muted-foreground">{t(other.whatTheyDo)}</p> : null}
        </div>
        <span className="ml-auto shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
          {t(CONNECTION_STATUS_LABELS[connection.status])}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('Zahtev od ')}
        <time dateTime={connection.createdAt.toISOString()}>{t(formatLongDate(connection.createdAt))}</time>
      </p>
      {connection.focusAreas.length > 0 ? (
        <p className="text-sm">{t(`Oblasti: ${connection.focusAreas.join(', ')}`)}</p>
      ) : null}
      {connection.notes ? <p className="text-sm whitespace-pre-line">{t(connection.notes)}</p> : null}
      {open ? (
        <div className="mt-auto flex flex-wrap gap-2">
          {asMentor && connection.status === 'pending' ? (
            <ActionButton
              action={acceptMentorship}
              fields={{ connectionId: connection.id }}
              fallbackError={t(MENTORSHIP_MESSAGES.acceptFailed)}
              variant="default"
            >
              <CheckIcon aria-hidden />
              {t('Prihvati')}
            </ActionButton>
          ) : null}
          {connection.status === 'active' ? (
            <ActionButton
              action={closeMentorship}
              fields={{ connectionId: connection.id, outcome: 'completed' }}
              fallbackError={t(MENTORSHIP_MESSAGES.closeFailed)}
              confirm={{
                title: t('Označiti mentorstvo kao završeno?'),
                description: t(`Mentorstvo sa članom ${other.fullName} biće označeno kao završeno.`),
                confirmLabel: t('Završi'),
              }}
            >
              <CheckIcon aria-hidden />
              {t('Završi')}
            </ActionButton>
          ) : null}
          <ActionButton
            action={closeMentorship}
            fields={{ connectionId: connection.id, outcome: 'cancelled' }}
            fallbackError={t(MENTORSHIP_MESSAGES.closeFailed)}
            confirm={{
              title: t(connection.status === 'pending' ? 'Otkazati ovaj zahtev?' : 'Otkazati ovo mentorstvo?'),
              description: t(`Veza sa članom ${other.fullName} se zatvara.`),
              // Not 'Otkaži' alone: that is the dialog's own button that closes it and changes nothing.
              confirmLabel: t(closeConfirmLabel(connection.status, asMentor)),
            }}
            variant="ghost"
          >
            <XIcon aria-hidden />
            {t(connection.status === 'pending' && asMentor ? 'Odbij' : 'Otkaži')}
          </ActionButton>
          <Link href={href(threadPath(other.id))} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <MessageSquareIcon aria-hidden />
            {t('Poruka')}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}

export function MentorshipEmptyState({ text }: { text: string }) {
  return <EmptyState icon={GraduationCapIcon} description={text} />;
}
