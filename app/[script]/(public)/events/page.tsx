import type { Metadata } from 'next';

import { CalendarPlusIcon, SparklesIcon } from '@/components/ui/icons';
import { EVENT_PAGER_LABELS, EventGrid } from '@/components/events/event-grid';
import { EventsCalendar } from '@/components/events/events-calendar';
import { NewsletterCard } from '@/components/forms/newsletter-card';
import { SuggestEventDialog } from '@/components/forms/suggest-event-dialog';
import { JsonLd } from '@/components/seo/json-ld';
import { ActionLink } from '@/components/site/action-link';
import { ContentCta } from '@/components/site/content-cta';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { Pagination } from '@/components/ui/pagination';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { listCalendarEvents, listPastEvents, listUpcomingEvents } from '@/lib/data/events';
import { pastEventsPath, upcomingEventsPath } from '@/lib/events/paths';
import { eventsPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';

const SEO = {
  title: 'Događaji',
  description:
    'Wild Mixer networking večeri, radionice i pitch događaji zajednice preduzetnika. Pogledaj predstojeće događaje i prijavi se.',
  keywords: ['događaji', 'Wild Mixer', 'networking', 'radionice', 'startup događaji', 'Beograd', 'preduzetništvo'],
  path: '/events',
};

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

/**
 * /events (spec public-site, /events): the first page of the upcoming events, the calendar of the
 * next three months, and the most recent past events, each read in SQL one page at a time (sizes
 * in lib/data/events.ts); further pages are `/events/predstojeci/N` and
 * `/events/arhiva/N`, cached like this page.
 */
export default async function EventsPage() {
  const { script, t, href } = await pageScript();
  const [content, upcomingPage, pastPage, calendarEvents] = await Promise.all([
    getSiteContent(script),
    listUpcomingEvents(1, script),
    listPastEvents(1, script),
    listCalendarEvents(script),
  ]);
  const site = getSiteConfig();
  const upcoming = upcomingPage.items;
  const past = pastPage.items;
  const hero = content.text('events_hero');
  const empty = content.text('events_empty');
  const calendar = content.text('events_calendar');
  const newsletter = content.text('events_newsletter');
  const suggest = content.text('events_suggest');
  const join = content.text('events_join');

  return (
    <>
      <JsonLd data={eventsPageJsonLd(SEO, upcoming, script)} />

      <PageHero
        id="events-title"
        eyebrow={hero.subtitle}
        title={hero.title}
        description={hero.content}
        image={{ ...content.image('events_hero'), width: 1600, height: 900 }}
      />

      <section aria-labelledby="upcoming-title" className="page-section">
        {upcoming.length > 0 ? (
          <>
            <SectionHeading id="upcoming-title" title={content.text('events_upcoming').title} align="left" />
            <EventGrid events={upcoming} />
            <Pagination
              label={t(EVENT_PAGER_LABELS.upcoming)}
              of={{ page: 1, pageCount: upcomingPage.pageCount }}
              hrefFor={(page) => href(upcomingEventsPath(page))}
            />
          </>
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl border border-dashed p-10 text-center">
            <SparklesIcon className="mx-auto size-10 text-primary" aria-hidden />
            <h2 id="upcoming-title" className="mt-4 text-2xl font-bold">
              {empty.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{empty.content}</p>
            <ActionLink href={href(empty.buttonLink || '/join')} className="mt-6">
              {empty.buttonText || t('Pridruži se')}
            </ActionLink>
          </div>
        )}
      </section>

      <div className="bg-muted/50">
        <EventsCalendar
          titleId="events-calendar-title"
          title={calendar.title}
          description={calendar.subtitle}
          events={calendarEvents}
          externalCalendarUrl={site.eventsCalendarUrl}
          externalLabel={calendar.buttonText || t('Otvori spoljni kalendar')}
        />
      </div>

      <section aria-labelledby="suggest-title" className="page-section">
        <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <CalendarPlusIcon className="size-10 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 id="suggest-title" className="text-2xl font-bold">
                {suggest.title}
              </h2>
              <p className="mt-1 text-muted-foreground">{suggest.content}</p>
            </div>
          </div>
          <SuggestEventDialog />
        </div>
      </section>

      {past.length > 0 && (
        <section aria-labelledby="past-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <SectionHeading
            id="past-title"
            title={content.text('events_past').title}
            description={content.text('events_past').subtitle}
            align="left"
          />
          <EventGrid events={past} past />
          <Pagination
            label={t(EVENT_PAGER_LABELS.past)}
            of={{ page: 1, pageCount: pastPage.pageCount }}
            hrefFor={(page) => href(pastEventsPath(page))}
          />
        </section>
      )}

      {upcoming.length > 0 && (
        <section aria-label={newsletter.title} className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
          <NewsletterCard layout="horizontal" showIcon title={newsletter.title} description={newsletter.content} />
        </section>
      )}

      <ContentCta id="events-join-title" text={join} defaultHref={href('/join')} defaultLabel={t('Pridruži se')} />
    </>
  );
}
