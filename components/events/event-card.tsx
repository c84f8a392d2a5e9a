import Image from 'next/image';
import Link from 'next/link';

import { CalendarDaysIcon, ClockIcon, DownloadIcon, MapPinIcon, UsersIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { MemberRsvp } from '@/components/events/member-rsvp';
import { memberRsvpTextsIn } from '@/components/events/member-rsvp-in-script';
import { DEFAULT_IMAGE } from '@/lib/content/resolve';
import type { PublicEvent } from '@/lib/data/events';
import { eventCalendarPath, eventRegistrationPath } from '@/lib/events/paths';
import { spotsLeft } from '@/lib/events/schedule';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { cn } from '@/lib/utils';

interface EventCardProps {
  event: PublicEvent;
  past?: boolean;
}

/**
 * One event, in the page's script (its texts come converted from the reader): image, date and
 * time in Belgrade, place, places left and how to register.
 */
export async function EventCard({ event, past = false }: EventCardProps) {
  const { script, t, href } = await pageScript();
  const left = spotsLeft(event);
  const full = left === 0;
  return (
    <article className={cn('media-card', past && 'opacity-90')}>
      <div className="relative aspect-video bg-muted">
        <Image
          src={event.imageUrl || DEFAULT_IMAGE}
          alt={event.imageUrl ? `${t('Fotografija događaja')} ${event.title}` : ''}
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={cn('object-cover', past && 'grayscale')}
        />
        {event.isFeatured && !past && (
          <span className="badge badge-featured absolute top-3 left-3">{t('Izdvojeno')}</span>
        )}
      </div>
      <div className="media-card-body">
        <h3 className="text-lg font-bold">{event.title}</h3>
        <ul className="fact-list mt-3">
          <li>
            <CalendarDaysIcon aria-hidden />
            <time dateTime={event.eventDate}>{t(formatWeekdayDate(event.eventDate))}</time>
          </li>
          <li>
            <ClockIcon aria-hidden />
            {formatTime(event.eventDate)}
          </li>
          {event.location && (
            <li>
              <MapPinIcon aria-hidden />
              {event.location}
            </li>
          )}
          {!past && left !== null && (
            <li>
              <UsersIcon aria-hidden />
              {full ? t('Nema slobodnih mesta') : `${t('Slobodnih mesta:')} ${left}`}
            </li>
          )}
        </ul>
        {event.shortDescription && <p className="mt-3 text-sm">{event.shortDescription}</p>}
        {!past && (
          <div className="mt-auto flex flex-wrap gap-2 pt-5">
            {full && event.registrationUrl ? (
              <span
                className={buttonVariants({ variant: 'secondary', className: 'pointer-events-none' })}
                aria-disabled
              >
                {t('Popunjeno')}
              </span>
            ) : full ? (
              // Our own full event takes people on its waitlist (issue 50).
              <Link href={href(eventRegistrationPath(event))} className={buttonVariants({ variant: 'secondary' })}>
                {t('Lista čekanja')}
                <span className="sr-only">
                  {t(' za događaj ')}
                  {event.title}
                </span>
              </Link>
            ) : event.registrationUrl ? (
              <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                {t('Prijavi se')}
                <span className="sr-only">
                  {t(' na događaj ')}
                  {event.title}
                  {t(' (otvara se u novom prozoru)')}
                </span>
              </a>
            ) : (
              <Link href={href(eventRegistrationPath(event))} className={buttonVariants()}>
                {t('Prijavi se')}
                <span className="sr-only">
                  {t(' na događaj ')}
                  {event.title}
                </span>
              </Link>
            )}
            {/* The calendar file is the same in both scripts (Latin, docs/i18n.md): one address. */}
            <a href={eventCalendarPath(event)} className={buttonVariants({ variant: 'outline' })} download>
              <DownloadIcon aria-hidden />
              {t('Dodaj u kalendar')}
              <span className="sr-only"> ({event.title})</span>
            </a>
            {!event.registrationUrl && (
              <MemberRsvp
                eventId={event.id}
                full={full}
                title={event.title}
                compact
                texts={memberRsvpTextsIn(script)}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
