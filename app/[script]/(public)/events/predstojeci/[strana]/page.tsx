import type { Metadata } from 'next';

import { EventsArchive } from '@/components/events/events-archive';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { listUpcomingEvents } from '@/lib/data/events';
import { upcomingEventsPath } from '@/lib/events/paths';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { pageNumberFrom } from '@/lib/site/paging';

interface UpcomingEventsPageProps {
  params: Promise<{ strana: string }>;
}

/**
 * `/events/predstojeci/N`: page N of the upcoming events, soonest first, when more are planned
 * than /events shows (24). Cached like the past events' archive (`/events/arhiva/N`).
 */
export function generateStaticParams(): { strana: string }[] {
  return [];
}

export async function generateMetadata({ params }: UpcomingEventsPageProps): Promise<Metadata> {
  const page = pageNumberFrom((await params).strana);
  return pageMetadataInScript({
    title: `Predstojeći događaji – strana ${page}`,
    description: 'Predstojeće Wild Mixer večeri, radionice i pitch događaji zajednice preduzetnika.',
    keywords: ['predstojeći događaji', 'Wild Mixer', 'networking', 'radionice'],
    path: upcomingEventsPath(page),
  });
}

export default async function UpcomingEventsPage({ params }: UpcomingEventsPageProps) {
  const { script } = await pageScript();
  const page = pageNumberFrom((await params).strana);
  const [content, events] = await Promise.all([getSiteContent(script), listUpcomingEvents(page, script)]);
  return <EventsArchive kind="upcoming" title={content.text('events_upcoming').title} page={events} />;
}
