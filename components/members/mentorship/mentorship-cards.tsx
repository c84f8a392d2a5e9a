'use client';

import Link from 'next/link';

import { ActionButton } from '@/components/forms/action-button';
import type { ScriptMessages } from '@/components/forms/use-server-form';
import { MemberAvatar } from '@/components/members/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MessageSquareIcon } from '@/components/ui/icons';
import { requestMentorship } from '@/lib/actions/member-mentorship';
import type { Script } from '@/lib/i18n/script';
import type { MentorListPlace } from '@/lib/members/mentorship';

import { MentorshipRequestDialog } from './mentorship-request-dialog';
import type { MentorshipRequestTexts } from './mentorship-request-texts';

/** A mentor or a mentee as a card's head shows them: every text already in the page's script. */
export interface MentorshipPersonView {
  id: string;
  name: string;
  picture: string | null;
  /** Member type, and industry after a dot when there is one. */
  kind: string;
  whatTheyDo: string | null;
  /** The conversation with them, the link named after them. */
  message: { href: string; label: string } | null;
}

/** What the viewer may do about a mentor (spec §5 rules). */
export type MentorOffer =
  | { kind: 'note'; text: string }
  | { kind: 'badge'; text: string }
  | { kind: 'profile'; href: string; text: string }
  | { kind: 'request'; dialogOpen: boolean };

export interface MentorCardView extends MentorshipPersonView {
  /** 'Slobodnih mesta: 2 od 3', for a mentor who set a capacity. */
  seats: string | null;
  offer: MentorOffer;
}

/** The texts and settings every mentor card of a page shares: one object, carried once by the page's payload. */
export interface MentorCardShared {
  script: Script;
  place: MentorListPlace;
  request: string;
  requestFailed: string;
  message: string;
  dialog: { texts: MentorshipRequestTexts; messages: ScriptMessages | undefined };
}

function PersonHeader({ person, script }: { person: MentorshipPersonView; script: Script }) {
  return (
    <div className="flex items-start gap-3">
      <MemberAvatar name={person.name} src={person.picture} size={48} script={script} />
      <div className="grid min-w-0 gap-0.5">
        <h2 id={`mentorship-${person.id}`} className="truncate text-lg font-semibold">
          {person.name}
        </h2>
        <p className="text-xs text-muted-foreground">{person.kind}</p>
        {person.whatTheyDo ? <p className="text-sm text-muted-foreground">{person.whatTheyDo}</p> : null}
      </div>
    </div>
  );
}

/** The link to a conversation with the card's member, named after them; none on the viewer's own card. */
function MessageLink({ person, text, className }: { person: MentorshipPersonView; text: string; className: string }) {
  if (!person.message) return null;
  return (
    <Link href={person.message.href} className={className} aria-label={person.message.label}>
      <MessageSquareIcon aria-hidden />
      {text}
    </Link>
  );
}

function Offer({ mentor, shared }: { mentor: MentorCardView; shared: MentorCardShared }) {
  const { offer } = mentor;
  switch (offer.kind) {
    case 'note':
      return <span className="text-sm text-muted-foreground">{offer.text}</span>;
    case 'badge':
      return <span className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">{offer.text}</span>;
    case 'profile':
      return (
        <Link href={offer.href} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {offer.text}
        </Link>
      );
    case 'request':
      return (
        <>
          {/* Spec: the request is sent by this one click; a message and focus areas are optional. */}
          <ActionButton
            action={requestMentorship}
            fields={{ mentorId: mentor.id }}
            fallbackError={shared.requestFailed}
            variant="default"
          >
            {shared.request}
          </ActionButton>
          <MentorshipRequestDialog
            mentor={{ id: mentor.id, fullName: mentor.name }}
            defaultOpen={offer.dialogOpen}
            place={shared.place}
            script={shared.script}
            {...shared.dialog}
          />
        </>
      );
  }
}

/**
 * A mentor with what the viewer may do: request, or see why not. A client component given its
 * texts, so the page's RSC payload carries each mentor's data once, not a second copy of the markup.
 */
export function MentorCardContent({ mentor, shared }: { mentor: MentorCardView; shared: MentorCardShared }) {
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`mentorship-${mentor.id}`}>
      <PersonHeader person={mentor} script={shared.script} />
      {mentor.seats ? <p className="text-xs text-muted-foreground">{mentor.seats}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Offer mentor={mentor} shared={shared} />
        <MessageLink
          person={mentor}
          text={shared.message}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        />
      </div>
    </Card>
  );
}

export interface MenteeCardView extends MentorshipPersonView {
  /** What they seek, after the label 'Traži: '. */
  seeks: string | null;
}

/** The texts every mentee card of a page shares. */
export interface MenteeCardShared {
  script: Script;
  seeks: string;
  message: string;
}

/** A member who seeks a mentor, with a message button (spec §2); client-rendered as `MentorCardContent`. */
export function MenteeCardContent({ mentee, shared }: { mentee: MenteeCardView; shared: MenteeCardShared }) {
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`mentorship-${mentee.id}`}>
      <PersonHeader person={mentee} script={shared.script} />
      {mentee.seeks ? (
        <p className="text-sm">
          <span className="font-semibold">{shared.seeks}</span>
          {mentee.seeks}
        </p>
      ) : null}
      <MessageLink
        person={mentee}
        text={shared.message}
        className={buttonVariants({ size: 'sm', className: 'mt-auto justify-self-start' })}
      />
    </Card>
  );
}
