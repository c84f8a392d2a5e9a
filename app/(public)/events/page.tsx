import type { Metadata } from 'next';

import { CalendarPlusIcon, SparklesIcon } from '@/components/ui/icons';
import { EventCard } from '@/components/events/event-card';
import { EventsCalendar } from '@/components/events/events-calendar';
import { NewsletterCard } from '@/components/forms/newsletter-card';
import { SuggestEventDialog } from '@/components/forms/suggest-event-dialog';
import { JsonLd } from '@/components/seo/json-ld';
import { ActionLink } from '@/components/site/action-link';
import { CtaSection } from '@/components/site/cta-section';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { getSiteContent } from '@/lib/data/content';
import { listActiveEvents } from '@/lib/data/events';
import { splitEvents } from '@/lib/events/schedule';
import { eventsPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';

const SEO = {
  title: 'Događaji',
  description:
    'Wild Mixer networking večeri, radionice i pitch događaji zajednice preduzetnika. Pogledaj predstojeće događaje i prijavi se.',
  keywords: ['događaji', 'Wild Mixer', 'networking', 'radionice', 'startup događaji', 'Beograd', 'preduzetništvo'],
  path: '/events',
};

export function generateMetadata(): Metadata {
  return pageMetadata(SEO);
}

export default async function EventsPage() {
  const [content, events] = await Promise.all([getSiteContent(), listActiveEvents()]);
  const site = getSiteConfig();
  const { upcoming, past } = splitEvents(events);
  const hero = content.text('events_hero');
  const empty = content.text('events_empty');
  const calendar = content.text('events_calendar');
  const newsletter = content.text('events_newsletter');
  const suggest = content.text('events_suggest');
  const join = content.text('events_join');

  return (
    <>
      <JsonLd data={eventsPageJsonLd(SEO, upcoming)} />

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
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event) => (
                <li key={event.id} className="flex">
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl border border-dashed p-10 text-center">
            <SparklesIcon className="mx-auto size-10 text-primary" aria-hidden />
            <h2 id="upcoming-title" className="mt-4 text-2xl font-bold">
              {empty.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{empty.content}</p>
            <ActionLink href={empty.buttonLink || '/join'} className="mt-6">
              {empty.buttonText || 'Pridruži se'}
            </ActionLink>
          </div>
        )}
      </section>

      <div className="bg-muted/50">
        <EventsCalendar
          titleId="events-calendar-title"
          title={calendar.title}
          description={calendar.subtitle}
          upcoming={upcoming}
          externalCalendarUrl={site.eventsCalendarUrl}
          externalLabel={calendar.buttonText || 'Otvori spoljni kalendar'}
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
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {past.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
        </section>
      )}

      {upcoming.length > 0 && (
        <section aria-label={newsletter.title} className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
          <NewsletterCard layout="horizontal" showIcon title={newsletter.title} description={newsletter.content} />
        </section>
      )}

      <CtaSection id="events-join-title" title={join.title} description={join.content}>
        <ActionLink href={join.buttonLink || '/join'} variant="secondary" size="lg">
          {join.buttonText || 'Pridruži se'}
        </ActionLink>
      </CtaSection>
    </>
  );
}
