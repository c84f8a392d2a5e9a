import type { Metadata } from 'next';

import { EventsArchive } from '@/components/events/events-archive';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { listPastEvents } from '@/lib/data/events';
import { pastEventsPath } from '@/lib/events/paths';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { pageNumberFrom } from '@/lib/site/paging';

interface PastEventsPageProps {
  params: Promise<{ strana: string }>;
}

/**
 * `/events/arhiva/N`: page N of the past events, the most recent first (page 1 is the past list
 * on /events). A path segment, not `?strana=`, so each page is rendered on its first request and
 * then served from the route cache like /events (tag `events`); none is rendered at build.
 */
export function generateStaticParams(): { strana: string }[] {
  return [];
}

export async function generateMetadata({ params }: PastEventsPageProps): Promise<Metadata> {
  const page = pageNumberFrom((await params).strana);
  return pageMetadataInScript({
    title: `Prošli događaji – strana ${page}`,
    description: 'Arhiva Wild Mixer večeri, radionica i drugih događaja zajednice preduzetnika.',
    keywords: ['prošli događaji', 'Wild Mixer', 'networking', 'arhiva događaja'],
    path: pastEventsPath(page),
  });
}

export default async function PastEventsPage({ params }: PastEventsPageProps) {
  const { script } = await pageScript();
  const page = pageNumberFrom((await params).strana);
  const [content, events] = await Promise.all([getSiteContent(script), listPastEvents(page, script)]);
  const text = content.text('events_past');
  return <EventsArchive kind="past" title={text.title} description={text.subtitle} page={events} />;
}
