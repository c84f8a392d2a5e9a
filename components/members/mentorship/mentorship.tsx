import Link from 'next/link';

import { CheckIcon, GraduationCapIcon, MessageSquareIcon, XIcon } from '@/components/ui/icons';
import { MemberAvatar } from '@/components/members/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { acceptMentorship, closeMentorship } from '@/lib/actions/member-mentorship';
import type { MentorshipConnection, MentorshipMember } from '@/lib/data/member-mentorship';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { CONNECTION_STATUS_LABELS, type MentorListPlace, type MentorshipTab } from '@/lib/members/mentorship';
import { threadPath } from '@/lib/members/message-thread';
import { memberTypeLabel } from '@/lib/members/options';
import { MENTORSHIP_MESSAGES } from '@/lib/validation/member-texts';

import { ActionButton } from '@/components/forms/action-button';
import { MemberSearchForm } from '@/components/members/search-form';

import {
  MenteeCardContent,
  type MenteeCardShared,
  type MenteeCardView,
  MentorCardContent,
  type MentorCardShared,
  type MentorCardView,
  type MentorOffer,
  type MentorshipPersonView,
} from './mentorship-cards';
import { mentorshipRequestPropsIn } from './mentorship-request-in-script';

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

async function personView(person: MentorshipMember, messageLabel: string | null): Promise<MentorshipPersonView> {
  const { t, href } = await pageScript();
  return {
    id: person.id,
    name: t(person.fullName),
    picture: person.profileImage,
    kind: t(memberTypeLabel(person.memberType)) + (person.industry ? ` · ${t(person.industry)}` : ''),
    whatTheyDo: person.whatTheyDo ? t(person.whatTheyDo) : null,
    message: messageLabel === null ? null : { href: href(threadPath(person.id)), label: t(messageLabel) },
  };
}

/** What every mentor card of a page shares, in its script: built once, carried once by its payload. */
export async function mentorCardShared(place: MentorListPlace): Promise<MentorCardShared> {
  const { script, t } = await pageScript();
  return {
    script,
    place,
    request: t('Zatraži mentorstvo'),
    requestFailed: t(MENTORSHIP_MESSAGES.requestFailed),
    message: t('Poruka'),
    dialog: mentorshipRequestPropsIn(script),
  };
}

interface MentorCardProps {
  mentor: MentorshipMember;
  viewerId: string;
  viewerSeeksMentor: boolean;
  /** Status of the viewer's open connection with this mentor, if any. */
  openStatus: 'pending' | 'active' | null;
  /** The request dialog is open (`?request=<mentor id>`). */
  requestOpen: boolean;
  shared: MentorCardShared;
}

/** A mentor with what the viewer may do: request (spec §5 rules), or see that a request is open. */
export async function MentorCard({
  mentor,
  viewerId,
  viewerSeeksMentor,
  openStatus,
  requestOpen,
  shared,
}: MentorCardProps) {
  const { t, href } = await pageScript();
  const self = mentor.id === viewerId;
  const full = mentor.mentorCapacity !== null && mentor.activeMentees >= mentor.mentorCapacity;
  const offer: MentorOffer = self
    ? { kind: 'note', text: t('Ovo ste vi') }
    : openStatus
      ? { kind: 'badge', text: t(openStatus === 'pending' ? 'Zahtev poslat' : 'Vaš mentor') }
      : !viewerSeeksMentor
        ? { kind: 'profile', href: href('/members/profile'), text: t('Označite u profilu da tražite mentora') }
        : full
          ? { kind: 'note', text: t('Nema slobodnih mesta') }
          : { kind: 'request', dialogOpen: requestOpen };
  const view: MentorCardView = {
    // The name starts with the visible word (WCAG 2.5.3): a voice command 'Poruka' finds it.
    ...(await personView(mentor, self ? null : `Poruka: ${mentor.fullName}`)),
    seats:
      mentor.mentorCapacity === null
        ? null
        : t(
            `Slobodnih mesta: ${Math.max(mentor.mentorCapacity - mentor.activeMentees, 0)} od ${mentor.mentorCapacity}`,
          ),
    offer,
  };
  return <MentorCardContent mentor={view} shared={shared} />;
}

/** What every mentee card of a page shares, in its script. */
export async function menteeCardShared(): Promise<MenteeCardShared> {
  const { script, t } = await pageScript();
  return { script, seeks: t('Traži: '), message: t('Pošalji poruku') };
}

export async function MenteeCard({ mentee, shared }: { mentee: MentorshipMember; shared: MenteeCardShared }) {
  const { t } = await pageScript();
  const view: MenteeCardView = {
    ...(await personView(mentee, `Pošalji poruku: ${mentee.fullName}`)),
    seeks: mentee.whatTheySeek ? t(mentee.whatTheySeek) : null,
  };
  return <MenteeCardContent mentee={view} shared={shared} />;
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
