import type { Metadata } from 'next';

import { AnnouncementsCarousel } from '@/components/home/announcements-carousel';
import { HomeHero } from '@/components/home/home-hero';
import { PartnerStrip } from '@/components/home/partner-strip';
import { Results } from '@/components/home/results';
import { Testimonials } from '@/components/home/testimonials';
import { WhyJoin } from '@/components/home/why-join';
import { WildMixerGallery } from '@/components/home/wild-mixer-gallery';
import { EventsCalendar } from '@/components/events/events-calendar';
import { HomeNewsletterLink } from '@/components/newsletter/home-newsletter-link';
import { JsonLd } from '@/components/seo/json-ld';
import { listHomeAnnouncements } from '@/lib/data/announcements';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { listUpcomingEvents } from '@/lib/data/events';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';

export function generateMetadata(): Promise<Metadata> {
  const site = getSiteConfig();
  return pageMetadataInScript({
    title: `${site.name} – zajednica preduzetnika, studenata, umetnika i mentora`,
    description:
      'Zajednica koja ideje pretvara u stvarnost: Wild Mixer networking događaji, mentori, radionice i 350+ članova u grupi za poruke. Pridruži se.',
    keywords: [
      'preduzetništvo',
      'startup',
      'zajednica preduzetnika',
      'networking',
      'Wild Mixer',
      'mentori',
      'Srbija',
      'Beograd',
    ],
    path: '/',
  });
}

/** Upcoming events shown in the home calendar (from the first page /events shows too). */
const HOME_CALENDAR_LIMIT = 6;

export default async function HomePage() {
  const { script } = await pageScript();
  const [content, announcements, events] = await Promise.all([
    getSiteContent(script),
    listHomeAnnouncements(script),
    listUpcomingEvents(1, script),
  ]);
  const site = getSiteConfig();
  const calendar = content.text('home_calendar');

  return (
    <>
      <JsonLd data={organizationJsonLd(script)} />
      <HomeHero
        text={content.text('home_hero')}
        image={content.image('home_hero')}
        calendarUrl={site.eventsCalendarUrl}
      />
      <AnnouncementsCarousel items={announcements} />
      <Results text={content.text('home_results')} />
      <WhyJoin text={content.text('home_why_join')} />
      <Testimonials content={content} />
      <WildMixerGallery content={content} />
      <PartnerStrip content={content} />
      <EventsCalendar
        titleId="home-calendar-title"
        title={calendar.title}
        description={calendar.subtitle}
        events={events.items.slice(0, HOME_CALENDAR_LIMIT)}
        externalCalendarUrl={site.eventsCalendarUrl}
        showEventsLink
      />
      <HomeNewsletterLink />
    </>
  );
}
