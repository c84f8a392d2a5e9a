import Link from 'next/link';

import { CalendarDaysIcon, ClockIcon, ExternalLinkIcon, MapPinIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import type { PublicEvent } from '@/lib/data/events';
import { groupByMonth } from '@/lib/events/schedule';
import { formatDayOfMonth, formatShortMonth, formatTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';

interface EventsCalendarProps {
  titleId: string;
  title: string;
  description?: string;
  /** The events of the months shown, from today on, in date order (a bounded read: `listCalendarEvents`). */
  events: readonly PublicEvent[];
  externalCalendarUrl: string;
  /** The external calendar's button, in the page's script ('Spoljni kalendar' without it). */
  externalLabel?: string;
  /** Home shows a button to /events; the events page itself does not. */
  showEventsLink?: boolean;
}

/**
 * The community calendar rendered from our own events table: month by month, with a link to the
 * external calendar. Rendered on the server instead of an embedded third-party frame, so it costs
 * no client JavaScript, works offline and crawlers read it. In the page's script: the events come
 * converted from their reader, the months and the calendar's own texts are converted here.
 */
export async function EventsCalendar({
  titleId,
  title,
  description,
  events,
  externalCalendarUrl,
  externalLabel,
  showEventsLink = false,
}: EventsCalendarProps) {
  const { t, href } = await pageScript();
  const months = groupByMonth(events);
  return (
    <section aria-labelledby={titleId} className="page-section max-w-5xl">
      <SectionHeading id={titleId} title={title} description={description} />
      <Card className="mt-10 p-4 sm:p-6">
        {months.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            <CalendarDaysIcon className="mx-auto mb-2 size-8" aria-hidden />
            {/* Not the spec's 'Uskoro novi događaji' again: /events shows that as its empty state. */}
            {t('Trenutno nema zakazanih događaja.')}
          </p>
        ) : (
          <ol className="space-y-8">
            {months.map((group) => (
              <li key={group.month}>
                <h3 className="month-heading">{t(group.month)}</h3>
                <ol className="mt-3 divide-y">
                  {group.events.map((event) => (
                    <li key={event.id} className="event-row">
                      <time dateTime={event.eventDate} className="date-badge">
                        <span>{t(formatShortMonth(event.eventDate))}</span>
                        <span>{formatDayOfMonth(event.eventDate)}</span>
                      </time>
                      <div className="min-w-0">
                        <p className="font-semibold">{event.title}</p>
                        <p className="meta-list mt-1">
                          <span>
                            <ClockIcon aria-hidden />
                            {formatTime(event.eventDate)}
                          </span>
                          {event.location && (
                            <span>
                              <MapPinIcon aria-hidden />
                              {event.location}
                            </span>
                          )}
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {showEventsLink && (
          <Link href={href('/events')} className={buttonVariants()}>
            {t('Svi događaji')}
          </Link>
        )}
        <a href={externalCalendarUrl} {...OPENS_IN_NEW_TAB} className={buttonVariants({ variant: 'outline' })}>
          {externalLabel ?? t('Spoljni kalendar')}
          <ExternalLinkIcon aria-hidden />
        </a>
      </div>
    </section>
  );
}
