'use client';

import { clsx } from 'clsx';
import Image from 'next/image';
import Link from 'next/link';

import { CalendarDaysIcon, ClockIcon, DownloadIcon, MapPinIcon, UsersIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { MemberRsvp } from '@/components/events/member-rsvp';
import type { MemberRsvpTexts } from './member-rsvp-texts';

/** How an upcoming event's card lets people in: its button's kind, text and the words only a screen reader hears. */
export type EventSignUp =
  | { kind: 'closed'; text: string }
  | { kind: 'page'; href: string; text: string; more: string; secondary: boolean }
  | { kind: 'elsewhere'; href: string; text: string; more: string };

/** An event as its card shows it: every text already in the page's script. */
export interface EventCardView {
  id: string;
  title: string;
  image: { src: string; alt: string };
  /** 'Izdvojeno' on a featured upcoming event. */
  featured: string | null;
  date: { iso: string; text: string };
  time: string;
  location: string | null;
  /** 'Slobodnih mesta: 3' or 'Nema slobodnih mesta' on an upcoming event with a limit. */
  seats: string | null;
  shortDescription: string | null;
  /** An upcoming event's buttons; none on a past one. */
  upcoming: {
    signUp: EventSignUp;
    calendarHref: string;
    /** The members' own RSVP beside the buttons, for an event registered on this site. */
    rsvp: { full: boolean } | null;
  } | null;
}

/** The texts every event card of a page shares: one object, carried once by the page's payload. */
export interface EventCardTexts {
  addToCalendar: string;
  rsvp: MemberRsvpTexts | undefined;
}

/**
 * One event: image, date and time in Belgrade, place, places left and how to register. A client
 * component given its texts, so the page's RSC payload carries each event's data once, not a
 * second copy of the card's markup (docs/architecture.md, "HTML weight").
 */
export function EventCardContent({ event, texts }: { event: EventCardView; texts: EventCardTexts }) {
  const { upcoming } = event;
  return (
    <article className={clsx('media-card', !upcoming && 'opacity-90')}>
      <div className="relative aspect-video bg-muted">
        <Image
          src={event.image.src}
          alt={event.image.alt}
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={clsx('object-cover', !upcoming && 'grayscale')}
        />
        {event.featured ? <span className="badge badge-featured absolute top-3 left-3">{event.featured}</span> : null}
      </div>
      <div className="media-card-body">
        <h3 className="text-lg font-bold">{event.title}</h3>
        <ul className="fact-list mt-3">
          <li>
            <CalendarDaysIcon aria-hidden />
            <time dateTime={event.date.iso}>{event.date.text}</time>
          </li>
          <li>
            <ClockIcon aria-hidden />
            {event.time}
          </li>
          {event.location ? (
            <li>
              <MapPinIcon aria-hidden />
              {event.location}
            </li>
          ) : null}
          {event.seats ? (
            <li>
              <UsersIcon aria-hidden />
              {event.seats}
            </li>
          ) : null}
        </ul>
        {event.shortDescription ? <p className="mt-3 text-sm">{event.shortDescription}</p> : null}
        {upcoming ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-5">
            <SignUpButton signUp={upcoming.signUp} />
            {/* The calendar file is the same in both scripts (Latin, docs/i18n.md): one address. */}
            <a href={upcoming.calendarHref} className={buttonVariants({ variant: 'outline' })} download>
              <DownloadIcon aria-hidden />
              {texts.addToCalendar}
              <span className="sr-only"> ({event.title})</span>
            </a>
            {upcoming.rsvp ? (
              <MemberRsvp eventId={event.id} full={upcoming.rsvp.full} title={event.title} compact texts={texts.rsvp} />
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

function SignUpButton({ signUp }: { signUp: EventSignUp }) {
  switch (signUp.kind) {
    case 'closed':
      return (
        <span className={buttonVariants({ variant: 'secondary', className: 'pointer-events-none' })} aria-disabled>
          {signUp.text}
        </span>
      );
    case 'page':
      return (
        <Link href={signUp.href} className={buttonVariants({ variant: signUp.secondary ? 'secondary' : 'default' })}>
          {signUp.text}
          <span className="sr-only">{signUp.more}</span>
        </Link>
      );
    case 'elsewhere':
      return (
        <a href={signUp.href} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
          {signUp.text}
          <span className="sr-only">{signUp.more}</span>
        </a>
      );
  }
}
